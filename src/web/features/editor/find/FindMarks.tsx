import { highlightParts } from "@/shared/search-highlight";
import { cn } from "@/web/lib/utils";
import type { CellHighlights } from "./highlights";

/**
 * The find matches of a text cell, drawn behind its textarea: a copy of the text laid out the
 * same way, invisible but for the marks. A textarea cannot hold marks itself, and its own
 * selection is not shown while the find box has the focus. `className` gives the textarea's
 * box (border, padding, font) so the lines wrap at the same places.
 */
export function FindMarks({
  text,
  highlights,
  className,
}: {
  text: string;
  highlights: CellHighlights;
  className: string;
}) {
  const current = highlights.ranges[highlights.current];
  let at = 0;
  return (
    <div
      aria-hidden
      data-find-marks
      className={cn(
        className,
        "pointer-events-none absolute inset-0 overflow-hidden break-words whitespace-pre-wrap text-transparent",
      )}
    >
      {highlightParts(text, highlights.ranges).map((part, i) => {
        const start = at;
        at += part.text.length;
        if (!part.marked) return <span key={i}>{part.text}</span>;
        const isCurrent = current?.start === start;
        return (
          <mark
            key={i}
            data-find-current={isCurrent || undefined}
            className={cn(
              "rounded-[2px] text-transparent",
              isCurrent
                ? "bg-orange-400/80 outline-2 outline-orange-500 dark:bg-orange-500/60"
                : "bg-yellow-200 dark:bg-yellow-500/35",
            )}
          >
            {part.text}
          </mark>
        );
      })}
      {/* A final line break takes a line in the textarea; a trailing character keeps it here too. */}
      {"\u200b"}
    </div>
  );
}
