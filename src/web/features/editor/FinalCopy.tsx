import { Copy, Save } from "lucide-react";
import { memo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { buildFinalCopy } from "@/shared/blocks/final-copy";
import { Button } from "@/web/components/ui/button";
import type { EditorBlock } from "./model";
import { copyText } from "./TextCell";
import { SectionList, type TextStatsValue, useStatsText } from "./TextStats";
import { useFinalCopy } from "./use-final-copy";

type Props = {
  blocks: readonly EditorBlock[];
  readOnly: boolean;
  onSave: () => void;
  /** Null while the first count is on its way. */
  stats: TextStatsValue | null;
};

/** 'Final Reconstructed Copy': always the current blocks (expansion if written, else original). */
export const FinalCopy = memo(function FinalCopy({ blocks, readOnly, onSave, stats }: Props) {
  const { t } = useTranslation("editor");
  const statsText = useStatsText();
  // The whole text of a long project is a lot to put on the page: the first paint shows the
  // editor without it, and it follows in the background.
  const section = useRef<HTMLElement>(null);
  const text = useFinalCopy(blocks, section);
  return (
    // Off screen while the writer types in the table: skip its (large) text layout until seen.
    <section
      ref={section}
      aria-labelledby="final-copy-heading"
      className="space-y-3 rounded-lg border bg-card p-4 [contain-intrinsic-size:auto_20rem] [content-visibility:auto]"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="final-copy-heading" className="text-lg font-semibold">
          {t("finalCopy.title")}
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => copyText(buildFinalCopy(blocks))}>
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
        {t("stats.whole")}: {stats ? statsText(stats.total.words, stats.total.seconds) : "…"}
      </p>
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <div
          data-testid="final-copy"
          className="max-h-[32rem] overflow-y-auto rounded-md bg-muted/40 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap"
        >
          {text === null
            ? null
            : text || <span className="text-muted-foreground italic">{t("finalCopy.empty")}</span>}
        </div>
        {stats && stats.sections.length > 0 ? (
          <div className="space-y-1 rounded-md border p-3">
            <p className="text-xs font-medium text-muted-foreground">{t("stats.sections")}</p>
            <SectionList sections={stats.sections} />
          </div>
        ) : null}
      </div>
    </section>
  );
});
