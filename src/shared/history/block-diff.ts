import { type DiffPart, diffWords } from "./word-diff";

/** The fields of a block the history compares. */
export type ComparableBlock = {
  id: string;
  type: string;
  originalText: string;
  translation?: string | null;
  expansion: string;
};

export const COMPARED_FIELDS = ["originalText", "translation", "expansion"] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

export type BlockDiffEntry = {
  id: string;
  status: "added" | "removed" | "changed" | "same";
  /** The block in the older list (null when added) and in the newer one (null when removed). */
  before: ComparableBlock | null;
  after: ComparableBlock | null;
  typeChanged: boolean;
  moved: boolean;
  /** Word diffs of the text fields that differ. */
  fields: Partial<Record<ComparedField, DiffPart[]>>;
};

/**
 * Block-by-block comparison of an older list with a newer one, in the newer list's order with each
 * removed block shown where it stood before (after the block that preceded it).
 */
export function diffBlockLists(
  before: readonly ComparableBlock[],
  after: readonly ComparableBlock[],
): BlockDiffEntry[] {
  const oldById = new Map(before.map((b, i) => [b.id, { block: b, index: i }]));
  const newIds = new Set(after.map((b) => b.id));
  const entries: BlockDiffEntry[] = [];
  let lastOldIndex = -1;
  const flushRemovedUpTo = (limit: number) => {
    for (let i = lastOldIndex + 1; i < limit; i++) {
      const gone = before[i];
      if (!newIds.has(gone.id))
        entries.push({
          id: gone.id,
          status: "removed",
          before: gone,
          after: null,
          typeChanged: false,
          moved: false,
          fields: {},
        });
    }
  };
  for (const block of after) {
    const old = oldById.get(block.id);
    if (!old) {
      entries.push({
        id: block.id,
        status: "added",
        before: null,
        after: block,
        typeChanged: false,
        moved: false,
        fields: {},
      });
      continue;
    }
    const moved = old.index < lastOldIndex;
    if (!moved) {
      flushRemovedUpTo(old.index);
      lastOldIndex = old.index;
    }
    const fields: BlockDiffEntry["fields"] = {};
    for (const field of COMPARED_FIELDS) {
      const a = old.block[field] ?? "";
      const b = block[field] ?? "";
      if (a !== b) fields[field] = diffWords(a, b);
    }
    const typeChanged = old.block.type !== block.type;
    const changed = typeChanged || Object.keys(fields).length > 0;
    entries.push({
      id: block.id,
      status: changed ? "changed" : "same",
      before: old.block,
      after: block,
      typeChanged,
      moved,
      fields,
    });
  }
  flushRemovedUpTo(before.length);
  return entries;
}
