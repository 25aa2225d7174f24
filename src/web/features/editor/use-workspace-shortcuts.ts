import { useNavigate } from "react-router";
import type { BlocksStore } from "./blocks-reducer";
import { notAvailableYet } from "./EditorToolbar";
import type { FindState } from "./find/use-find";
import { focusedField, type Reveal, type useBlockCommands } from "./use-block-commands";
import { useEditorShortcuts } from "./use-editor-shortcuts";
import type { ManyBlocks } from "./use-many-blocks";
import type { useTranslationReview } from "./use-translation-review";

type Options = {
  store: BlocksStore;
  activeId: string | null;
  setActiveId: (id: string | null) => void;
  reveal: Reveal;
  /** The block table is shown (not the text-input step). */
  inTable: boolean;
  readOnly: boolean;
  commands: ReturnType<typeof useBlockCommands>;
  review: ReturnType<typeof useTranslationReview>;
  many: ManyBlocks;
  selectedCount: number;
  find: FindState;
  shownLanguage: string | null;
  undo: () => void;
  redo: () => void;
  save: () => Promise<unknown>;
  openHelp: () => void;
  toggleComments: () => void;
  zoom: { zoomIn: () => void; zoomOut: () => void; zoomReset: () => void };
};

/**
 * The editor's keyboard: which command each shortcut runs in the current state. Reading and the
 * text-input step get fewer commands than editing the table.
 */
export function useWorkspaceShortcuts(o: Options) {
  const navigate = useNavigate();
  const { store, activeId, many, review, shownLanguage } = o;
  const edit = o.inTable && !o.readOnly;

  const withActive = (fn: (id: string) => void) => () => {
    const block = store.get().find((b) => b.id === activeId);
    if (block) fn(block.id);
  };
  // Block to block among the rows shown: a filter's hidden blocks are skipped, not brought in.
  const goTo = (place: (order: readonly string[], at: number) => number) => {
    const order = many.shownOrder();
    const id = order[place(order, activeId ? order.indexOf(activeId) : -1)];
    if (!id) return;
    o.setActiveId(id);
    o.reveal(id, focusedField() ?? "originalText");
  };

  useEditorShortcuts({
    help: o.openHelp,
    save: () => void o.save(),
    ...(edit && { undo: o.undo, redo: o.redo }),
    dashboard: () => navigate("/dashboard"),
    toggleComments: o.toggleComments,
    toggleSidebar: notAvailableYet,
    ...o.zoom,
    ...(o.inTable && {
      find: () => o.find.openBar(false),
      replace: () => o.find.openBar(true),
      findNext: () => (o.find.open ? o.find.next() : o.find.openBar(false)),
      findPrevious: () => (o.find.open ? o.find.previous() : o.find.openBar(false)),
      nextBlock: () => goTo((_, at) => at + 1),
      previousBlock: () => goTo((_, at) => Math.max(0, (at === -1 ? 1 : at) - 1)),
      firstBlock: () => goTo(() => 0),
      lastBlock: () => goTo((order) => order.length - 1),
    }),
    ...(edit && {
      addBelow: () => o.commands.add(activeId, "below"),
      addAbove: () => o.commands.add(activeId, "above"),
      deleteBlock: withActive(o.commands.remove),
      moveUp: withActive((id) => o.commands.move(id, -1)),
      moveDown: withActive((id) => o.commands.move(id, 1)),
      // With blocks selected, the shortcut reviews all of them; else the current one (or takes it back).
      review: () =>
        o.selectedCount > 0
          ? void review.reviewMany(many.selection.current().ids, shownLanguage)
          : withActive((id) => review.toggle(id, shownLanguage))(),
      split: many.split,
      merge: () => many.merge(activeId),
      selectAll: many.selectAll,
    }),
    ...(o.selectedCount > 0 && { clearSelection: many.selection.clear }),
  });
}
