import { format } from "date-fns";
import { ptBR } from "date-fns/locale";
import { CARD_DESCRIPTION_LENGTH } from "@/shared/limits";
import { i18n } from "@/web/i18n";

/** pt-BR day/month/year, e.g. 05/03/2025. */
export function formatDate(iso: string): string {
  return format(new Date(iso), "dd/MM/yyyy", { locale: ptBR });
}

/** pt-BR day/month/year hour:minute, e.g. 05/03/2025 14:30 (as the timeline shows dates). */
export function formatDateTime(iso: string): string {
  return format(new Date(iso), "dd/MM/yyyy HH:mm", { locale: ptBR });
}

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

export function blocksLabel(count: number): string {
  return count === 1 ? "1 block" : `${count} blocks`;
}

/** Portuguese count for the pt-BR pages (timeline). */
export function blocosLabel(count: number): string {
  return count === 1 ? "1 bloco" : `${count} blocos`;
}
