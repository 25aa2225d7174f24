import { moveMany, moveTo, moveToPosition, removeMany, splice } from "./block-moves";
import { type BlockPatch, type EditorBlock, settleEdit } from "./model";

export type BlocksAction =
  /** Replace the whole list (load, reload, analysis, template, translation). */
  | { type: "replace"; blocks: EditorBlock[]; fromServer?: boolean }
  | { type: "update"; id: string; patch: BlockPatch }
  /** Several blocks at once (a replace-all): one undo step, whatever the number of blocks. */
  | { type: "patch"; patches: readonly { id: string; patch: BlockPatch }[] }
  /** Insert at `index` (clamped to the list). */
  | { type: "insert"; index: number; block: EditorBlock }
  | { type: "remove"; id: string }
  /** `shown`: the blocks a filter shows, when one is on (a move passes the hidden ones). */
  | { type: "move"; id: string; delta: -1 | 1; shown?: ReadonlySet<string> }
  /** The selection's bulk actions: each one undo step, whatever the number of blocks. */
  | { type: "remove-many"; ids: readonly string[] }
  | { type: "move-many"; ids: readonly string[]; delta: -1 | 1; shown?: ReadonlySet<string> }
  /** Blocks put just before `before` (at the end when null): a drag and drop. */
  | { type: "move-to"; ids: readonly string[]; before: string | null }
  /** Blocks moved so the first of them is at `position` (1-based): "move to position". */
  | { type: "move-to-position"; ids: readonly string[]; position: number }
  /** `count` blocks from `id` on replaced by `blocks`: a split (one by two) or a merge (two by one). */
  | { type: "splice"; id: string; count: number; blocks: readonly EditorBlock[] }
  /** Undo or redo put this list back; it is saved like any edit but is not itself recorded. */
  | { type: "history"; blocks: EditorBlock[] };

/** Whether the action changes content the server must receive (what came from the server does not). */
export function marksDirty(action: BlocksAction): boolean {
  return !(action.type === "replace" && action.fromServer);
}

/**
 * The undo group an action's step joins (typing in one field folds into one step), undefined for
 * a step of its own, false for what undo must not take back (lists that came from the server).
 */
export function undoGroup(action: BlocksAction): string | false | undefined {
  switch (action.type) {
    case "update":
      return `${action.id}:${Object.keys(action.patch).sort().join(",")}`;
    case "replace":
      return action.fromServer ? false : undefined;
    case "history":
      return false;
    default:
      return undefined;
  }
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
      next[index] = settleEdit(state[index], { ...state[index], ...action.patch });
      return next;
    }
    case "patch": {
      const byId = new Map(action.patches.map((p) => [p.id, p.patch]));
      let changed = false;
      const next = state.map((block) => {
        const patch = byId.get(block.id);
        if (!patch || sameValues(block, patch)) return block;
        changed = true;
        return settleEdit(block, { ...block, ...patch });
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
    case "move":
      return moveMany(state, [action.id], action.delta, action.shown);
    case "remove-many":
      return removeMany(state, action.ids);
    case "move-many":
      return moveMany(state, action.ids, action.delta, action.shown);
    case "move-to":
      return moveTo(state, action.ids, action.before);
    case "move-to-position":
      return moveToPosition(state, action.ids, action.position);
    case "splice":
      return splice(state, action.id, action.count, action.blocks);
    case "history":
      return action.blocks;
  }
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
