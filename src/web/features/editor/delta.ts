import type { BlockInput } from "@/shared/api/blocks";
import { type EditorBlock, toBlockInput } from "./model";

/** What the server holds, as the last save (or load) left it: each block's content by id, and the order. */
export type SavedSnapshot = { content: ReadonlyMap<string, string>; order: readonly string[] };

// The reducer keeps every untouched block object as it was, so a block's key is worked out once
// and each save of a long list only serialises the blocks edited since.
const contentKeys = new WeakMap<EditorBlock, string>();
function contentKey(block: EditorBlock): string {
  let key = contentKeys.get(block);
  if (key === undefined) {
    const { id: _id, ...rest } = toBlockInput(block);
    key = JSON.stringify(rest);
    contentKeys.set(block, key);
  }
  return key;
}

export function snapshotOf(blocks: readonly EditorBlock[]): SavedSnapshot {
  return {
    content: new Map(blocks.map((block) => [block.id, contentKey(block)])),
    order: blocks.map((block) => block.id),
  };
}

export type BlocksDelta = { upsert: BlockInput[]; remove: string[]; order?: string[] };

/**
 * Only what changed between the saved snapshot and the editor's list: changed and new blocks,
 * removed ids, and the whole order when it is not the saved one with new blocks at the end.
 */
export function computeDelta(saved: SavedSnapshot, blocks: readonly EditorBlock[]): BlocksDelta {
  const upsert: BlockInput[] = [];
  const ids: string[] = [];
  for (const block of blocks) {
    ids.push(block.id);
    if (saved.content.get(block.id) !== contentKey(block)) upsert.push(toBlockInput(block));
  }
  const present = new Set(ids);
  const remove = saved.order.filter((id) => !present.has(id));
  const kept = saved.order.filter((id) => present.has(id));
  const existing = ids.filter((id) => saved.content.has(id));
  const sameOrder = kept.length === existing.length && kept.every((id, i) => id === existing[i]);
  // New blocks the server appends need no order; anywhere else they do.
  const newOnlyAtEnd = ids.slice(existing.length).every((id) => !saved.content.has(id));
  const delta: BlocksDelta = { upsert, remove };
  if (!sameOrder || !newOnlyAtEnd) delta.order = ids;
  return delta;
}

export const isEmptyDelta = (delta: BlocksDelta) =>
  delta.upsert.length === 0 && delta.remove.length === 0 && !delta.order;
