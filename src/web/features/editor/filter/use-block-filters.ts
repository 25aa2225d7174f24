import { useCallback, useMemo, useState } from "react";
import { type BlockFilter, type BlockFilters, NO_FILTERS, withFilter } from "./block-filter";

/** The table's filters, as the editor page holds them and hands them to its toolbar and table. */
export type BlockFiltersState = {
  filters: BlockFilters;
  /** Blocks shown whatever the filters say (worked on or gone to while filtered). */
  kept: ReadonlySet<string>;
  active: boolean;
  /** Sets (or with null clears) the filter of one kind. */
  set: (kind: string, filter: BlockFilter | null) => void;
  clear: () => void;
  /** Keeps a block shown under the filters (the writer went to it). */
  keep: (id: string) => void;
};

const NONE: ReadonlySet<string> = new Set();

/**
 * Filters of the block table. Changing them starts afresh: the blocks kept shown while the old
 * filters were on are filtered again.
 */
export function useBlockFilters(): BlockFiltersState {
  const [state, setState] = useState({ filters: NO_FILTERS, kept: NONE });
  const set = useCallback(
    (kind: string, filter: BlockFilter | null) =>
      setState((s) => ({ filters: withFilter(s.filters, kind, filter), kept: NONE })),
    [],
  );
  const clear = useCallback(() => setState({ filters: NO_FILTERS, kept: NONE }), []);
  const keep = useCallback(
    (id: string) =>
      setState((s) =>
        s.filters === NO_FILTERS || Object.keys(s.filters).length === 0 || s.kept.has(id)
          ? s
          : { ...s, kept: new Set(s.kept).add(id) },
      ),
    [],
  );
  return useMemo(
    () => ({ ...state, active: Object.keys(state.filters).length > 0, set, clear, keep }),
    [state, set, clear, keep],
  );
}
