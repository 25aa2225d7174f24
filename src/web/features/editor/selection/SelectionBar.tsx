import { ArrowDown, ArrowUp, CheckCheck, Trash2, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { blockTypeLabelIn } from "@/shared/blocks/type-labels";
import { BLOCK_TYPES } from "@/shared/blocks/types";
import { isUiLanguage } from "@/shared/ui-languages";
import { Button } from "@/web/components/ui/button";
import type { ManyBlocks } from "../use-many-blocks";
import { MoveToPosition } from "./MoveToPosition";

type Props = {
  many: ManyBlocks;
  count: number;
  /** Blocks in the whole list (the last position a selection can move to). */
  total: number;
  /** How many selected blocks have a translation (in the shown language) not yet reviewed. */
  reviewable?: number;
  onReview?: () => void;
};

/**
 * Over the table while blocks are selected: how many, and what can be done to all of them at
 * once (each one undo step). It sticks below the app's header while the table scrolls.
 */
export function SelectionBar({ many, count, total, reviewable = 0, onReview }: Props) {
  const { t, i18n } = useTranslation(["editor", "translation"]);
  if (count === 0) return null;
  const language = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  return (
    <section
      aria-label={t("selection.label")}
      data-testid="selection-bar"
      className="sticky top-16 z-20 flex flex-wrap items-center gap-2 rounded-lg border border-primary/40 bg-background/95 px-3 py-2 text-sm shadow-sm backdrop-blur"
    >
      <output aria-live="polite" data-testid="selection-count" className="font-medium tabular-nums">
        {t("selection.count", { count })}
      </output>
      <select
        aria-label={t("selection.changeType")}
        data-testid="selection-type"
        value=""
        onChange={(event) => {
          if (event.target.value) many.setType(event.target.value);
        }}
        className="h-8 max-w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm dark:bg-input/20"
      >
        <option value="">{t("selection.chooseType")}</option>
        {BLOCK_TYPES.map((type) => (
          <option key={type} value={type}>
            {blockTypeLabelIn(type, language)}
          </option>
        ))}
      </select>
      {reviewable > 0 && onReview ? (
        <Button variant="outline" size="sm" onClick={onReview} data-testid="selection-review">
          <CheckCheck aria-hidden /> {t("translation:bulk.markReviewed", { count: reviewable })}
        </Button>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => many.move(-1)}>
        <ArrowUp aria-hidden /> {t("selection.moveUp")}
      </Button>
      <Button variant="outline" size="sm" onClick={() => many.move(1)}>
        <ArrowDown aria-hidden /> {t("selection.moveDown")}
      </Button>
      <MoveToPosition total={total} onMove={many.moveToPosition} />
      <Button variant="outline" size="sm" className="text-destructive" onClick={many.remove}>
        <Trash2 aria-hidden /> {t("selection.delete")}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="ml-auto size-8"
        aria-label={t("selection.clear")}
        title={t("selection.clear")}
        onClick={many.selection.clear}
      >
        <X aria-hidden />
      </Button>
    </section>
  );
}
