import type { TranslateResponse } from "@/shared/api/translate";
import { currentLanguage, i18n } from "@/web/i18n";
import { errorMessage } from "@/web/i18n/errors";
import { formattersFor } from "@/web/i18n/format";
import { ApiError } from "@/web/lib/api-client";
import { usageLine } from "./format";

/** One toast: its tone, its title (the catalog's product copy) and a sentence. */
export type Feedback = {
  tone: "success" | "warning" | "error";
  title: string;
  description: string;
  /** What the run spent at the provider ("12 blocks · 1 call · 2.1K tokens · 1.4 s"). */
  usage?: string;
};

const t = i18n.t.bind(i18n);

/**
 * What the user is told after a translation ran: every block translated, some marked as failed
 * ('Tradução indisponível'), or none at all ('Falha na tradução'); and how many lost a glossary term.
 */
export function translationFeedback(response: TranslateResponse): Feedback {
  const { translated, failed, usage } = response;
  const feedback = translationOutcome(response);
  return usage && usage.calls > 0 ? { ...feedback, usage: usageLine(usage, translated + failed) } : feedback;
}

function translationOutcome(response: TranslateResponse): Feedback {
  const { translated, failed, language } = response;
  const attempted = translated + failed;
  const target = formattersFor(currentLanguage()).language(language);

  if (attempted === 0)
    return {
      tone: "success",
      title: t("ai:translate.done"),
      description: t("ai:translate.nothingToTranslate"),
    };
  if (translated === 0)
    return {
      tone: "error",
      title: t("ai:translate.allFailedTitle"),
      description: t("ai:translate.allFailed", { language: target }),
    };
  // Blocks that lost a glossary term are marked in the table; the toast says how many.
  const misses = response.glossaryMisses
    ? ` ${t("ai:translate.glossaryMisses", { count: response.glossaryMisses })}`
    : "";
  if (failed > 0)
    return {
      tone: "warning",
      title: t("ai:translate.partialTitle"),
      description: t("ai:translate.partial", { language: target, translated, attempted, failed }) + misses,
    };
  if (misses)
    return {
      tone: "warning",
      title: t("ai:translate.glossaryMissesTitle"),
      description: t("ai:translate.success", { language: target, translated, attempted }) + misses,
    };
  return {
    tone: "success",
    title: t("ai:translate.done"),
    description: t("ai:translate.success", { language: target, translated, attempted }),
  };
}

/** A request that did not finish: 'Translation failed completely', with what to do about it. */
export function translationErrorFeedback(error: unknown): Feedback & { conflict: boolean } {
  const conflict = error instanceof ApiError && error.status === 409;
  return {
    tone: "error",
    title: t("ai:translate.failedCompletely"),
    description: conflict ? t("ai:translate.reloadAndRetry") : errorMessage(error, t("ai:toolbar.tryAgain")),
    conflict,
  };
}
