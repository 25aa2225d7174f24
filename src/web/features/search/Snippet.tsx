import type { HighlightRange } from "@/shared/search-highlight";
import { highlightParts } from "@/shared/search-highlight";

/** A result's text with the matched words in <mark>; every part is a text node, never HTML. */
export function Snippet({ text, highlights }: { text: string; highlights: readonly HighlightRange[] }) {
  return (
    <>
      {highlightParts(text, highlights).map((part, i) =>
        part.marked ? (
          <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-500/40">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
