/** A mention is stored inline in a comment as '@[title](projectId)'. */
const MENTION = /@\[([^\]\n]{0,200})\]\(([0-9a-fA-F-]{36})\)/g;

export type MentionPart =
  | { kind: "text"; text: string }
  | { kind: "mention"; title: string; projectId: string };

/** Brackets in a title would end the mention early, so they are dropped from the stored form. */
export function formatMention(title: string, projectId: string): string {
  return `@[${title.replace(/[[\]\n]/g, "").trim()}](${projectId})`;
}

/** The project ids mentioned, in order of first appearance, lowercased; null when there are none. */
export function extractMentionIds(content: string): string[] | null {
  const ids = new Set<string>();
  for (const match of content.matchAll(MENTION)) ids.add(match[2].toLowerCase());
  return ids.size > 0 ? [...ids] : null;
}

/** Splits a comment into text and mention parts, for rendering mentions as links. */
export function splitMentions(content: string): MentionPart[] {
  const parts: MentionPart[] = [];
  let last = 0;
  for (const match of content.matchAll(MENTION)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: "text", text: content.slice(last, start) });
    parts.push({ kind: "mention", title: match[1], projectId: match[2].toLowerCase() });
    last = start + match[0].length;
  }
  if (last < content.length) parts.push({ kind: "text", text: content.slice(last) });
  return parts;
}

/** Mention picker rules of the spec. */
export const MENTION_SUGGESTIONS = 5;
export const MENTION_QUERY_MAX = 20;
