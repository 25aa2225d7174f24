import { formatMention, MENTION_QUERY_MAX } from "@/shared/mentions";

/** The '@query' being typed: `start` is the index of '@', `end` the caret. */
export type MentionQuery = { start: number; end: number; query: string };

/**
 * The mention being typed at the caret, or null when the picker should be closed. The
 * picker opens on '@', filters by the text typed after it, and closes once that text contains a
 * space or exceeds 20 characters. The '@' must start a word, so e-mail addresses do not open it,
 * and text after '@[' is an inserted mention, not a query.
 */
export function findMentionQuery(text: string, caret: number): MentionQuery | null {
  const end = Math.max(0, Math.min(caret, text.length));
  // Looking one character past the limit is enough to know the query is too long.
  const floor = Math.max(0, end - MENTION_QUERY_MAX - 1);
  for (let i = end - 1; i >= floor; i--) {
    const char = text[i];
    if (/\s/.test(char)) return null;
    if (char !== "@") continue;
    if (i > 0 && !/\s/.test(text[i - 1])) return null;
    const query = text.slice(i + 1, end);
    if (query.length > MENTION_QUERY_MAX || query.startsWith("[")) return null;
    return { start: i, end, query };
  }
  return null;
}

/**
 * Replaces '@query' with the stored form '@[title](id)' followed by a space, and says where the
 * caret goes (after that space, so the picker stays closed and typing continues naturally).
 */
export function applyMention(
  text: string,
  match: Pick<MentionQuery, "start" | "end">,
  project: { id: string; title: string },
): { text: string; caret: number } {
  const before = text.slice(0, match.start);
  const after = text.slice(match.end);
  const mention = formatMention(project.title, project.id);
  const glue = /^\s/.test(after) ? "" : " ";
  return { text: `${before}${mention}${glue}${after}`, caret: before.length + mention.length + 1 };
}
