import { useCallback, useMemo } from "react";
import { i18n } from "@/web/i18n";
import { toast } from "@/web/lib/toast";
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
  /** Marks the translations of several blocks (a selection) reviewed at once, and says how many. */
  const reviewMany = useCallback(
    async (ids: ReadonlySet<string>, language: string | null) => {
      if (!language) return;
      const count = statePatches(session.blocks.get(), ids, language, "reviewed").length;
      if (count === 0) return;
      await setStates(ids, language, "reviewed");
      toast.success(i18n.t("translation:bulk.marked", { count }), { id: "reviewed" });
    },
    [session, setStates],
  );
  return { rowActions, setStates, toggle, reviewMany };
}
