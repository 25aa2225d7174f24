import type { Block, BlockInput } from "@/shared/api/blocks";
import { type EditorBlock, toBlockInput } from "./model";

/** What the server holds, as the last save (or load) left it: content by saved id, and the order. */
export type SavedSnapshot = { content: ReadonlyMap<string, string>; order: readonly string[] };

const contentKey = (input: BlockInput) => {
  const { id: _id, ...rest } = input;
  return JSON.stringify(rest);
};

// The reducer keeps every untouched block object as it was, so a block's key is worked out once
// and each save of a long list only serialises the blocks edited since.
const editorKeys = new WeakMap<EditorBlock, string>();
function editorKey(block: EditorBlock): string {
  let key = editorKeys.get(block);
  if (key === undefined) {
    key = contentKey(toBlockInput(block));
    editorKeys.set(block, key);
  }
  return key;
}

export function snapshotOf(blocks: readonly (EditorBlock | Block)[]): SavedSnapshot {
  const content = new Map<string, string>();
  const order: string[] = [];
  for (const block of blocks) {
    const id = "serverId" in block ? block.serverId : block.id;
    if (!id) continue;
    content.set(
      id,
      "serverId" in block ? editorKey(block) : contentKey(toBlockInput({ ...block, serverId: id })),
    );
    order.push(id);
  }
  return { content, order };
}

export type BlocksDelta = { upsert: BlockInput[]; remove: string[]; order?: string[] };

/**
 * Only what changed between the saved snapshot and the editor's list: changed and new blocks (a
 * new block is sent under its client key, which the answer maps to its saved id), removed ids,
 * and the whole order when it is not the saved one with new blocks at the end.
 */
export function computeDelta(saved: SavedSnapshot, blocks: readonly EditorBlock[]): BlocksDelta {
  const upsert: BlockInput[] = [];
  const present = new Set<string>();
  const ids: string[] = [];
  for (const block of blocks) {
    const id = block.serverId ?? block.id;
    ids.push(id);
    if (block.serverId) {
      present.add(block.serverId);
      if (saved.content.get(block.serverId) === editorKey(block)) continue;
    }
    upsert.push({ ...toBlockInput(block), id });
  }
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
