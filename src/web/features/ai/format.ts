import type { AiActionResponse } from "@/shared/api/ai";
import type { AiUsageReport } from "@/shared/api/ai-usage";
import { currentLanguage, i18n } from "@/web/i18n";
import { formattersFor } from "@/web/i18n/format";

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

/**
 * What an AI run spent, for the line shown after it: "171 blocks · 6 calls · 18K tokens · 9 s"
 * ("171 blocos · 6 chamadas · 18 mil tokens · 9 s"), numbers in the interface language's style.
 */
export function usageLine(usage: AiUsageReport, blocks: number): string {
  const t = i18n.getFixedT(null, "ai");
  const { locale, number, decimal } = formattersFor(currentLanguage());
  const tokens = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
  const seconds = usage.wallMs / 1000;
  return [
    t("usage.blocks", { count: blocks, n: number(blocks) }),
    t("usage.calls", { count: usage.calls, n: number(usage.calls) }),
    t("usage.tokens", { n: tokens.format(usage.promptTokens + usage.completionTokens) }),
    t("usage.seconds", { n: decimal(seconds, seconds < 10 ? 1 : 0) }),
  ].join(" · ");
}
