import { useCallback, useMemo } from "react";
import type { RowActions } from "./BlockRow";
import type { EditorSession } from "./editor-session";
import { statePatches } from "./model";

export type ReviewState = "reviewed" | "draft";

/**
 * Marking translations reviewed (or back to draft): one undo step and one saved version each
 * time, whether one block or a selection. It is saved at once, after pending edits: a review
 * sent along with an unsaved change of the original would be overruled by the server, which
 * then counts the translation stale.
 */
export function useTranslationReview(session: EditorSession, blockActions: RowActions) {
  const setStates = useCallback(
    (ids: ReadonlySet<string>, language: string, state: ReviewState) =>
      session.commitPatches((list) => statePatches(list, ids, language, state), "review"),
    [session],
  );
  const rowActions: RowActions = useMemo(
    () => ({
      ...blockActions,
      setTranslationState: (id, language, state) => void setStates(new Set([id]), language, state),
    }),
    [blockActions, setStates],
  );
  /** The shortcut: a reviewed translation goes back to draft, any other becomes reviewed. */
  const toggle = useCallback(
    (id: string, language: string | null) => {
      const block = session.blocks.get().find((b) => b.id === id);
      if (!language || !block?.translations?.[language]) return;
      const reviewed = block.translationStatus?.[language] === "reviewed";
      void setStates(new Set([id]), language, reviewed ? "draft" : "reviewed");
    },
    [session, setStates],
  );
  return { rowActions, setStates, toggle };
}
