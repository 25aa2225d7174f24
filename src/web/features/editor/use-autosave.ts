import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { Block, BlockConflict, BlockListResponse } from "@/shared/api/blocks";
import type { ProjectDetail } from "@/shared/api/projects";
import {
  projectKeys,
  refreshProjectBlocks,
  setProjectBlocks,
  useProjectBlocks,
} from "@/web/features/projects";
import { i18n } from "@/web/i18n";
import { errorMessage } from "@/web/i18n/errors";
import { toast } from "@/web/lib/toast";
import { classifySaveError, conflictsOf, createUntitledProject, patchBlocks } from "./api";
import { type BlocksAction, createBlocksStore, marksDirty } from "./blocks-reducer";
import { computeDelta, isEmptyDelta, type SavedSnapshot, snapshotOf } from "./delta";
import { adoptBlocks, type BlockPatch, type EditorBlock } from "./model";
import { SaveController } from "./save-controller";
import { fromServerList, rebase, undoGroup } from "./server-sync";
import { diffStep, emptyUndo, record, redo, type UndoState, undo } from "./undo-stack";

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
 * The editor's block list and its saving. The server's list lives in the query cache
 * (projectKeys.blocks); the editor's reducer holds the writer's working copy on top of it, in step
 * with one version of it (the base). Autosave PATCHes only what differs from the base and puts the
 * answer in the cache; a later version reaching the cache from anywhere else (a live save by
 * someone else, a translation, a restore, a reload) is taken at once when nothing is unsaved here,
 * and otherwise merged by the next save. Failures keep every edit and retry; a 409 opens the
 * conflict dialog; leaving the page saves.
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
  const undoRef = useRef<UndoState>(emptyUndo);
  // Only whether there is something to undo or redo is state: typing changes the steps on every
  // key, and the page need not render again for that.
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const can = useRef({ undo: false, redo: false });
  const setUndo = useCallback((state: UndoState) => {
    undoRef.current = state;
    // Set only when they change: while the editor has an update pending (the settled blocks), a
    // setter called with the same value still runs the whole editor again, on every keystroke.
    const next = { undo: state.past.length > 0, redo: state.future.length > 0 };
    if (next.undo !== can.current.undo) setCanUndo(next.undo);
    if (next.redo !== can.current.redo) setCanRedo(next.redo);
    can.current = next;
  }, []);
  /**
   * The base: what the server held at versionRef, which the next save's delta is computed against.
   * Its snapshot is worked out when a save first needs it (thousands of blocks take a while).
   */
  const baseRef = useRef<{ blocks: readonly (EditorBlock | Block)[]; snapshot: SavedSnapshot | null }>({
    blocks: initialBlocks,
    snapshot: null,
  });
  const baseSnapshot = () => {
    baseRef.current.snapshot ??= snapshotOf(baseRef.current.blocks);
    return baseRef.current.snapshot;
  };
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
      setUndo(record(undoRef.current, step));
    });
    const setVersion = (v: number) => {
      versionRef.current = v;
      setCurrentVersion(v);
    };
    /** The server answered with its list at a new version: it becomes the base and the cache's copy. */
    const savedAs = (id: string, list: BlockListResponse) => {
      setVersion(list.version);
      baseRef.current = { blocks: list.blocks, snapshot: null };
      setProjectBlocks(queryClient, id, list);
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
        const delta = computeDelta(baseSnapshot(), sent);
        if (isEmptyDelta(delta)) return;
        const label = labelRef.current;
        labelRef.current = undefined;
        const saved = await patchBlocks(id, base, delta, label).catch((error: unknown) => {
          // The retry still carries the label, so the accepted batch keeps its name in the history.
          labelRef.current ??= label;
          throw error;
        });
        store.dispatch({ type: "ids", ids: saved.ids });
        savedAs(id, saved);
        if (saved.version !== base + 1) {
          // Someone else saved meanwhile and the server merged: show their blocks too.
          const server = fromServerList(store.get(), saved.blocks);
          store.dispatch({ type: "replace", blocks: rebase(server, sent, store.get()), fromServer: true });
        }
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

  /**
   * Takes a list the server answered as the current, saved state (whatever is unsaved here is
   * dropped): it becomes the base and, unless the cache holds a later one, the cache's copy.
   */
  const takeServerState = useCallback(
    (list: BlockListResponse) => {
      const id = projectIdRef.current;
      if (id) setProjectBlocks(queryClient, id, list);
      baseRef.current = { blocks: list.blocks, snapshot: null };
      store.dispatch({ type: "replace", blocks: fromServerList(store.get(), list.blocks), fromServer: true });
      versionRef.current = list.version;
      setCurrentVersion(list.version);
      controller.markSaved();
    },
    [store, controller, queryClient],
  );

  const replaceBlocks = useCallback(
    (next: readonly Block[], options?: { version?: number }) => {
      const version = options?.version;
      if (version !== undefined) {
        // Already taken from the cache (the translation wrote it there first): nothing to do.
        if ((versionRef.current ?? 0) < version) takeServerState({ version, blocks: [...next] });
      } else store.dispatch({ type: "replace", blocks: adoptBlocks(store.get(), next) });
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
      takeServerState(await refreshProjectBlocks(queryClient, id));
    } catch (error) {
      toast.error(i18n.t("editor:save.reloadError"), { description: errorMessage(error) });
    }
  }, [controller, takeServerState, queryClient]);

  const resolveConflict = useCallback(
    async (mode: "reload" | "keep") => {
      const id = projectIdRef.current;
      if (!id) return;
      try {
        const fresh = await refreshProjectBlocks(queryClient, id);
        if (mode === "reload") {
          takeServerState(fresh);
          await controller.resolveConflict("discard");
          toast.success(i18n.t("editor:save.reloaded"));
        } else {
          // Their version becomes the base version but not the base content: the retry sends
          // every block changed here, so the writer's side of each conflict wins.
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
    [controller, takeServerState, queryClient],
  );

  const busy = useCallback(() => controller.dirty || controller.status.state !== "saved", [controller]);

  /**
   * Takes the cache's list when it is later than the base and nothing here is unsaved; with
   * unsaved edits it waits, and the next save merges (its answer brings the other edits in).
   */
  const followCache = useCallback(() => {
    const id = projectIdRef.current;
    const cached = id ? queryClient.getQueryData<BlockListResponse>(projectKeys.blocks(id)) : undefined;
    if (!cached || (versionRef.current ?? 0) >= cached.version || busy()) return;
    takeServerState(cached);
  }, [queryClient, busy, takeServerState]);

  /**
   * Someone else saved (a live `blocks` event at `remoteVersion`). With nothing unsaved here their
   * blocks are fetched into the cache and taken at once, keeping this page's block keys so focus
   * and undo stay put. With unsaved edits here, they are saved now: the server merges edits to
   * different blocks (the answer brings theirs in) and refuses edits to the same block, which
   * opens the conflict dialog with both texts.
   */
  const remoteVersionRef = useRef(0);
  const followRemote = useCallback(
    async (remoteVersion: number): Promise<"current" | "updated" | "merging"> => {
      const id = projectIdRef.current;
      remoteVersionRef.current = Math.max(remoteVersionRef.current, remoteVersion);
      const before = versionRef.current ?? 0;
      if (!id || before >= remoteVersion) return "current";
      if (busy()) {
        // Saving now carries the merge; a save already under way is followed up when it ends.
        if (controller.dirty && !readOnlyRef.current) void controller.flush();
        return "merging";
      }
      await refreshProjectBlocks(queryClient, id);
      followCache();
      if ((versionRef.current ?? 0) > before) return "updated";
      // Typing began while the list was on its way: the next save merges it instead.
      return busy() ? "merging" : "current";
    },
    [controller, queryClient, busy, followCache],
  );

  // Whatever puts a later list in the cache (a translation, a fetch after a live event) is followed.
  const cached = useProjectBlocks(currentProjectId, { fetch: false }).data;
  useEffect(() => {
    if (cached) followCache();
  }, [cached, followCache]);

  // A save that ended without bringing in a newer version seen live (it was sent before that
  // version existed): fetch it now. A later list that reached the cache meanwhile is taken.
  useEffect(
    () =>
      controller.subscribe(() => {
        if (busy()) return;
        if (remoteVersionRef.current > (versionRef.current ?? 0)) {
          void followRemote(remoteVersionRef.current).catch(() => {});
        } else followCache();
      }),
    [controller, busy, followRemote, followCache],
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
    setUndo(result.state);
    store.dispatch({ type: "history", blocks: result.list });
    return true;
  }, [store, setUndo]);

  const redoLast = useCallback(() => {
    if (readOnlyRef.current) return false;
    const result = redo(undoRef.current, store.get());
    if (!result) return false;
    setUndo(result.state);
    store.dispatch({ type: "history", blocks: result.list });
    return true;
  }, [store, setUndo]);

  return {
    store,
    undo: undoLast,
    redo: redoLast,
    canUndo: canUndo && !readOnly,
    canRedo: canRedo && !readOnly,
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
