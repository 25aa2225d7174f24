import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { toast } from "sonner";
import type { Block } from "@/shared/api/blocks";
import type { ProjectDetail } from "@/shared/api/projects";
import { projectKeys } from "@/web/features/projects/api";
import { classifySaveError, createUntitledProject, fetchBlocks, putBlocks } from "./api";
import { createBlocksStore, marksDirty } from "./blocks-reducer";
import { adoptBlocks, type EditorBlock, fromApiBlocks, toBlockInput } from "./model";
import { SaveController } from "./save-controller";

type Options = {
  initialBlocks: readonly EditorBlock[];
  projectId: string | null;
  /** The block-list version the initial blocks are at (null for an unsaved project). */
  version: number | null;
  readOnly: boolean;
  /** The first save of an unsaved project created it. */
  onProjectCreated: (project: ProjectDetail) => void;
};

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The editor's block list and its saving (DESIGN decision 5): the whole list is PUT with the
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

  const [{ store, controller }] = useState(() => {
    const ref: { controller?: SaveController } = {};
    const store = createBlocksStore(initialBlocks, (action) => {
      if (marksDirty(action) && !readOnlyRef.current) ref.controller?.markDirty();
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
            toast.error("Erro ao criar projeto", { id: "create-error", description: errorMessage(error) });
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
        const saved = await putBlocks(id, versionRef.current ?? 1, sent.map(toBlockInput));
        setVersion(saved.version);
        store.dispatch({ type: "saved", sentIds: sent.map((b) => b.id), saved: saved.blocks });
        queryClient.setQueryData(projectKeys.blocks(id), saved);
      },
      onError(error, kind) {
        if (kind === "conflict") setConflict(true);
        else if (kind === "retry")
          toast.error("Erro ao salvar blocos", {
            id: "save-error",
            description: "Your edits are kept on this page; saving again shortly.",
          });
        else toast.error("Erro ao salvar blocos", { id: "save-error", description: errorMessage(error) });
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
    if (controller.status.state === "saved") toast.success("Your work has been saved", { id: "saved" });
  }, [controller]);

  /** 'Recarregar Blocos': saves pending edits first, then shows what the server holds. */
  const reload = useCallback(async () => {
    const id = projectIdRef.current;
    if (!id) return;
    toast.info("Recarregando blocos...", { id: "reload" });
    await controller.flush();
    try {
      const fresh = await fetchBlocks(id);
      takeServerState(fresh.blocks, fresh.version);
    } catch (error) {
      toast.error("Erro ao atualizar blocos", { description: errorMessage(error) });
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
          toast.success("Blocks reloaded from the saved version");
        } else {
          versionRef.current = fresh.version;
          setCurrentVersion(fresh.version);
          setConflict(false);
          await controller.resolveConflict("retry");
          if (controller.status.state === "saved") toast.success("Your work has been saved", { id: "saved" });
        }
        setConflict(false);
      } catch (error) {
        toast.error("Erro ao atualizar blocos", { description: errorMessage(error) });
      }
    },
    [controller, takeServerState],
  );

  return {
    store,
    blocks,
    status,
    version: currentVersion,
    projectId: currentProjectId,
    replaceBlocks,
    saveNow,
    reload,
    conflict,
    resolveConflict,
  };
}
