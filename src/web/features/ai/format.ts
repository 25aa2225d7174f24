import type { AiActionResponse } from "@/shared/api/ai";
import { i18n } from "@/web/i18n";

/** The engine badge of a result: which engine answered, in the words the UI uses everywhere. */
export function engineLabel(engine: AiActionResponse["engine"], model?: string | null): string {
  if (engine === "ai")
    return model ? i18n.t("ai:result.engineAiModel", { model }) : i18n.t("ai:result.engineAi");
  if (engine === "local") return i18n.t("ai:result.engineLocal");
  return i18n.t("ai:result.engineNone");
}

/** 1.5 → "1 min 30 s"; under a minute → "40 s"; whole minutes → "3 min". */
export function formatMinutes(minutes: number): string {
  const totalSeconds = Math.max(0, Math.round(minutes * 60));
  if (totalSeconds < 60) return `${totalSeconds} s`;
  const m = Math.floor(totalSeconds / 60);
  const s = totalSeconds % 60;
  return s === 0 ? `${m} min` : `${m} min ${s} s`;
}

/** Percent of a done/total pair for a progress bar, 0 when nothing is known yet. */
export function progressPercent(done: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}
