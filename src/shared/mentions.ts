/**
 * A mention is written inline in a comment as '@[title](projectId)'. The server stores it with
 * the brackets empty ('@[](projectId)'): a title copied into a comment would outlive the
 * project's privacy, so the title is looked up again for each reader.
 */
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

/** The comment as stored: every mention keeps only its project id, whatever title the client sent. */
export function stripMentionTitles(content: string): string {
  return content.replace(MENTION, (_m, _title: string, id: string) => `@[](${id.toLowerCase()})`);
}

/** Shown in place of a mentioned project the reader may not open (or that no longer exists). */
export const PRIVATE_MENTION_LABEL = "private project";

/**
 * The comment for one reader: each mention carries the project's current title when `titleOf`
 * knows it (the reader may open it), else the neutral private-project label.
 */
export function renderMentions(content: string, titleOf: (projectId: string) => string | undefined): string {
  return content.replace(MENTION, (_m, _title: string, rawId: string) => {
    const id = rawId.toLowerCase();
    const title = titleOf(id);
    return formatMention(title ?? PRIVATE_MENTION_LABEL, id);
  });
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

/** How the mention picker finds and inserts `@[title](id)` mentions. */
export const MENTION_SUGGESTIONS = 5;
export const MENTION_QUERY_MAX = 20;
