import { useCallback, useMemo, useRef, useState } from "react";
import { extend, keepOnly, NO_SELECTION, type Selection, selectAll, toggle } from "./selection";

export type SelectionState = {
  selection: Selection;
  /** The selection as it is now (for commands that run outside a render). */
  current: () => Selection;
  toggle: (id: string) => void;
  /** A range from the anchor to `id`, in the order of the rows shown. */
  extend: (id: string, order: readonly string[]) => void;
  selectAll: (order: readonly string[]) => void;
  /** Drops the selected blocks that are not among `shown` (the rows a filter leaves). */
  keepOnly: (shown: ReadonlySet<string>) => void;
  clear: () => void;
};

/** The editor's selection of blocks, with stable commands for the rows and the keyboard. */
export function useSelection(): SelectionState {
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const ref = useRef(selection);
  ref.current = selection;
  const change = useCallback((next: Selection) => {
    ref.current = next;
    setSelection(next);
  }, []);
  const commands = useMemo(
    () => ({
      current: () => ref.current,
      toggle: (id: string) => change(toggle(ref.current, id)),
      extend: (id: string, order: readonly string[]) => change(extend(ref.current, id, order)),
      selectAll: (order: readonly string[]) => change(selectAll(order)),
      keepOnly: (shown: ReadonlySet<string>) => {
        const next = keepOnly(ref.current, shown);
        if (next !== ref.current) change(next);
      },
      clear: () => {
        if (ref.current.ids.size > 0) change(NO_SELECTION);
      },
    }),
    [change],
  );
  return useMemo(() => ({ selection, ...commands }), [selection, commands]);
}
