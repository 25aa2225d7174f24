import type { BlockConflict, BlockListResponse } from "@/shared/api/blocks";
import {
  type BlocksAction,
  type BlocksStore,
  createBlocksStore,
  marksDirty,
  undoGroup,
} from "./blocks-reducer";
import { describeConflicts, restoreIndex, type SessionConflict } from "./conflicts";
import { type BlocksDelta, computeDelta, isEmptyDelta, type SavedSnapshot, snapshotOf } from "./delta";
import { adoptBlocks, type BlockPatch, type EditorBlock } from "./model";
import { SaveController, type SaveErrorKind, type SaveStatus } from "./save-controller";
import { diffStep, emptyUndo, record, redo, type UndoState, undo } from "./undo-stack";

/** What the page shows about the session; a new object whenever any of it changes. */
export type SessionState = {
  status: SaveStatus;
  /** The block-list version the working copy is based on (the next save's baseVersion). */
  version: number;
  canUndo: boolean;
  canRedo: boolean;
  /** Set while a save was refused (409): the blocks both sides changed (empty when the order collided). */
  conflicts: readonly SessionConflict[] | null;
};

/** A save's answer: the whole list at its new version, and the saved id of every block sent as new. */
export type SavedList = BlockListResponse & { ids?: Readonly<Record<string, string>> };

/** The session's way to the server (HTTP in the page, a fake in tests). */
export type SessionServer = {
  save: (baseVersion: number, delta: BlocksDelta, label: string | undefined) => Promise<SavedList>;
  /** The server's current list (or a later one the page already holds). */
  fetch: () => Promise<BlockListResponse>;
  classify: (error: unknown) => SaveErrorKind;
  /** The blocks both writers changed, read from a 409. */
  conflictsOf: (error: unknown) => BlockConflict[];
};

export type EditorSessionOptions = {
  /** The server's list at `version`. */
  blocks: readonly EditorBlock[];
  version: number;
  /**
   * A new project's first blocks (its paste or template), not saved yet: the working copy starts
   * with them and the first save stores them as one version with `label`.
   */
  start?: { blocks: readonly EditorBlock[]; label?: string };
  readOnly: boolean;
  server: SessionServer;
  /** A list the server answered (a save, a reload, a restore): the page keeps its copy of it. */
  onServerList?: (list: BlockListResponse) => void;
  /** A save failed (the conflict itself shows through the state). */
  onSaveError?: (error: unknown, kind: SaveErrorKind) => void;
  delayMs?: number;
  now?: () => number;
};

/** How a live notice of someone else's save was followed. */
export type RemoteOutcome = "current" | "updated" | "merging";

/**
 * One open project in the editor, free of React and of HTTP: the writer's working copy of the
 * blocks, the server's list it is based on, when to save, undo and redo, conflicts, and the
 * versions others save meanwhile.
 *
 * Every edit goes through `blocks` (a small store the table reads at every key). An edit records
 * an undo step and marks the session dirty; the SaveController saves after a quiet moment, sending
 * only what differs from the base (the server's list at `version`). The answer becomes the base.
 * When it skipped versions (someone else saved meanwhile and the server merged) the working copy
 * takes the server's list with the edits made during the save laid back on top. A later list that
 * arrives from elsewhere (a live save, a translation, a restore) is taken at once when nothing is
 * unsaved here, and otherwise the next save merges it.
 */
export class EditorSession {
  readonly blocks: BlocksStore;
  readonly readOnly: boolean;
  private readonly controller: SaveController;
  private readonly server: SessionServer;
  private readonly options: EditorSessionOptions;
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  private undoState: UndoState = emptyUndo;
  /** The server's list at `state.version`; its snapshot is made when a save first needs it. */
  private base: { blocks: readonly EditorBlock[]; snapshot: SavedSnapshot | null };
  /** The history label the next save carries (an accepted batch of AI suggestions). */
  private label: string | undefined;
  /** A new project's first blocks wait for start() to be saved. */
  private firstSavePending = false;
  /** The latest version someone else saved, as a live notice told. */
  private remoteVersion = 0;
  /** A later list that arrived while edits here were unsaved: taken once they are saved, if still later. */
  private offered: BlockListResponse | null = null;

  constructor(options: EditorSessionOptions) {
    this.options = options;
    this.server = options.server;
    this.readOnly = options.readOnly;
    this.base = { blocks: options.blocks, snapshot: null };
    this.blocks = createBlocksStore(options.start?.blocks ?? options.blocks, (action, before, after) =>
      this.edited(action, before, after),
    );
    this.controller = new SaveController({
      save: () => this.save(),
      classify: options.server.classify,
      delayMs: options.delayMs,
      now: options.now,
      onError: (error, kind) => {
        if (kind === "conflict")
          this.set({
            conflicts: describeConflicts(this.server.conflictsOf(error), this.blocks.get(), this.base.blocks),
          });
        options.onSaveError?.(error, kind);
      },
    });
    this.state = {
      status: this.controller.status,
      version: options.version,
      canUndo: false,
      canRedo: false,
      conflicts: null,
    };
    this.controller.subscribe(() => {
      this.set({ status: this.controller.status });
      this.caughtUp();
    });
    // Nothing is scheduled here: React may build a session and throw it away without showing it
    // (a render it restarts), and such a session must never save. start() marks the blocks unsaved.
    if (options.start && !this.readOnly) {
      this.label = options.start.label;
      this.firstSavePending = true;
    }
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** True while something here has not reached the server (or a save is refused or failing). */
  get busy(): boolean {
    return this.controller.dirty || this.controller.status.state !== "saved";
  }

  /** True while closing the page would lose edits. */
  get unsaved(): boolean {
    return this.controller.dirty || this.controller.status.state === "saving";
  }

  dispatch = (action: BlocksAction): void => this.blocks.dispatch(action);

  update = (id: string, patch: BlockPatch): void => this.blocks.dispatch({ type: "update", id, patch });

  /** Takes back the last step; false when there is none. */
  undo = (): boolean => this.travel(undo);

  redo = (): boolean => this.travel(redo);

  /** Saves now; resolves true once everything here is saved. */
  async saveNow(): Promise<boolean> {
    if (this.readOnly) return false;
    await this.controller.flush();
    return this.controller.status.state === "saved";
  }

  /** Saves whatever is pending; resolves once no save is running. */
  flush(): Promise<void> {
    return this.controller.flush();
  }

  /**
   * Puts a change in at once as one undo step and one labelled version: pending edits are saved
   * first, so the labelled version holds only this change. The action is made after that save,
   * from the blocks as they are then.
   */
  async commit(makeAction: () => BlocksAction, label: string): Promise<void> {
    if (this.readOnly) return;
    await this.controller.flush();
    const before = this.blocks.get();
    this.blocks.dispatch(makeAction());
    if (this.blocks.get() === before) return;
    this.label = label;
    await this.controller.flush();
  }

  /** A whole new list (accepted AI suggestions, an analysis, a template). */
  commitBatch = (next: readonly EditorBlock[], label: string): Promise<void> =>
    this.commit(() => ({ type: "replace", blocks: [...next] }), label);

  /** Changes to some blocks (a replace-all), worked out from the blocks once pending edits are saved. */
  commitPatches = (
    makePatches: (blocks: readonly EditorBlock[]) => { id: string; patch: BlockPatch }[],
    label: string,
  ): Promise<void> => this.commit(() => ({ type: "patch", patches: makePatches(this.blocks.get()) }), label);

  /**
   * A list handed over by another feature. With `version` it is the server's own answer at that
   * version (a translation, a restore) and becomes the saved state unless a later one is already
   * here; without it, it is a local change and is saved like any edit.
   */
  replaceBlocks = (next: readonly EditorBlock[], options?: { version?: number }): void => {
    const version = options?.version;
    if (version === undefined)
      this.blocks.dispatch({ type: "replace", blocks: adoptBlocks(this.blocks.get(), next) });
    else if (this.state.version < version) this.takeServerList({ version, blocks: [...next] });
  };

  /** 'Reload Blocks': saves pending edits first, then shows what the server holds. */
  async reload(): Promise<void> {
    await this.controller.flush();
    this.takeServerList(await this.server.fetch());
  }

  /**
   * After a 409: 'reload' drops the edits here and takes the server's list; 'keep' takes only its
   * version as the base, so the retry sends every block changed here and the writer's side of each
   * conflict wins. `restore` names blocks removed here that another writer changed: they come back
   * as the server holds them (their text kept) instead of being removed.
   */
  async resolveConflict(mode: "reload" | "keep", options?: { restore?: readonly string[] }): Promise<void> {
    const fresh = await this.server.fetch();
    if (mode === "reload") {
      this.takeServerList(fresh);
      await this.controller.resolveConflict("discard");
    } else {
      for (const id of options?.restore ?? []) this.restore(fresh.blocks, id);
      this.set({ version: fresh.version, conflicts: null });
      await this.controller.resolveConflict("retry");
    }
    // A retry refused again keeps the dialog open, with the new conflicts.
    if (this.controller.status.state !== "conflict") this.set({ conflicts: null });
  }

  /** Puts a block of the server's list back into the working copy, where it stands there. */
  private restore(server: readonly EditorBlock[], id: string) {
    const block = server.find((b) => b.id === id);
    const working = this.blocks.get();
    if (!block || working.some((b) => b.id === id)) return;
    this.blocks.dispatch({ type: "insert", index: restoreIndex(server, working, id), block });
  }

  /**
   * Someone else saved (a live notice of `remoteVersion`). With nothing unsaved here their list is
   * fetched and taken at once. With unsaved edits it is saved now: the server merges edits to
   * different blocks (the answer brings theirs in) and refuses edits to the same block, which
   * opens the conflict dialog with both texts.
   */
  async followRemote(remoteVersion: number): Promise<RemoteOutcome> {
    this.remoteVersion = Math.max(this.remoteVersion, remoteVersion);
    const before = this.state.version;
    if (before >= remoteVersion) return "current";
    if (this.busy) {
      // Saving now carries the merge; a save already under way is followed up when it ends.
      if (this.controller.dirty && !this.readOnly) void this.controller.flush();
      return "merging";
    }
    this.offer(await this.server.fetch());
    if (this.state.version > before) return "updated";
    // Typing began while the list was on its way: the next save merges it instead.
    return this.busy ? "merging" : "current";
  }

  /** A list of the server's reached the page (a fetch, a translation): taken if later and nothing is unsaved. */
  offer(list: BlockListResponse): void {
    if (list.version <= this.state.version) return;
    if (!this.offered || this.offered.version < list.version) this.offered = list;
    this.takeOffered();
  }

  /**
   * The page shows the session; a new project's first blocks are saved at once. Also undoes
   * stop() (React's StrictMode mounts, unmounts and mounts again in development).
   */
  start(): void {
    this.controller.resume();
    if (this.firstSavePending) {
      this.firstSavePending = false;
      this.controller.markDirty();
      void this.controller.flush();
    }
  }

  /** The page is leaving: timers stop and whatever is pending is saved. */
  stop(): Promise<void> {
    this.controller.dispose();
    return this.controller.flush();
  }

  private edited(action: BlocksAction, before: readonly EditorBlock[], after: readonly EditorBlock[]) {
    if (this.readOnly) return;
    if (marksDirty(action)) this.controller.markDirty();
    const group = undoGroup(action);
    if (group === false) return;
    const step = diffStep(before, after, (this.options.now ?? Date.now)(), group);
    if (step) this.setUndo(record(this.undoState, step));
  }

  private travel(move: typeof undo): boolean {
    if (this.readOnly) return false;
    const result = move(this.undoState, this.blocks.get());
    if (!result) return false;
    this.setUndo(result.state);
    this.blocks.dispatch({ type: "history", blocks: result.list });
    return true;
  }

  private setUndo(state: UndoState) {
    this.undoState = state;
    this.set({ canUndo: state.past.length > 0, canRedo: state.future.length > 0 });
  }

  private async save(): Promise<void> {
    const sent = this.blocks.get();
    const baseVersion = this.state.version;
    this.base.snapshot ??= snapshotOf(this.base.blocks);
    const delta = computeDelta(this.base.snapshot, sent);
    if (isEmptyDelta(delta)) return;
    const label = this.label;
    this.label = undefined;
    const saved = await this.server.save(baseVersion, delta, label).catch((error: unknown) => {
      // The retry still carries the label, so the accepted batch keeps its name in the history.
      this.label ??= label;
      throw error;
    });
    this.setBase(saved);
    // Someone else saved meanwhile and the server merged, or it had to give a block another id
    // (one another project uses): the working copy takes its list, edits made meanwhile on top.
    const renamed = Object.entries(saved.ids ?? {}).some(([sentId, savedId]) => sentId !== savedId);
    if (saved.version !== baseVersion + 1 || renamed) {
      this.blocks.dispatch({
        type: "replace",
        blocks: rebase(saved.blocks, sent, this.blocks.get()),
        fromServer: true,
      });
    }
  }

  /** The server answered with its list at a new version: it becomes the base, and the page's copy. */
  private setBase(list: BlockListResponse) {
    this.base = { blocks: list.blocks, snapshot: null };
    this.set({ version: list.version });
    this.options.onServerList?.(list);
  }

  /** Takes a list of the server's as the saved state: whatever is unsaved here is dropped. */
  private takeServerList(list: BlockListResponse) {
    this.setBase(list);
    this.blocks.dispatch({ type: "replace", blocks: list.blocks, fromServer: true });
    this.controller.markSaved();
  }

  /** A later list offered while edits here were unsaved is taken once they are saved, if still later. */
  private takeOffered() {
    if (this.busy) return;
    const offered = this.offered;
    this.offered = null;
    if (offered && offered.version > this.state.version) this.takeServerList(offered);
  }

  /**
   * A save ended (or the state settled otherwise): a later list offered meanwhile is taken, and a
   * version seen live that the save did not bring in (it was sent before that version existed) is
   * fetched.
   */
  private caughtUp() {
    if (this.busy) return;
    this.takeOffered();
    if (this.remoteVersion > this.state.version) void this.followRemote(this.remoteVersion).catch(() => {});
  }

  private set(patch: Partial<SessionState>) {
    const current = this.state;
    if ((Object.keys(patch) as (keyof SessionState)[]).every((key) => current[key] === patch[key])) return;
    this.state = { ...current, ...patch };
    for (const listener of this.listeners) listener();
  }
}

/**
 * After a save the server merged with someone else's: its list, with the edits made here while
 * the save was under way laid back on top (blocks added meanwhile go to the end).
 */
export function rebase(
  server: readonly EditorBlock[],
  sent: readonly EditorBlock[],
  local: readonly EditorBlock[],
): EditorBlock[] {
  const sentById = new Map(sent.map((b) => [b.id, b]));
  const localById = new Map(local.map((b) => [b.id, b]));
  const out = server.map((block) => {
    const mine = localById.get(block.id);
    const before = sentById.get(block.id);
    return mine && before && mine !== before ? mine : block;
  });
  const inServer = new Set(server.map((b) => b.id));
  for (const block of local) if (!sentById.has(block.id) && !inServer.has(block.id)) out.push(block);
  return out;
}
