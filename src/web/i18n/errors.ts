import { ApiError } from "@/web/lib/api-client";
import { formattersFor } from "./format";
import { currentLanguage, i18n } from "./index";

/**
 * What to tell the user about a failure, in the interface language: the server's finer reason
 * when the catalog knows it, else its stable code, else `fallback` (what the caller was doing,
 * e.g. "Could not save the profile"). The server's own message is English for logs and scripts;
 * it only shows as the detail of a bare "bad input" code. Errors raised by this app's own code
 * already carry catalog text and are shown as they are.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    const params: Record<string, string | number> = { ...error.params, detail: error.message };
    // A language travels as its code; the user reads its name ("es" → "Spanish" / "espanhol").
    if (typeof params.language === "string")
      params.language = formattersFor(currentLanguage()).language(params.language);
    if (error.reason && i18n.exists(`errors:reasons.${error.reason}`))
      return i18n.t(`errors:reasons.${error.reason}` as never, params);
    if (i18n.exists(`errors:codes.${error.code}`))
      return i18n.t(`errors:codes.${error.code}` as never, params);
    return fallback ?? i18n.t("common:states.error");
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? i18n.t("common:states.error");
}
