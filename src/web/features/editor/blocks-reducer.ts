import type { Block } from "@/shared/api/blocks";
import type { BlockPatch, EditorBlock } from "./model";

export type BlocksAction =
  /** Replace the whole list (load, reload, analysis, template, translation). */
  | { type: "replace"; blocks: EditorBlock[]; fromServer?: boolean }
  | { type: "update"; id: string; patch: BlockPatch }
  /** Several blocks at once (a replace-all): one undo step, whatever the number of blocks. */
  | { type: "patch"; patches: readonly { id: string; patch: BlockPatch }[] }
  /** Insert at `index` (clamped to the list). */
  | { type: "insert"; index: number; block: EditorBlock }
  | { type: "remove"; id: string }
  | { type: "move"; id: string; delta: -1 | 1 }
  /**
   * A save answered: `sentIds[i]` is the client key of the i-th block sent and `saved[i]` the
   * server's block at that position. Only ids change, so edits made during the save survive.
   */
  | { type: "saved"; sentIds: readonly string[]; saved: readonly Pick<Block, "id">[] }
  /** A save answered with the saved ids of new blocks, by the client key they were sent under. */
  | { type: "ids"; ids: Readonly<Record<string, string>> }
  /** Undo or redo put this list back; it is saved like any edit but is not itself recorded. */
  | { type: "history"; blocks: EditorBlock[] };

/** Whether the action changes content the server must receive (what came from the server does not). */
export function marksDirty(action: BlocksAction): boolean {
  if (action.type === "saved" || action.type === "ids") return false;
  return !(action.type === "replace" && action.fromServer);
}

function sameValues(block: EditorBlock, patch: BlockPatch): boolean {
  for (const key of Object.keys(patch) as (keyof BlockPatch)[]) {
    if (block[key] !== patch[key]) return false;
  }
  return true;
}

/**
 * Pure reducer of the block list. It returns the same array when nothing changes, and keeps every
 * untouched block object as it was, so memoised rows skip rendering.
 */
export function blocksReducer(state: readonly EditorBlock[], action: BlocksAction): readonly EditorBlock[] {
  switch (action.type) {
    case "replace":
      return action.blocks;
    case "update": {
      const index = state.findIndex((b) => b.id === action.id);
      if (index === -1 || sameValues(state[index], action.patch)) return state;
      const next = state.slice();
      next[index] = { ...state[index], ...action.patch };
      return next;
    }
    case "patch": {
      const byId = new Map(action.patches.map((p) => [p.id, p.patch]));
      let changed = false;
      const next = state.map((block) => {
        const patch = byId.get(block.id);
        if (!patch || sameValues(block, patch)) return block;
        changed = true;
        return { ...block, ...patch };
      });
      return changed ? next : state;
    }
    case "insert": {
      const index = Math.max(0, Math.min(state.length, action.index));
      return [...state.slice(0, index), action.block, ...state.slice(index)];
    }
    case "remove": {
      // The table always keeps one block (an empty table would leave nowhere to type).
      if (state.length <= 1) return state;
      const next = state.filter((b) => b.id !== action.id);
      return next.length === state.length ? state : next;
    }
    case "move": {
      const index = state.findIndex((b) => b.id === action.id);
      const target = index + action.delta;
      if (index === -1 || target < 0 || target >= state.length) return state;
      const next = state.slice();
      [next[index], next[target]] = [next[target], next[index]];
      return next;
    }
    case "saved":
      return applyServerIds(state, action.sentIds, action.saved);
    case "ids": {
      let changed = false;
      const next = state.map((block) => {
        const serverId = block.serverId ? undefined : action.ids[block.id];
        if (!serverId) return block;
        changed = true;
        return { ...block, serverId };
      });
      return changed ? next : state;
    }
    case "history":
      return action.blocks;
  }
}

/** Gives blocks their server ids after a save (matched by position in what was sent). */
export function applyServerIds(
  state: readonly EditorBlock[],
  sentIds: readonly string[],
  saved: readonly Pick<Block, "id">[],
): readonly EditorBlock[] {
  const byKey = new Map<string, string>();
  sentIds.forEach((key, i) => {
    if (saved[i]) byKey.set(key, saved[i].id);
  });
  let changed = false;
  const next = state.map((block) => {
    const serverId = byKey.get(block.id);
    if (serverId === undefined || serverId === block.serverId) return block;
    changed = true;
    return { ...block, serverId };
  });
  return changed ? next : state;
}

/** A tiny external store: synchronous reads (a save always sends the latest list) and subscriptions. */
export type BlocksStore = {
  get: () => readonly EditorBlock[];
  dispatch: (action: BlocksAction) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createBlocksStore(
  initial: readonly EditorBlock[],
  onChange?: (action: BlocksAction, before: readonly EditorBlock[], after: readonly EditorBlock[]) => void,
): BlocksStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(action) {
      const next = blocksReducer(state, action);
      if (next === state) return;
      const before = state;
      state = next;
      onChange?.(action, before, next);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
