import { Check, CheckCheck, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DiffPart } from "@/shared/history/word-diff";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { engineLabel } from "./format";
import { isStale, pendingOf, type Suggestion, suggestionDiff } from "./suggestions";

type TextBlock = { id: string; originalText: string; expansion: string };

export type SuggestionsPanelProps = {
  suggestions: readonly Suggestion[];
  blocks: readonly TextBlock[];
  model?: string | null;
  busy: boolean;
  onAccept: (ids: string[]) => void;
  onReject: (id: string) => void;
};

function Diff({ parts }: { parts: DiffPart[] }) {
  return (
    <p className="text-sm leading-relaxed whitespace-pre-wrap" data-testid="suggestion-diff">
      {parts.map((part, i) =>
        part.kind === "same" ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === "added" ? (
          <ins
            key={i}
            className="rounded-sm bg-emerald-500/15 text-emerald-800 no-underline dark:text-emerald-300"
          >
            {part.text}
          </ins>
        ) : (
          <del key={i} className="rounded-sm bg-red-500/15 text-red-800 dark:text-red-300">
            {part.text}
          </del>
        ),
      )}
    </p>
  );
}

/**
 * The AI's proposals waiting for a decision, one row per block with the words it would change.
 * Nothing reaches the blocks until accepted; the rows stay while the writer keeps editing.
 */
export function SuggestionsPanel({
  suggestions,
  blocks,
  model,
  busy,
  onAccept,
  onReject,
}: SuggestionsPanelProps) {
  const { t } = useTranslation("ai");
  const pending = pendingOf(suggestions);
  if (pending.length === 0) return null;
  const position = new Map(blocks.map((b, i) => [b.id, i + 1]));
  return (
    <section
      aria-label={t("suggestions.region")}
      className="space-y-2 border-t px-3 pt-2 pb-3"
      data-testid="ai-suggestions"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-sm font-semibold">{t("suggestions.title", { count: pending.length })}</h2>
        <Button
          size="sm"
          className="ml-auto"
          disabled={busy}
          onClick={() => onAccept(pending.map((s) => s.id))}
        >
          <CheckCheck aria-hidden />
          {t("suggestions.acceptAll")}
        </Button>
      </div>
      <ul className="max-h-[50vh] space-y-2 overflow-y-auto">
        {pending.map((s) => {
          const n = position.get(s.blockId);
          const stale = isStale(s, blocks);
          return (
            <li key={s.id} className="rounded-md border bg-background p-2" data-testid="suggestion">
              <div className="mb-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">
                  {n ? t("suggestions.block", { number: n }) : t("suggestions.blockGone")}
                </span>
                <span>· {t(`actions.${s.action}`)}</span>
                <Badge variant={s.engine === "ai" ? "accent" : "info"}>{engineLabel(s.engine, model)}</Badge>
                {stale && n ? (
                  <span className="text-amber-700 dark:text-amber-400" data-testid="suggestion-stale">
                    {t("suggestions.stale")}
                  </span>
                ) : null}
              </div>
              <Diff parts={suggestionDiff(s, blocks)} />
              <div className="mt-2 flex gap-1.5">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy || !n}
                  aria-label={t("suggestions.acceptBlock", { number: n ?? 0 })}
                  onClick={() => onAccept([s.id])}
                >
                  <Check aria-hidden />
                  {t("suggestions.accept")}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={t("suggestions.rejectBlock", { number: n ?? 0 })}
                  onClick={() => onReject(s.id)}
                >
                  <X aria-hidden />
                  {t("suggestions.reject")}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
