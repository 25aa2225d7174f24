import { Check, Copy } from "lucide-react";
import { memo, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { i18n } from "@/web/i18n";
import { toast } from "@/web/lib/toast";
import { cn } from "@/web/lib/utils";
import { FindMarks } from "./find/FindMarks";
import { useCellHighlights } from "./find/highlights";

import type { TextField } from "./model";
import type { RowLabels } from "./row-labels";

export type { TextField } from "./model";

/** Chromium grows a textarea with its content by CSS alone; elsewhere we measure. */
const FIELD_SIZING = typeof CSS !== "undefined" && CSS.supports?.("field-sizing", "content");

export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(i18n.t("copied"), { id: "copied" });
  } catch {
    toast.error(i18n.t("copyFailed"));
  }
}

type Props = {
  blockId: string;
  field: TextField;
  value: string;
  label: string;
  readOnly: boolean;
  placeholder?: string;
  /** The text's direction: from its language when known ("rtl" for Arabic), else "auto". */
  dir?: "rtl" | "ltr" | "auto";
  /** Shown above the text (markers such as 'Tradução indisponível'). */
  marker?: ReactNode;
  onChange: (id: string, field: TextField, value: string) => void;
  labels: RowLabels;
};

/** The textarea's box, shared with the find marks drawn behind it so both wrap alike. */
const BOX =
  "rounded-md border border-transparent px-2 py-1.5 pr-8 leading-relaxed text-(length:--editor-font)";

/** One editable text of a block: an auto-growing textarea with a copy button on hover. */
export const TextCell = memo(function TextCell({
  blockId,
  field,
  value,
  label,
  readOnly,
  placeholder,
  dir = "auto",
  marker,
  onChange,
  labels,
}: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  const highlights = useCellHighlights(blockId, field);

  useLayoutEffect(() => {
    const el = ref.current;
    if (FIELD_SIZING || !el || value === undefined) return;
    el.style.height = "auto";
    el.style.height = `${el.scrollHeight + 2}px`;
  }, [value]);

  const copy = useCallback(async () => {
    await copyText(value);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  }, [value]);

  return (
    <div className="group/cell relative min-w-0">
      {/* A marker component may render nothing: the row then keeps no empty gap. */}
      {marker ? <div className="mb-1 flex flex-wrap gap-1 empty:hidden">{marker}</div> : null}
      {/* The direction on the box too: the find marks behind the text wrap the same way. */}
      <div className="relative" dir={dir}>
        {highlights && highlights.ranges.length > 0 ? (
          <FindMarks text={value} highlights={highlights} className={BOX} />
        ) : null}
        <textarea
          ref={ref}
          data-field={field}
          dir={dir}
          aria-label={label}
          value={value}
          readOnly={readOnly}
          placeholder={placeholder}
          rows={2}
          spellCheck={field !== "originalText"}
          onChange={(event) => onChange(blockId, field, event.target.value)}
          className={cn(
            BOX,
            "relative block min-h-16 w-full resize-none bg-transparent outline-none [field-sizing:content]",
            "placeholder:text-muted-foreground placeholder:italic hover:border-input focus-visible:border-ring focus-visible:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/30",
            readOnly && "cursor-default hover:border-transparent",
          )}
        />
      </div>
      {value ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={labels.copyCell(label)}
          title={labels.copy}
          // Out of the Tab order: Tab goes from one text to the next (the text copies with Ctrl+C).
          tabIndex={-1}
          onClick={copy}
          className="absolute top-1 right-1 size-7 opacity-0 transition-opacity group-hover/cell:opacity-100 focus-visible:opacity-100 pointer-coarse:opacity-60"
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        </Button>
      ) : null}
    </div>
  );
});
