export type HighlightRange = { start: number; end: number };
export type SnippetPart = { text: string; marked: boolean };

/**
 * Splits a plain-text snippet into marked and unmarked parts by [start, end) ranges. Ranges out
 * of bounds are clipped, overlapping ones merged, so a client renders them safely as text nodes.
 */
export function highlightParts(snippet: string, ranges: readonly HighlightRange[]): SnippetPart[] {
  const sorted = ranges
    .map((r) => ({
      start: Math.max(0, Math.min(r.start, snippet.length)),
      end: Math.min(snippet.length, r.end),
    }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const range of sorted) {
    const start = Math.max(range.start, at);
    if (range.end <= start) continue;
    if (start > at) parts.push({ text: snippet.slice(at, start), marked: false });
    parts.push({ text: snippet.slice(start, range.end), marked: true });
    at = range.end;
  }
  if (at < snippet.length) parts.push({ text: snippet.slice(at), marked: false });
  return parts;
}
