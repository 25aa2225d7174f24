import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { toast } from "sonner";
import type { Block, BlockConflict } from "@/shared/api/blocks";
import type { ProjectDetail } from "@/shared/api/projects";
import { projectKeys } from "@/web/features/projects";
import { i18n } from "@/web/i18n";
import { errorMessage } from "@/web/i18n/errors";
import { classifySaveError, conflictsOf, createUntitledProject, fetchBlocks, patchBlocks } from "./api";
import { type BlocksAction, createBlocksStore, marksDirty } from "./blocks-reducer";
import { computeDelta, isEmptyDelta, snapshotOf } from "./delta";
import { adoptBlocks, type BlockPatch, type EditorBlock, fromApiBlocks } from "./model";
import { SaveController } from "./save-controller";
import { diffStep, emptyUndo, record, redo, type UndoState, undo } from "./undo-stack";

/** The edits undo can take back (loads, reloads and save answers are not the writer's). */
function undoGroup(action: BlocksAction): string | false | undefined {
  switch (action.type) {
    case "update":
      return `${action.id}:${Object.keys(action.patch).sort().join(",")}`;
    case "patch":
    case "insert":
    case "remove":
    case "move":
      return undefined;
    case "replace":
      return action.fromServer ? false : undefined;
    default:
      return false;
  }
}

/**
 * After a save the server merged with someone else's: its list, with the edits made here while
 * the save was under way laid back on top (blocks added meanwhile go to the end).
 */
function rebase(
  server: readonly EditorBlock[],
  sent: readonly EditorBlock[],
  local: readonly EditorBlock[],
): EditorBlock[] {
  const sentByKey = new Map(sent.map((b) => [b.id, b]));
  const localByKey = new Map(local.map((b) => [b.id, b]));
  const out = server.map((block) => {
    const mine = localByKey.get(block.id);
    const before = sentByKey.get(block.id);
    return mine && before && mine !== before ? { ...mine, serverId: block.serverId } : block;
  });
  const inServer = new Set(server.map((b) => b.id));
  for (const block of local) if (!sentByKey.has(block.id) && !inServer.has(block.id)) out.push(block);
  return out;
}

type Options = {
  initialBlocks: readonly EditorBlock[];
  projectId: string | null;
  /** The block-list version the initial blocks are at (null for an unsaved project). */
  version: number | null;
  readOnly: boolean;
  /** The first save of an unsaved project created it. */
  onProjectCreated: (project: ProjectDetail) => void;
};

/**
 * The editor's block list and its saving, atomic so nothing is lost: the whole list is PUT with the
 * version it started from; the server's ids are mapped back onto the client keys; failures keep
 * every edit and retry; a 409 opens the conflict dialog; leaving the page saves.
 */
export function useAutosave({ initialBlocks, projectId, version, readOnly, onProjectCreated }: Options) {
  const queryClient = useQueryClient();
  const projectIdRef = useRef(projectId);
  const versionRef = useRef(version);
  const readOnlyRef = useRef(readOnly);
  readOnlyRef.current = readOnly;
  const createdRef = useRef(onProjectCreated);
  createdRef.current = onProjectCreated;
  const [currentVersion, setCurrentVersion] = useState(version);
  const [currentProjectId, setCurrentProjectId] = useState(projectId);
  const [conflict, setConflict] = useState(false);
  const [conflicts, setConflicts] = useState<BlockConflict[]>([]);
  const [undoState, setUndoState] = useState<UndoState>(emptyUndo);
  const undoRef = useRef<UndoState>(emptyUndo);
  const snapshotRef = useRef(snapshotOf(initialBlocks));
  /** The history label the next save carries (an accepted batch of AI suggestions). */
  const labelRef = useRef<string | undefined>(undefined);

  const [{ store, controller }] = useState(() => {
    const ref: { controller?: SaveController } = {};
    const store = createBlocksStore(initialBlocks, (action, before, after) => {
      if (marksDirty(action) && !readOnlyRef.current) ref.controller?.markDirty();
      const group = undoGroup(action);
      if (group === false || readOnlyRef.current) return;
      const step = diffStep(before, after, Date.now(), group);
      if (!step) return;
      undoRef.current = record(undoRef.current, step);
      setUndoState(undoRef.current);
    });
    const setVersion = (v: number) => {
      versionRef.current = v;
      setCurrentVersion(v);
    };
    ref.controller = new SaveController({
      classify: classifySaveError,
      async save() {
        let id = projectIdRef.current;
        if (!id) {
          const created = await createUntitledProject().catch((error: unknown) => {
            toast.error(i18n.t("editor:save.createError"), {
              id: "create-error",
              description: errorMessage(error),
            });
            throw error;
          });
          id = created.id;
          projectIdRef.current = id;
          setCurrentProjectId(id);
          setVersion(created.version);
          queryClient.setQueryData(projectKeys.detail(id), created);
          createdRef.current(created);
        }
        const sent = store.get();
        const base = versionRef.current ?? 1;
        const delta = computeDelta(snapshotRef.current, sent);
        if (isEmptyDelta(delta)) return;
        const label = labelRef.current;
        labelRef.current = undefined;
        const saved = await patchBlocks(id, base, delta, label).catch((error: unknown) => {
          // The retry still carries the label, so the accepted batch keeps its name in the history.
          labelRef.current ??= label;
          throw error;
        });
        setVersion(saved.version);
        store.dispatch({ type: "ids", ids: saved.ids });
        snapshotRef.current = snapshotOf(saved.blocks);
        if (saved.version !== base + 1) {
          // Someone else saved meanwhile and the server merged: show their blocks too.
          const server = adoptBlocks(store.get(), saved.blocks).map((b, i) => ({
            ...b,
            serverId: saved.blocks[i].id,
          }));
          store.dispatch({ type: "replace", blocks: rebase(server, sent, store.get()), fromServer: true });
        }
        queryClient.setQueryData(projectKeys.blocks(id), { version: saved.version, blocks: saved.blocks });
      },
      onError(error, kind) {
        if (kind === "conflict") {
          setConflicts(conflictsOf(error));
          setConflict(true);
        } else if (kind === "retry")
          toast.error(i18n.t("editor:save.saveError"), {
            id: "save-error",
            description: i18n.t("editor:save.keptHere"),
          });
        else
          toast.error(i18n.t("editor:save.saveError"), {
            id: "save-error",
            description: errorMessage(error),
          });
      },
    });
    return { store, controller: ref.controller };
  });

  const blocks = useSyncExternalStore(store.subscribe, store.get, store.get);
  const status = useSyncExternalStore(controller.subscribe, controller.getStatus, controller.getStatus);

  // Leaving the page (route change, unmount) saves; closing the tab with unsaved work asks first.
  useEffect(() => {
    controller.resume();
    const warn = (event: BeforeUnloadEvent) => {
      if (controller.dirty || controller.status.state === "saving") {
        event.preventDefault();
        event.returnValue = "";
      }
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") void controller.flush();
    };
    window.addEventListener("beforeunload", warn);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("beforeunload", warn);
      document.removeEventListener("visibilitychange", hidden);
      controller.dispose();
      void controller.flush();
    };
  }, [controller]);

  /** Takes the server's blocks at `version` as the current, saved state. */
  const takeServerState = useCallback(
    (serverBlocks: readonly Block[], serverVersion: number) => {
      snapshotRef.current = snapshotOf(serverBlocks);
      store.dispatch({
        type: "replace",
        blocks: fromApiBlocks(serverBlocks, { saved: true }),
        fromServer: true,
      });
      versionRef.current = serverVersion;
      setCurrentVersion(serverVersion);
      controller.markSaved();
    },
    [store, controller],
  );

  const replaceBlocks = useCallback(
    (next: readonly Block[], options?: { version?: number }) => {
      if (options?.version !== undefined) takeServerState(next, options.version);
      else store.dispatch({ type: "replace", blocks: adoptBlocks(store.get(), next) });
    },
    [store, takeServerState],
  );

  /** Ctrl+S and the Save buttons: save at once (an unsaved project is created even if untouched). */
  const saveNow = useCallback(async () => {
    if (readOnlyRef.current) return;
    if (!projectIdRef.current && !controller.dirty) controller.markDirty();
    await controller.flush();
    if (controller.status.state === "saved") toast.success(i18n.t("editor:save.saved"), { id: "saved" });
  }, [controller]);

  /** 'Recarregar Blocos': saves pending edits first, then shows what the server holds. */
  const reload = useCallback(async () => {
    const id = projectIdRef.current;
    if (!id) return;
    toast.info(i18n.t("editor:save.reloading"), { id: "reload" });
    await controller.flush();
    try {
      const fresh = await fetchBlocks(id);
      takeServerState(fresh.blocks, fresh.version);
    } catch (error) {
      toast.error(i18n.t("editor:save.reloadError"), { description: errorMessage(error) });
    }
  }, [controller, takeServerState]);

  const resolveConflict = useCallback(
    async (mode: "reload" | "keep") => {
      const id = projectIdRef.current;
      if (!id) return;
      try {
        const fresh = await fetchBlocks(id);
        if (mode === "reload") {
          takeServerState(fresh.blocks, fresh.version);
          await controller.resolveConflict("discard");
          toast.success(i18n.t("editor:save.reloaded"));
        } else {
          versionRef.current = fresh.version;
          setCurrentVersion(fresh.version);
          setConflict(false);
          await controller.resolveConflict("retry");
          if (controller.status.state === "saved")
            toast.success(i18n.t("editor:save.saved"), { id: "saved" });
        }
        setConflict(false);
      } catch (error) {
        toast.error(i18n.t("editor:save.reloadError"), { description: errorMessage(error) });
      }
    },
    [controller, takeServerState],
  );

  /**
   * Someone else saved (a live `blocks` event at `remoteVersion`). With nothing unsaved here their
   * blocks are taken at once, keeping this page's block keys so focus and undo stay put. With
   * unsaved edits here, they are saved now: the server merges edits to different blocks (the
   * answer brings theirs in) and refuses edits to the same block, which opens the conflict dialog
   * with both texts.
   */
  const remoteVersionRef = useRef(0);
  const followRemote = useCallback(
    async (remoteVersion: number): Promise<"current" | "updated" | "merging"> => {
      const id = projectIdRef.current;
      remoteVersionRef.current = Math.max(remoteVersionRef.current, remoteVersion);
      if (!id || (versionRef.current ?? 0) >= remoteVersion) return "current";
      const busy = () => controller.dirty || controller.status.state !== "saved";
      if (busy()) {
        // Saving now carries the merge; a save already under way is followed up when it ends.
        if (controller.dirty && !readOnlyRef.current) void controller.flush();
        return "merging";
      }
      const fresh = await fetchBlocks(id);
      // Typing began while the list was on its way: the next save merges it instead.
      if (busy()) return "merging";
      if ((versionRef.current ?? 0) >= fresh.version) return "current";
      const adopted = adoptBlocks(store.get(), fresh.blocks).map((b, i) => ({
        ...b,
        serverId: fresh.blocks[i].id,
      }));
      snapshotRef.current = snapshotOf(fresh.blocks);
      store.dispatch({ type: "replace", blocks: adopted, fromServer: true });
      versionRef.current = fresh.version;
      setCurrentVersion(fresh.version);
      queryClient.setQueryData(projectKeys.blocks(id), fresh);
      return "updated";
    },
    [controller, store, queryClient],
  );

  // A save that ended without bringing in a newer version seen live (it was sent before that
  // version existed): fetch it now.
  useEffect(
    () =>
      controller.subscribe(() => {
        const behind = remoteVersionRef.current > (versionRef.current ?? 0);
        if (behind && controller.status.state === "saved" && !controller.dirty) {
          void followRemote(remoteVersionRef.current).catch(() => {});
        }
      }),
    [controller, followRemote],
  );

  /**
   * Puts a change in at once as one undo step and one labelled version: pending edits are saved
   * first, so the labelled version holds only this change. The action is made after that save,
   * from the blocks as they are then.
   */
  const commit = useCallback(
    async (makeAction: () => BlocksAction, label: string) => {
      if (readOnlyRef.current) return;
      await controller.flush();
      const before = store.get();
      store.dispatch(makeAction());
      if (store.get() === before) return;
      labelRef.current = label;
      await controller.flush();
    },
    [controller, store],
  );

  /** A whole new list (accepted AI suggestions, an analysis, a template). */
  const commitBatch = useCallback(
    (next: readonly EditorBlock[], label: string) =>
      commit(() => ({ type: "replace", blocks: [...next] }), label),
    [commit],
  );

  /** Changes to some blocks (a replace-all), worked out from the blocks once pending edits are saved. */
  const commitPatches = useCallback(
    (makePatches: (blocks: readonly EditorBlock[]) => { id: string; patch: BlockPatch }[], label: string) =>
      commit(() => ({ type: "patch", patches: makePatches(store.get()) }), label),
    [commit, store],
  );

  /** Ctrl+Z and the Undo button (and the removed-block toast): takes back the last step. */
  const undoLast = useCallback(() => {
    if (readOnlyRef.current) return false;
    const result = undo(undoRef.current, store.get());
    if (!result) return false;
    undoRef.current = result.state;
    setUndoState(result.state);
    store.dispatch({ type: "history", blocks: result.list });
    return true;
  }, [store]);

  const redoLast = useCallback(() => {
    if (readOnlyRef.current) return false;
    const result = redo(undoRef.current, store.get());
    if (!result) return false;
    undoRef.current = result.state;
    setUndoState(result.state);
    store.dispatch({ type: "history", blocks: result.list });
    return true;
  }, [store]);

  return {
    store,
    blocks,
    undo: undoLast,
    redo: redoLast,
    canUndo: undoState.past.length > 0 && !readOnly,
    canRedo: undoState.future.length > 0 && !readOnly,
    conflicts,
    status,
    version: currentVersion,
    projectId: currentProjectId,
    replaceBlocks,
    followRemote,
    commitBatch,
    commitPatches,
    saveNow,
    reload,
    conflict,
    resolveConflict,
  };
}
