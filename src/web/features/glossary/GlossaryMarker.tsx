import { BookAlert } from "lucide-react";
import { memo, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMatch } from "react-router";
import { missingTerms } from "@/shared/glossary-check";
import { badgeVariants } from "@/web/components/ui/badge";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import type { TranslationCheckProps } from "@/web/features/editor";
import { cn } from "@/web/lib/utils";
import { useApplicableTerms } from "./api";

/**
 * The open project, from the editor's URL. Rows read it here rather than from the editor's
 * context, which changes on every keystroke and would re-render every row's marker.
 */
const useEditorProjectId = () => useMatch("/project/:projectId")?.params.projectId ?? null;

/**
 * Marks a translation that lost a glossary term: a badge with an icon and a word (not colour
 * alone), and on hover or click the terms with what the translation should hold.
 */
export const GlossaryMarker = memo(function GlossaryMarker({
  original,
  translation,
  language,
}: TranslationCheckProps) {
  const { t } = useTranslation("glossary");
  const terms = useApplicableTerms(useEditorProjectId()).data;
  const missing = useMemo(
    () => (terms ? missingTerms(original, translation, terms, language) : []),
    [terms, original, translation, language],
  );
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  if (missing.length === 0) return null;

  const hover = (next: boolean) => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    if (next) setOpen(true);
    else closeTimer.current = setTimeout(() => setOpen(false), 150);
  };
  const names = missing.map((m) => m.term).join(", ");
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        data-testid="glossary-marker"
        className={cn(badgeVariants({ variant: "warning" }), "cursor-help")}
        aria-label={t("marker.label", { count: missing.length, terms: names })}
        onMouseEnter={() => hover(true)}
        onMouseLeave={() => hover(false)}
        // A click (or Enter) after the hover opened it must not close it again: it only opens.
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <BookAlert aria-hidden />
        {t("marker.badge", { count: missing.length })}
      </PopoverTrigger>
      <PopoverContent
        align="start"
        onMouseEnter={() => hover(true)}
        onMouseLeave={() => hover(false)}
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <p className="font-medium">{t("marker.title", { count: missing.length })}</p>
        <ul className="mt-2 space-y-1.5" data-testid="glossary-marker-terms">
          {missing.map((m) => (
            <li key={m.term} className="break-words">
              <span className="font-medium">{m.term}</span>{" "}
              <span className="text-muted-foreground">
                {m.doNotTranslate ? t("marker.keep") : t("marker.expected")}
              </span>{" "}
              <span className="font-medium">“{m.expected}”</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted-foreground">{t("marker.hint")}</p>
      </PopoverContent>
    </Popover>
  );
});
