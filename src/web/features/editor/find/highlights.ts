import { createContext, useContext, useSyncExternalStore } from "react";
import type { FindMatch, TextRange } from "@/shared/text/find";

/** The matches shown in one text cell; `current` is the index of the current match, or -1. */
export type CellHighlights = { ranges: readonly TextRange[]; current: number };

const keyOf = (blockId: string, field: string) => `${field}\u0000${blockId}`;

function sameHighlights(a: CellHighlights, b: CellHighlights): boolean {
  if (a.current !== b.current || a.ranges.length !== b.ranges.length) return false;
  return a.ranges.every((r, i) => r.start === b.ranges[i].start && r.end === b.ranges[i].end);
}

/**
 * The find bar's matches, read by each text cell for its own column of its own block. A cell
 * re-renders only when its own highlights change (a keystroke in the find box does not re-render
 * thousands of rows), and a cell rendered later (a virtualized row) reads them when it mounts.
 */
export function createHighlightStore() {
  let byCell = new Map<string, CellHighlights>();
  const listeners = new Set<() => void>();
  return {
    get: (blockId: string, field: string): CellHighlights | null => byCell.get(keyOf(blockId, field)) ?? null,
    /** Shows `matches`, the one at `current` as the current match (nothing when empty). */
    set(matches: readonly FindMatch[], current: number) {
      const next = new Map<string, { ranges: TextRange[]; current: number }>();
      matches.forEach((match, i) => {
        const key = keyOf(match.blockId, match.field);
        let cell = next.get(key);
        if (!cell) {
          cell = { ranges: [], current: -1 };
          next.set(key, cell);
        }
        if (i === current) cell.current = cell.ranges.length;
        cell.ranges.push({ start: match.start, end: match.end });
      });
      // Unchanged cells keep their object, so their snapshot compares equal and they skip rendering.
      const kept = new Map<string, CellHighlights>();
      for (const [key, cell] of next) {
        const before = byCell.get(key);
        kept.set(key, before && sameHighlights(before, cell) ? before : cell);
      }
      if (kept.size === 0 && byCell.size === 0) return;
      byCell = kept;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type HighlightStore = ReturnType<typeof createHighlightStore>;

export const FindHighlightContext = createContext<HighlightStore | null>(null);

const noStore = () => () => {};

/** The find highlights of one cell (null when the find bar shows none there). */
export function useCellHighlights(blockId: string, field: string): CellHighlights | null {
  const store = useContext(FindHighlightContext);
  return useSyncExternalStore(
    store ? store.subscribe : noStore,
    () => (store ? store.get(blockId, field) : null),
    () => null,
  );
}
