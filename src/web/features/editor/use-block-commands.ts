import { useCallback, useMemo, useRef } from "react";
import { toast } from "sonner";
import { i18n } from "@/web/i18n";
import type { RowActions } from "./BlockRow";
import type { BlocksStore } from "./blocks-reducer";
import { emptyBlock } from "./model";
import type { TextField } from "./TextCell";

/** Spec 9: focus moves to the right block 100 ms after adding or removing one. */
export const FOCUS_DELAY_MS = 100;

export type Field = TextField | "type";

/** Focuses a field of a block (the same column when moving between blocks) and scrolls to it. */
export function focusBlock(id: string, field: Field = "originalText", delay = 0) {
  const run = () => {
    const row = document.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(id)}"]`);
    const target =
      row?.querySelector<HTMLElement>(`[data-field="${field}"]`) ?? row?.querySelector("textarea");
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "nearest" });
  };
  if (delay) setTimeout(run, delay);
  else run();
}

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
  /** Takes back the last step; the removed-block toast offers it. */
  undo?: () => void,
) {
  const readOnlyRef = useRef(readOnly);
  readOnlyRef.current = readOnly;
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
      focusBlock(block.id, "originalText", FOCUS_DELAY_MS);
    },
    [store, setActive],
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
      focusBlock(next.id, focusedField() ?? "originalText", FOCUS_DELAY_MS);
    },
    [store, setActive],
  );

  const move = useCallback(
    (id: string, delta: -1 | 1) => {
      if (readOnlyRef.current) return;
      const before = store.get();
      store.dispatch({ type: "move", id, delta });
      if (store.get() === before) return;
      toast.success(i18n.t(delta < 0 ? "editor:commands.movedUp" : "editor:commands.movedDown"), {
        id: "block-moved",
      });
      const field = focusedField();
      // The row's DOM node moves with it; keep the caret where it was.
      if (field) requestAnimationFrame(() => focusBlock(id, field));
    },
    [store],
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
