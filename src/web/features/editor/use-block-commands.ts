import { useCallback, useMemo, useRef } from "react";
import { i18n } from "@/web/i18n";
import { toast } from "@/web/lib/toast";
import type { RowActions } from "./BlockRow";
import type { BlocksStore } from "./blocks-reducer";
import { shownIds } from "./filter/block-filter";
import type { BlockFiltersState } from "./filter/use-block-filters";
import { emptyBlock } from "./model";
import type { TextField } from "./TextCell";

/** After adding or removing a block, focus moves to the right one a moment later (100 ms). */
export const FOCUS_DELAY_MS = 100;

export type Field = TextField | "type" | "select" | "handle";

/** Scrolls a block into view and focuses one of its fields (the block table's reveal). */
export type Reveal = (id: string, field?: Field) => void;

/** The field that has focus inside a block row, if any. */
export function focusedField(): Field | undefined {
  const el = document.activeElement as HTMLElement | null;
  return (el?.dataset.field as Field | undefined) ?? undefined;
}

/**
 * Block commands shared by the row buttons and the keyboard: all stable, reading the store at call
 * time, so memoised rows never re-render because of them.
 */
export function useBlockCommands(
  store: BlocksStore,
  readOnly: boolean,
  setActive: (id: string | null) => void,
  reveal: Reveal,
  /** Takes back the last step; the removed-block toast offers it. */
  undo?: () => void,
  /** The table's filters: a move passes the blocks they hide. */
  filters?: BlockFiltersState,
) {
  const readOnlyRef = useRef(readOnly);
  readOnlyRef.current = readOnly;
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const undoRef = useRef(undo);
  undoRef.current = undo;

  const add = useCallback(
    (anchorId: string | null, where: "below" | "above" = "below") => {
      if (readOnlyRef.current) return;
      const blocks = store.get();
      const at = anchorId ? blocks.findIndex((b) => b.id === anchorId) : -1;
      const index = at === -1 ? blocks.length : where === "below" ? at + 1 : at;
      const block = emptyBlock();
      store.dispatch({ type: "insert", index, block });
      setActive(block.id);
      toast.success(i18n.t("editor:commands.added"), { id: "block-added" });
      setTimeout(() => reveal(block.id, "originalText"), FOCUS_DELAY_MS);
    },
    [store, setActive, reveal],
  );

  const remove = useCallback(
    (id: string) => {
      if (readOnlyRef.current) return;
      const blocks = store.get();
      if (blocks.length <= 1) {
        toast.error(i18n.t("editor:commands.onlyBlock"), { id: "only-block" });
        return;
      }
      const index = blocks.findIndex((b) => b.id === id);
      if (index === -1) return;
      const next = blocks[index + 1] ?? blocks[index - 1];
      store.dispatch({ type: "remove", id });
      setActive(next.id);
      toast.success(i18n.t("editor:commands.removed"), {
        id: "block-removed",
        action: undoRef.current
          ? { label: i18n.t("editor:commands.undo"), onClick: () => undoRef.current?.() }
          : undefined,
      });
      const field = focusedField() ?? "originalText";
      setTimeout(() => reveal(next.id, field), FOCUS_DELAY_MS);
    },
    [store, setActive, reveal],
  );

  const move = useCallback(
    (id: string, delta: -1 | 1) => {
      if (readOnlyRef.current) return;
      const before = store.get();
      const filters = filtersRef.current;
      const shown = filters && shownIds(before, filters.filters, filters.kept);
      store.dispatch({ type: "move", id, delta, shown });
      if (store.get() === before) return;
      toast.success(i18n.t(delta < 0 ? "editor:commands.movedUp" : "editor:commands.movedDown"), {
        id: "block-moved",
      });
      const field = focusedField();
      // The row's DOM node moves with it; keep the caret where it was, and the row in view.
      if (field) reveal(id, field);
    },
    [store, reveal],
  );

  const rowActions: RowActions = useMemo(
    () => ({
      setText: (id, field, value) => store.dispatch({ type: "update", id, patch: { [field]: value } }),
      setType: (id, type) => store.dispatch({ type: "update", id, patch: { type } }),
      patch: (id, patch) => store.dispatch({ type: "update", id, patch }),
      activate: setActive,
      add: (afterId) => add(afterId, "below"),
      remove,
      move,
    }),
    [store, setActive, add, remove, move],
  );

  return { add, remove, move, rowActions };
}
