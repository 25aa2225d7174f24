import { CheckCheck, PenLine, TriangleAlert } from "lucide-react";
import { memo } from "react";
import type { TranslationState } from "@/shared/translation/status";
import { badgeVariants } from "@/web/components/ui/badge";
import { cn } from "@/web/lib/utils";
import type { RowLabels } from "./row-labels";

const LOOK = {
  draft: { Icon: PenLine, variant: "info" },
  reviewed: { Icon: CheckCheck, variant: "success" },
  // Out of date must stand out without colour: its own icon, its word and a dashed border.
  stale: { Icon: TriangleAlert, variant: "warning" },
} as const;

type Props = {
  blockId: string;
  n: number;
  language: string;
  state: TranslationState;
  labels: RowLabels;
  /** Absent when the project is read-only: the marker is then a plain badge. */
  onChange?: (id: string, language: string, state: "reviewed" | "draft") => void;
};

/**
 * The state of a block's translation beside it: draft, reviewed or out of date. A click marks it
 * reviewed (a reviewed one goes back to draft), so a writer reviews as they read down the table.
 */
export const TranslationStateMarker = memo(function TranslationStateMarker({
  blockId,
  n,
  language,
  state,
  labels,
  onChange,
}: Props) {
  const { Icon, variant } = LOOK[state];
  const className = cn(badgeVariants({ variant }), state === "stale" && "border-amber-600/70 border-dashed");
  const content = (
    <>
      <Icon aria-hidden />
      {labels.stateName[state]}
    </>
  );
  if (!onChange)
    return (
      <span data-testid="translation-state" data-state={state} className={className}>
        {content}
      </span>
    );
  const next = state === "reviewed" ? "draft" : "reviewed";
  return (
    <button
      type="button"
      data-testid="translation-state"
      data-state={state}
      className={cn(
        className,
        "cursor-pointer hover:brightness-95 focus-visible:ring-2 focus-visible:ring-ring",
      )}
      aria-label={next === "reviewed" ? labels.markReviewed(n, labels.stateName[state]) : labels.markDraft(n)}
      title={labels.stateTitle[state]}
      onClick={() => onChange(blockId, language, next)}
    >
      {content}
    </button>
  );
});
