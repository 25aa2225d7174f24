import { CARD_DESCRIPTION_LENGTH } from "@/shared/limits";
import { i18n } from "@/web/i18n";

/** The card excerpt: the first 120 characters, with an ellipsis when something was cut. */
export function excerpt(text: string | null | undefined, length = CARD_DESCRIPTION_LENGTH): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  if (clean.length <= length) return clean;
  return `${clean.slice(0, length).trimEnd()}…`;
}

/** Author name with fallbacks for users without a name: 'Usuário ' + 6 characters of the id, else 'Anônimo'. */
export function authorName(name: string | null | undefined, userId: string | null | undefined): string {
  const trimmed = (name ?? "").trim();
  if (trimmed) return trimmed;
  if (userId) return i18n.t("author.user", { id: userId.slice(0, 6) });
  return i18n.t("author.anonymous");
}
