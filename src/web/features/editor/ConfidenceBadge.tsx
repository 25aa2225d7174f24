import { memo, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Block } from "@/shared/api/blocks";
import { badgeVariants } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Popover, PopoverAnchor, PopoverContent } from "@/web/components/ui/popover";
import { cn } from "@/web/lib/utils";

type Props = {
  blockId: string;
  /** The block's type and text, for the rule cues shown as "why this type". */
  type: string;
  text: string;
  confidence: number;
  alternatives: Block["alternativeTypes"];
  readOnly: boolean;
  onSwitch: (id: string, type: string) => void;
  /** The badge's own words (the popover looks up its own when it opens). */
  label: (value: number, alternatives: number) => string;
  altWord: string;
};

function tone(confidence: number) {
  if (confidence >= 70) return "success" as const;
  if (confidence >= 50) return "info" as const;
  return "warning" as const;
}

/**
 * The rule cues of a type in a text, computed when the popover opens (its details mount then). The rules are loaded on
 * demand so they stay out of the editor's first load.
 */
function useWhy(type: string, text: string): string[] | null {
  const [cues, setCues] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    import("@/shared/blocks/explain").then(({ explainType }) => {
      if (live) setCues(explainType(text, type));
    });
    return () => {
      live = false;
    };
  }, [type, text]);
  return cues;
}

/**
 * The typing confidence of a block; hovering (or clicking) shows why the type was given (the
 * rule cues found in the text) and the alternative types, each one click away.
 */
export const ConfidenceBadge = memo(function ConfidenceBadge({
  blockId,
  type,
  text,
  confidence,
  alternatives = [],
  readOnly,
  onSwitch,
  label,
  altWord,
}: Props) {
  const [open, setOpen] = useState(false);
  // Every row has a badge: the popover's machinery (placement, outside clicks, Escape) is built the
  // first time one opens, not for each row as the table renders. The badge is a plain button that
  // stays the same element, so it keeps the focus throughout.
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Hovering previews the details; a click (or Enter) pins them open until clicked again, Escape
  // or a click elsewhere.
  const pinned = useRef(false);
  const show = (next: boolean) => {
    if (next) setUsed(true);
    else pinned.current = false;
    setOpen(next);
  };
  const toggle = () => {
    if (open && pinned.current) return show(false);
    pinned.current = true;
    show(true);
  };
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hover = (next: boolean) => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    if (next) show(true);
    else if (!pinned.current) closeTimer.current = setTimeout(() => setOpen(false), 150);
  };
  const value = Math.round(confidence);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={cn(badgeVariants({ variant: tone(value) }), "cursor-help")}
        aria-label={label(value, alternatives.length)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={toggle}
        onMouseEnter={() => hover(true)}
        onMouseLeave={() => hover(false)}
      >
        {value}%{alternatives.length ? ` · ${alternatives.length} ${altWord}` : ""}
      </button>
      {used ? (
        <Popover open={open} onOpenChange={show}>
          <PopoverAnchor virtualRef={trigger} />
          <PopoverContent
            align="start"
            onMouseEnter={() => hover(true)}
            onMouseLeave={() => hover(false)}
            onOpenAutoFocus={(event) => event.preventDefault()}
            // A click on the badge itself is the badge's own (pin or close), not a click elsewhere.
            onInteractOutside={(event) => {
              if (trigger.current?.contains(event.target as Node)) event.preventDefault();
            }}
          >
            {open ? (
              <ConfidenceDetails
                blockId={blockId}
                type={type}
                text={text}
                value={value}
                alternatives={alternatives}
                readOnly={readOnly}
                onSwitch={(id, next) => {
                  onSwitch(id, next);
                  show(false);
                }}
              />
            ) : null}
          </PopoverContent>
        </Popover>
      ) : null}
    </>
  );
});

type DetailsProps = Omit<Props, "confidence" | "label" | "altWord"> & { value: number };

/** What the open popover shows: why this type, and the alternatives (built only when open). */
function ConfidenceDetails({
  blockId,
  type,
  text,
  value,
  alternatives = [],
  readOnly,
  onSwitch,
}: DetailsProps) {
  const { t } = useTranslation(["editor", "blocks"]);
  const why = useWhy(type, text);
  return (
    <>
      <p className="font-medium">{t("confidence.title", { value })}</p>
      {why === null ? null : (
        <div className="mt-2" data-testid="why-type">
          <p className="mb-1 text-xs text-muted-foreground">{t("confidence.why")}</p>
          {why.length ? (
            <ul className="flex flex-wrap gap-1">
              {why.map((cue) => (
                <li key={cue} className="rounded bg-muted px-1.5 py-0.5 text-xs">
                  {cue}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-xs text-muted-foreground">{t("confidence.whyNone")}</p>
          )}
        </div>
      )}
      {alternatives.length ? (
        <>
          <p className="mt-2 mb-1 text-xs text-muted-foreground">{t("confidence.alternatives")}</p>
          <ul className="space-y-1">
            {alternatives.map((alt) => (
              <li key={alt.type} className="flex items-center justify-between gap-2">
                <span className="min-w-0 break-words">
                  {t(`blocks:types.${alt.type}` as "blocks:types.HOOK", alt.type)}{" "}
                  <span className="text-xs text-muted-foreground">
                    {/* The top three are always shown: a type under half a percent reads "<1%", not "0%". */}
                    {alt.confidence < 0.5 ? "<1" : Math.round(alt.confidence)}%
                  </span>
                </span>
                {readOnly ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    className="h-7"
                    onClick={() => onSwitch(blockId, alt.type)}
                  >
                    {t("confidence.use")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-xs text-muted-foreground">{t("confidence.none")}</p>
      )}
    </>
  );
}
