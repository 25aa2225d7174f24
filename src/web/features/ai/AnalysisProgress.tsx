import { useTranslation } from "react-i18next";
import { cn } from "@/web/lib/utils";
import { progressPercent } from "./format";

type Props = {
  done: number;
  total: number;
  /** The word after the count (blocks by default). */
  unit?: string;
  /** Read out by screen readers with the count. */
  label?: string;
  className?: string;
};

/** A slim progress bar with 'n / m blocks' under it, fed by the server's progress events. */
export function AnalysisProgress({ done, total, unit, label, className }: Props) {
  const { t } = useTranslation("ai");
  unit ??= t("progress.blocks");
  label ??= t("progress.label");
  const percent = progressPercent(done, total);
  return (
    <div className={cn("space-y-1.5", className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.max(total, 0)}
        aria-valuenow={Math.min(done, total)}
        aria-valuetext={`${done} / ${total} ${unit}`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
        {total > 0 ? `${done} / ${total} ${unit}` : "…"}
      </p>
    </div>
  );
}
