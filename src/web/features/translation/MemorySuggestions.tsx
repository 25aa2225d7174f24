import { BookAlert, CheckCheck, History } from "lucide-react";
import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { MemoryMatch } from "@/shared/api/translation-memory";
import { missingTerms } from "@/shared/glossary-check";
import { type TranslationSuggestionsProps, useEditorContext } from "@/web/features/editor";
import { useApplicableTerms } from "@/web/features/glossary";
import { useFormatters } from "@/web/i18n/format";
import { toast } from "@/web/lib/toast";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { cn } from "@/web/lib/utils";
import { useMemoryMatches } from "./api";

/** The matches offered under a cell: the best few, so the row stays short. */
const SHOWN = 3;

/**
 * Earlier translations of originals like this block's, under its empty or out-of-date translation:
 * each with its score and the project it comes from, inserted with one click (or Enter). A match
 * that would break a glossary rule says so before it is inserted.
 */
export const MemorySuggestions = memo(function MemorySuggestions({
  n,
  original,
  language,
  onInsert,
}: TranslationSuggestionsProps) {
  const { t } = useTranslation("translation");
  const format = useFormatters();
  // Asked once the writer stops typing the original, not at every key.
  const source = useDebouncedValue(original, 400);
  const matches = useMemoryMatches(language, source);
  const terms = useApplicableTerms(useEditorContext().projectId).data;
  const offered = useMemo(
    () =>
      (matches.data ?? []).slice(0, SHOWN).map((match) => ({
        match,
        broken: terms ? missingTerms(original, match.target, terms, language).map((m) => m.term) : [],
      })),
    [matches.data, terms, original, language],
  );

  if (matches.isPending && matches.fetchStatus === "fetching")
    return (
      <p className="mt-1 px-2 text-xs text-muted-foreground" aria-live="polite">
        {t("memory.loading")}
      </p>
    );
  if (offered.length === 0) return null;

  const insert = (match: MemoryMatch) => {
    onInsert(match.target);
    toast.success(t("memory.inserted", { project: match.projectTitle }), { id: "memory-inserted" });
  };
  return (
    <section
      data-testid="memory-suggestions"
      aria-label={t("memory.title")}
      className="mt-1 space-y-1 rounded-md border border-dashed bg-muted/30 p-2"
    >
      <h4 className="flex items-center gap-1 text-xs font-medium text-muted-foreground">
        <History className="size-3.5" aria-hidden /> {t("memory.title")}
      </h4>
      <ul className="space-y-1">
        {offered.map(({ match, broken }) => {
          const score = `${format.number(Math.round(match.score * 100))}%`;
          const warning = broken.length > 0 ? t("memory.glossaryMiss", { terms: broken.join(", ") }) : null;
          return (
            <li key={`${match.projectId}:${match.target}`}>
              <button
                type="button"
                data-testid="memory-match"
                className="w-full space-y-1 rounded-md border bg-background px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={[t("memory.insertLabel", { project: match.projectTitle, score, n }), warning]
                  .filter(Boolean)
                  .join(". ")}
                title={t("memory.insert")}
                onClick={() => insert(match)}
              >
                <span className="line-clamp-3 break-words">{match.target}</span>
                <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
                  <span
                    className={cn(
                      "rounded px-1 font-medium tabular-nums",
                      match.score === 1
                        ? "bg-emerald-500/15 text-emerald-700 dark:text-emerald-300"
                        : "bg-muted",
                    )}
                  >
                    {t("memory.score", { score })}
                  </span>
                  <span className="min-w-0 truncate">
                    {t("memory.from", { project: match.projectTitle })}
                  </span>
                  {match.state === "reviewed" ? (
                    <span className="inline-flex items-center gap-0.5">
                      <CheckCheck className="size-3" aria-hidden /> {t("memory.reviewed")}
                    </span>
                  ) : null}
                </span>
                {warning ? (
                  <span
                    data-testid="memory-glossary-warning"
                    className="flex items-start gap-1 text-xs font-medium text-amber-700 dark:text-amber-300"
                  >
                    <BookAlert className="mt-0.5 size-3 shrink-0" aria-hidden /> {warning}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
