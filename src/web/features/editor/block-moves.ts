import type { EditorBlock } from "./model";

/**
 * Pure changes of the block list's membership and order, each returning the same array when it
 * changes nothing (the reducer then records no step and saves nothing).
 */

/** Without the blocks of `ids`; unchanged when that would leave the table empty (it keeps one block). */
export function removeMany(list: readonly EditorBlock[], ids: readonly string[]): readonly EditorBlock[] {
  const gone = new Set(ids);
  const next = list.filter((b) => !gone.has(b.id));
  return next.length === list.length || next.length === 0 ? list : next;
}

/**
 * The blocks of `ids` one place up (-1) or down (+1), each past its nearest neighbour that is not
 * moving; a block already at the edge stays, and those stacked against it stay with it. With
 * `shown` (a filter hides the other blocks), a place is a shown block: a block moves past the
 * hidden ones and the next shown one together, so every press moves it on the screen.
 */
export function moveMany(
  list: readonly EditorBlock[],
  ids: readonly string[],
  delta: -1 | 1,
  shown?: ReadonlySet<string>,
): readonly EditorBlock[] {
  const moving = new Set(ids);
  const hidden = (b: EditorBlock) => shown !== undefined && !shown.has(b.id) && !moving.has(b.id);
  const next = list.slice();
  let changed = false;
  // Blocks are taken from the edge they move towards: each move rearranges only places on that
  // side of the next moving block, which is therefore still at its index in `list`.
  for (let from = delta === -1 ? 0 : list.length - 1; from >= 0 && from < list.length; from -= delta) {
    const block = list[from];
    if (!moving.has(block.id)) continue;
    let past = from + delta;
    while (past >= 0 && past < next.length && hidden(next[past])) past += delta;
    // At the edge, or stacked against a moving block that could not move: it stays.
    if (past < 0 || past >= next.length || moving.has(next[past].id)) continue;
    // The blocks it passes shift one place back, and it takes the place of the last one.
    for (let i = from; i !== past; i += delta) next[i] = next[i + delta];
    next[past] = block;
    changed = true;
  }
  return changed ? next : list;
}

/**
 * The blocks of `ids` (in their list order) taken out and put back just before the block
 * `before` (at the end when it is null); unchanged when `before` is one of them or unknown.
 */
export function moveTo(
  list: readonly EditorBlock[],
  ids: readonly string[],
  before: string | null,
): readonly EditorBlock[] {
  const moving = new Set(ids);
  if (before !== null && (moving.has(before) || !list.some((b) => b.id === before))) return list;
  const taken = list.filter((b) => moving.has(b.id));
  if (taken.length === 0) return list;
  const rest = list.filter((b) => !moving.has(b.id));
  const at = before === null ? rest.length : rest.findIndex((b) => b.id === before);
  const next = [...rest.slice(0, at), ...taken, ...rest.slice(at)];
  return next.every((b, i) => b === list[i]) ? list : next;
}

/**
 * The blocks of `ids` (in their list order) moved so that the first of them is at `position`
 * (1-based, in the whole list); past the end, they go last.
 */
export function moveToPosition(
  list: readonly EditorBlock[],
  ids: readonly string[],
  position: number,
): readonly EditorBlock[] {
  const moving = new Set(ids);
  const rest = list.filter((b) => !moving.has(b.id));
  return moveTo(list, ids, rest[position - 1]?.id ?? null);
}

/** The `count` blocks from block `id` on replaced by `blocks` (a split: one by two; a merge: two by one). */
export function splice(
  list: readonly EditorBlock[],
  id: string,
  count: number,
  blocks: readonly EditorBlock[],
): readonly EditorBlock[] {
  const at = list.findIndex((b) => b.id === id);
  if (at === -1 || at + count > list.length) return list;
  return [...list.slice(0, at), ...blocks, ...list.slice(at + count)];
}
