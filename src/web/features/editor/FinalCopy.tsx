import { Copy, Save } from "lucide-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";
import { copyText } from "./TextCell";
import { SectionList, type TextStatsValue, useStatsText } from "./TextStats";

type Props = { text: string; readOnly: boolean; onSave: () => void; stats: TextStatsValue };

/** 'Final Reconstructed Copy': always the current blocks (expansion if written, else original). */
export const FinalCopy = memo(function FinalCopy({ text, readOnly, onSave, stats }: Props) {
  const { t } = useTranslation("editor");
  const statsText = useStatsText();
  return (
    // Off screen while the writer types in the table: skip its (large) text layout until seen.
    <section
      aria-labelledby="final-copy-heading"
      className="space-y-3 rounded-lg border bg-card p-4 [contain-intrinsic-size:auto_20rem] [content-visibility:auto]"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="final-copy-heading" className="text-lg font-semibold">
          {t("finalCopy.title")}
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => copyText(text)}>
            <Copy aria-hidden /> {t("finalCopy.copy")}
          </Button>
          {readOnly ? null : (
            <Button size="sm" onClick={onSave}>
              <Save aria-hidden /> {t("finalCopy.save")}
            </Button>
          )}
        </div>
      </div>
      <p className="text-sm text-muted-foreground tabular-nums" data-testid="final-copy-stats">
        {t("stats.whole")}: {statsText(stats.total.words, stats.total.seconds)}
      </p>
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <div
          data-testid="final-copy"
          className="max-h-[32rem] overflow-y-auto rounded-md bg-muted/40 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap"
        >
          {text || <span className="text-muted-foreground italic">{t("finalCopy.empty")}</span>}
        </div>
        {stats.sections.length > 0 ? (
          <div className="space-y-1 rounded-md border p-3">
            <p className="text-xs font-medium text-muted-foreground">{t("stats.sections")}</p>
            <SectionList sections={stats.sections} />
          </div>
        ) : null}
      </div>
    </section>
  );
});
