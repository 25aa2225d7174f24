import { mergeOrder } from "@/shared/history/merge-order";
import type { EditorBlock } from "./model";

/** One block's change in a step: null before means it was added, null after that it was removed. */
export type BlockChange = { id: string; before: EditorBlock | null; after: EditorBlock | null };

/**
 * One undoable step, kept per block (not as a copy of the list) so undoing it brings back only
 * what this step changed and leaves edits made elsewhere since (another tab, a merge) alone.
 */
export type UndoStep = {
  changes: BlockChange[];
  orderBefore: string[];
  orderAfter: string[];
  /** Consecutive steps of one group (typing in one field) within COALESCE_MS become one. */
  group?: string;
  at: number;
};

export type UndoState = { past: UndoStep[]; future: UndoStep[] };

export const UNDO_LIMIT = 200;
export const COALESCE_MS = 1000;
export const emptyUndo: UndoState = { past: [], future: [] };

/**
 * The ids of a list in order, one array per list: every keystroke records a step, and a long
 * project's order is the same list of ids from one step to the next (steps only read them).
 */
const keysByList = new WeakMap<readonly EditorBlock[], readonly string[]>();
function keys(list: readonly EditorBlock[]): string[] {
  let ids = keysByList.get(list);
  if (!ids) {
    ids = list.map((b) => b.id);
    keysByList.set(list, ids);
  }
  return ids as string[];
}

/** The step that turns `before` into `after` (null when they hold the same blocks in the same order). */
export function diffStep(
  before: readonly EditorBlock[],
  after: readonly EditorBlock[],
  at: number,
  group?: string,
): UndoStep | null {
  const inPlace = changedInPlace(before, after);
  if (inPlace) {
    if (inPlace.length === 0) return null;
    const order = keys(before);
    keysByList.set(after, order);
    return { changes: inPlace, orderBefore: order, orderAfter: order, group, at };
  }
  const old = new Map(before.map((b) => [b.id, b]));
  const changes: BlockChange[] = [];
  for (const block of after) {
    const prev = old.get(block.id);
    if (prev !== block) changes.push({ id: block.id, before: prev ?? null, after: block });
    old.delete(block.id);
  }
  for (const gone of old.values()) changes.push({ id: gone.id, before: gone, after: null });
  const orderBefore = keys(before);
  const orderAfter = keys(after);
  const sameOrder =
    orderBefore.length === orderAfter.length && orderBefore.every((k, i) => k === orderAfter[i]);
  if (changes.length === 0 && sameOrder) return null;
  return { changes, orderBefore, orderAfter, group, at };
}

/**
 * The changes when `after` holds the same blocks in the same places as `before` (the common case:
 * an edit to some blocks), found by comparing places instead of building maps; null otherwise.
 */
function changedInPlace(before: readonly EditorBlock[], after: readonly EditorBlock[]): BlockChange[] | null {
  if (before.length !== after.length) return null;
  const changes: BlockChange[] = [];
  for (let i = 0; i < after.length; i++) {
    if (after[i] === before[i]) continue;
    if (after[i].id !== before[i].id) return null;
    changes.push({ id: after[i].id, before: before[i], after: after[i] });
  }
  return changes;
}

/** Records a step: clears redo, folds typing into the previous step, keeps at most UNDO_LIMIT. */
export function record(state: UndoState, step: UndoStep): UndoState {
  const last = state.past[state.past.length - 1];
  if (last && step.group && last.group === step.group && step.at - last.at < COALESCE_MS) {
    const merged: UndoStep = {
      ...last,
      changes: last.changes.map((c) => ({
        ...c,
        after: step.changes.find((s) => s.id === c.id)?.after ?? c.after,
      })),
      orderAfter: step.orderAfter,
      at: step.at,
    };
    return { past: [...state.past.slice(0, -1), merged], future: [] };
  }
  return { past: [...state.past, step].slice(-UNDO_LIMIT), future: [] };
}

/**
 * Applies a step to the current list backwards (undo) or forwards (redo): each changed block
 * takes its other side's content, and the order
 * goes back to the step's other side, merged with any order changes made since.
 */
export function applyStep(
  list: readonly EditorBlock[],
  step: UndoStep,
  direction: "undo" | "redo",
): EditorBlock[] {
  const target = new Map(step.changes.map((c) => [c.id, direction === "undo" ? c.before : c.after] as const));
  const next = new Map(list.map((b) => [b.id, b]));
  for (const [id, block] of target) {
    if (block === null) next.delete(id);
    else next.set(id, block);
  }
  const [from, to] =
    direction === "undo" ? [step.orderAfter, step.orderBefore] : [step.orderBefore, step.orderAfter];
  const order = mergeOrder(from, keys(list), to) ?? to;
  const seen = new Set<string>();
  const result: EditorBlock[] = [];
  for (const id of [...order, ...keys(list), ...target.keys()]) {
    const block = next.get(id);
    if (block && !seen.has(id)) {
      seen.add(id);
      result.push(block);
    }
  }
  return result;
}

export function undo(state: UndoState, list: readonly EditorBlock[]) {
  const step = state.past[state.past.length - 1];
  if (!step) return null;
  return {
    state: { past: state.past.slice(0, -1), future: [...state.future, step] },
    list: applyStep(list, step, "undo"),
  };
}

export function redo(state: UndoState, list: readonly EditorBlock[]) {
  const step = state.future[state.future.length - 1];
  if (!step) return null;
  return {
    state: { past: [...state.past, step], future: state.future.slice(0, -1) },
    list: applyStep(list, step, "redo"),
  };
}
