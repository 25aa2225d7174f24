import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore } from "react";
import { refreshProjectBlocks, setProjectBlocks, useProjectBlocks } from "@/web/features/projects";
import { i18n } from "@/web/i18n";
import { errorMessage } from "@/web/i18n/errors";
import { toast } from "@/web/lib/toast";
import { classifySaveError, conflictsOf, patchBlocks } from "./api";
import { EditorSession, type SessionState } from "./editor-session";
import type { EditorBlock } from "./model";
import type { StartWith } from "./nav-state";

type Options = {
  projectId: string;
  initialBlocks: readonly EditorBlock[];
  /** The block-list version the initial blocks are at. */
  version: number;
  /** A new project's first blocks, saved at once as its first labelled version. */
  start?: StartWith;
  readOnly: boolean;
};

/**
 * The editor's session on one project, wired to the page: saves go over HTTP, every list the
 * server answers goes to the query cache (the browser's one copy of it), and a later list that
 * reaches the cache from anywhere else is offered to the session. Leaving the page saves; closing
 * the tab with unsaved work asks first.
 */
export function useEditorSession({
  projectId,
  initialBlocks,
  version,
  start,
  readOnly,
}: Options): EditorSession {
  const queryClient = useQueryClient();
  const [session] = useState(
    () =>
      new EditorSession({
        blocks: initialBlocks,
        version,
        start,
        readOnly,
        server: {
          save: (baseVersion, delta, label) => patchBlocks(projectId, baseVersion, delta, label),
          fetch: () => refreshProjectBlocks(queryClient, projectId),
          classify: classifySaveError,
          conflictsOf,
        },
        onServerList: (list) => setProjectBlocks(queryClient, projectId, list),
        onSaveError(error, kind) {
          if (kind === "conflict") return;
          toast.error(i18n.t("editor:save.saveError"), {
            id: "save-error",
            description: kind === "retry" ? i18n.t("editor:save.keptHere") : errorMessage(error),
          });
        },
      }),
  );

  useEffect(() => {
    session.start();
    const warn = (event: BeforeUnloadEvent) => {
      if (session.unsaved) {
        event.preventDefault();
        event.returnValue = "";
      }
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") void session.flush();
    };
    window.addEventListener("beforeunload", warn);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("beforeunload", warn);
      document.removeEventListener("visibilitychange", hidden);
      void session.stop();
    };
  }, [session]);

  // Whatever puts a later list in the cache (a translation, a fetch after a live event) is offered.
  const cached = useProjectBlocks(projectId, { fetch: false }).data;
  useEffect(() => {
    if (cached) session.offer(cached);
  }, [cached, session]);

  return session;
}

/** The session's state (save status, version, undo, conflicts); the component renders when it changes. */
export function useSessionState(session: EditorSession): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

/** Ctrl+S and the Save buttons: saves at once and says so. */
export async function saveNow(session: EditorSession): Promise<void> {
  if (await session.saveNow()) toast.success(i18n.t("editor:save.saved"), { id: "saved" });
}

/** 'Reload Blocks': saves pending edits, then shows what the server holds. */
export async function reloadBlocks(session: EditorSession): Promise<void> {
  toast.info(i18n.t("editor:save.reloading"), { id: "reload" });
  try {
    await session.reload();
  } catch (error) {
    toast.error(i18n.t("editor:save.reloadError"), { description: errorMessage(error) });
  }
}

/** The conflict dialogs' answers: take the server's list, or save the writer's choices over it. */
export async function resolveConflict(
  session: EditorSession,
  mode: "reload" | "keep",
  options?: { restore?: readonly string[] },
): Promise<void> {
  try {
    await session.resolveConflict(mode, options);
    if (mode === "reload") toast.success(i18n.t("editor:save.reloaded"));
    else if (session.getState().status.state === "saved")
      toast.success(i18n.t("editor:save.saved"), { id: "saved" });
  } catch (error) {
    toast.error(i18n.t("editor:save.reloadError"), { description: errorMessage(error) });
  }
}
