/**
 * ts_headline wraps each matched word in these two control characters. They cannot be typed in
 * a block (the text is stripped of them before the headline is built), so splitting on them is
 * unambiguous, and the client gets plain text plus ranges instead of markup to trust.
 */
export const MARK_START = "\u0002";
export const MARK_END = "\u0003";

/** Stand-ins for '<', '>' and '&' while PostgreSQL builds the headline (it drops HTML-like tags). */
export const LT = "\u0004";
export const GT = "\u0005";
export const AMP = "\u0006";
const RESTORE: Record<string, string> = { [LT]: "<", [GT]: ">", [AMP]: "&" };

export type Highlight = { start: number; end: number };

/** Turns a marked headline into its plain text and the [start, end) ranges of the marked words. */
export function parseHeadline(marked: string): { snippet: string; highlights: Highlight[] } {
  let snippet = "";
  const highlights: Highlight[] = [];
  let open = -1;
  for (const char of marked) {
    if (char === MARK_START) {
      open = snippet.length;
    } else if (char === MARK_END) {
      if (open >= 0 && snippet.length > open) highlights.push({ start: open, end: snippet.length });
      open = -1;
    } else {
      snippet += RESTORE[char] ?? char;
    }
  }
  // Headlines can start or end with the space before a fragment: trim it and shift the ranges.
  const lead = snippet.length - snippet.trimStart().length;
  const text = snippet.trim();
  return {
    snippet: text,
    highlights: highlights
      .map((h) => ({ start: Math.max(0, h.start - lead), end: Math.min(text.length, h.end - lead) }))
      .filter((h) => h.end > h.start),
  };
}
