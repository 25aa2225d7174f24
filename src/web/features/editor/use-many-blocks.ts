import { useCallback, useMemo, useRef } from "react";
import { i18n } from "@/web/i18n";
import { toast } from "@/web/lib/toast";
import type { BlocksStore } from "./blocks-reducer";
import { filterRows, shownIds } from "./filter/block-filter";
import type { BlockFiltersState } from "./filter/use-block-filters";
import { type EditorBlock, newBlockId, type TextField, translationEdit } from "./model";
import { selectedInOrder } from "./selection/selection";
import { useSelection } from "./selection/use-selection";
import { mergeBlocks, splitBlock, type WriteText } from "./split-merge";
import type { Field } from "./use-block-commands";

type Options = {
  store: BlocksStore;
  readOnly: boolean;
  filters: BlockFiltersState;
  setActive: (id: string | null) => void;
  /** Brings a block's field into view and focuses it (resolves once it has the focus). */
  reveal: (id: string, field?: Field) => Promise<void> | undefined;
  undo: () => void;
  /** The translation column's language, and the project's: how a split writes that column. */
  shownLanguage: string | null;
  projectLanguage: string | null;
};

/** The text field with the caret, in a block row: which block, which column, and where the caret is. */
function caretPlace() {
  const el = document.activeElement;
  if (!(el instanceof HTMLTextAreaElement)) return null;
  const field = el.dataset.field as TextField | undefined;
  const blockId = el.closest<HTMLElement>("[data-block-id]")?.dataset.blockId;
  if (!field || !blockId) return null;
  return { field, blockId, text: el.value, at: el.selectionStart };
}

/** Puts the caret at `at` in a block's field, once reveal has focused it. */
function caretAt(at: number) {
  const el = document.activeElement;
  if (el instanceof HTMLTextAreaElement) el.setSelectionRange(at, at);
}

type Languages = Pick<Options, "shownLanguage" | "projectLanguage">;

/** How a split writes the column it cut: the translation column writes the language it shows. */
function write({ shownLanguage, projectLanguage }: Languages, field: TextField): WriteText {
  const shown = shownLanguage ?? projectLanguage;
  if (field === "translation" && shown)
    return (block, value) => translationEdit(block, shown, projectLanguage, value);
  return (_block, value) => ({ [field]: value });
}

/** A column's text as its cell shows it (the translation column: the language it shows). */
function textOf({ shownLanguage, projectLanguage }: Languages, block: EditorBlock, field: TextField): string {
  if (field !== "translation") return block[field];
  const other = shownLanguage !== null && shownLanguage !== projectLanguage;
  return other ? (block.translations?.[shownLanguage] ?? "") : (block.translation ?? "");
}

/**
 * Working on many blocks at once: the selection and its bulk actions (type, delete, move), and
 * splitting and merging blocks. Each change is one dispatch, so one undo step and one save.
 */
export function useManyBlocks(options: Options) {
  const selection = useSelection();
  const ref = useRef(options);
  ref.current = options;

  const commands = useMemo(() => {
    const { store } = ref.current;
    /** The ids of the rows shown (a filter may hide some), in order. */
    const shownOrder = () => {
      const { filters } = ref.current;
      const list = store.get();
      return (filterRows(list, filters.filters, filters.kept)?.blocks ?? list).map((b) => b.id);
    };
    const selectedIds = () => selectedInOrder(selection.current(), store.get());
    return { shownOrder, selectedIds };
  }, [selection]);

  const select = useCallback(
    (id: string, range: boolean) => {
      if (range) selection.extend(id, commands.shownOrder());
      else selection.toggle(id);
    },
    [selection, commands],
  );

  const selectStep = useCallback(
    (id: string, delta: -1 | 1) => {
      const order = commands.shownOrder();
      const next = order[order.indexOf(id) + delta];
      if (!next) return;
      if (!selection.current().ids.has(id)) selection.toggle(id);
      selection.extend(next, order);
      void ref.current.reveal(next, "select");
    },
    [selection, commands],
  );

  const selectAll = useCallback(() => selection.selectAll(commands.shownOrder()), [selection, commands]);

  const setType = useCallback(
    (type: string) => {
      const ids = commands.selectedIds();
      if (ids.length === 0 || ref.current.readOnly) return;
      ref.current.store.dispatch({ type: "patch", patches: ids.map((id) => ({ id, patch: { type } })) });
      toast.success(i18n.t("editor:selection.typed", { count: ids.length }), { id: "bulk" });
    },
    [commands],
  );

  const remove = useCallback(() => {
    const { store, readOnly, undo } = ref.current;
    const ids = commands.selectedIds();
    if (ids.length === 0 || readOnly) return;
    if (ids.length >= store.get().length) {
      toast.error(i18n.t("editor:selection.keepOne"), { id: "bulk" });
      return;
    }
    store.dispatch({ type: "remove-many", ids });
    selection.clear();
    toast.success(i18n.t("editor:selection.removed", { count: ids.length }), {
      id: "bulk",
      action: { label: i18n.t("editor:commands.undo"), onClick: undo },
    });
  }, [selection, commands]);

  const move = useCallback(
    (delta: -1 | 1) => {
      const ids = commands.selectedIds();
      if (ids.length === 0 || ref.current.readOnly) return;
      const { store, filters } = ref.current;
      const shown = shownIds(store.get(), filters.filters, filters.kept);
      store.dispatch({ type: "move-many", ids, delta, shown });
    },
    [commands],
  );

  /** A drop: the dragged block (with the rest of the selection, when it is in it) goes before or after `target`. */
  const moveTo = useCallback(
    (id: string, target: string, after: boolean) => {
      const { store, readOnly } = ref.current;
      if (readOnly) return;
      const picked = commands.selectedIds();
      const ids = picked.includes(id) ? picked : [id];
      const was = store.get();
      const moving = new Set(ids);
      const at = was.findIndex((b) => b.id === target);
      // After the target: before the first block below it that is not moving (the end when none).
      const before = after ? (was.slice(at + 1).find((b) => !moving.has(b.id))?.id ?? null) : target;
      store.dispatch({ type: "move-to", ids, before });
      if (store.get() !== was) toast.success(i18n.t("editor:commands.movedTo"), { id: "block-moved" });
    },
    [commands],
  );

  /** The selection moved so that its first block is at `position` (1-based, in the whole list). */
  const moveToPosition = useCallback(
    (position: number) => {
      const { store, readOnly } = ref.current;
      const ids = commands.selectedIds();
      if (ids.length === 0 || readOnly) return;
      const was = store.get();
      store.dispatch({ type: "move-to-position", ids, position });
      if (store.get() !== was) toast.success(i18n.t("editor:commands.movedTo"), { id: "block-moved" });
    },
    [commands],
  );

  /** Ctrl+Shift+S: the block with the caret becomes two, cut at the caret; the caret goes to the second. */
  const split = useCallback(() => {
    const { store, readOnly, setActive, reveal } = ref.current;
    const place = caretPlace();
    const block = place && store.get().find((b) => b.id === place.blockId);
    const halves =
      block && !readOnly
        ? splitBlock(block, place.text, place.at, write(ref.current, place.field), newBlockId())
        : null;
    if (!place || !halves) {
      if (!readOnly) toast.info(i18n.t("editor:commands.splitWhere"), { id: "split" });
      return;
    }
    store.dispatch({ type: "splice", id: place.blockId, count: 1, blocks: halves });
    setActive(halves[1].id);
    toast.success(i18n.t("editor:commands.split"), { id: "split" });
    void reveal(halves[1].id, place.field)?.then(() => caretAt(0));
  }, []);

  /** Ctrl+Shift+M: the block being worked on and the next one become one; the caret goes to the join. */
  const merge = useCallback((activeId: string | null) => {
    const { store, readOnly, setActive, reveal } = ref.current;
    if (readOnly || !activeId) return;
    const list = store.get();
    const at = list.findIndex((b) => b.id === activeId);
    if (at === -1) return;
    const [first, second] = [list[at], list[at + 1]];
    if (!second) {
      toast.info(i18n.t("editor:commands.mergeLast"), { id: "merge" });
      return;
    }
    const field = caretPlace()?.field ?? "originalText";
    const joinAt = textOf(ref.current, first, field).trimEnd().length;
    store.dispatch({ type: "splice", id: first.id, count: 2, blocks: [mergeBlocks(first, second)] });
    setActive(first.id);
    toast.success(i18n.t("editor:commands.merged"), { id: "merge" });
    void reveal(first.id, field)?.then(() => caretAt(joinAt));
  }, []);

  const { shownOrder } = commands;
  return {
    selection,
    shownOrder,
    select,
    selectStep,
    selectAll,
    setType,
    remove,
    move,
    moveTo,
    moveToPosition,
    split,
    merge,
  };
}

export type ManyBlocks = ReturnType<typeof useManyBlocks>;
