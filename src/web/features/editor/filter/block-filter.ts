import type { EditorBlock } from "../model";

/**
 * One way of narrowing the table (by type, by translation state…): a predicate over blocks.
 * The editor holds at most one filter of each kind and shows the blocks every one of them matches.
 */
export type BlockFilter = {
  /** What the filter is about ("type", "translation"): setting a kind again replaces it. */
  kind: string;
  /** Its words in the filter bar, in the interface language of the moment ("Type: Testimonial"). */
  label: () => string;
  /** What the filter's control chose (the types ticked), for the control to show it again. */
  value: unknown;
  matches: (block: EditorBlock) => boolean;
};

export type BlockFilters = Readonly<Record<string, BlockFilter>>;

export const NO_FILTERS: BlockFilters = {};

/** The filters with `kind` set to `filter`, or taken away when it is null. */
export function withFilter(filters: BlockFilters, kind: string, filter: BlockFilter | null): BlockFilters {
  if (filter) return { ...filters, [kind]: filter };
  if (!(kind in filters)) return filters;
  const { [kind]: _gone, ...rest } = filters;
  return rest;
}

/** The rows a filtered table shows: the blocks, and where each one sits in the whole list. */
export type FilteredRows = { blocks: readonly EditorBlock[]; positions: readonly number[] };

/**
 * The blocks every filter matches, plus the `kept` ones: a block the writer worked on while the
 * table was filtered stays shown (changing its type or translating it must not make the row
 * vanish under the caret). Null when no filter is on (the table shows the whole list).
 */
export function filterRows(
  blocks: readonly EditorBlock[],
  filters: BlockFilters,
  kept: ReadonlySet<string>,
): FilteredRows | null {
  const tests = Object.values(filters).map((f) => f.matches);
  if (tests.length === 0) return null;
  const shown: EditorBlock[] = [];
  const positions: number[] = [];
  blocks.forEach((block, i) => {
    if (kept.has(block.id) || tests.every((matches) => matches(block))) {
      shown.push(block);
      positions.push(i);
    }
  });
  return { blocks: shown, positions };
}

/** The ids of the blocks a filtered table shows; undefined when no filter is on. */
export function shownIds(
  blocks: readonly EditorBlock[],
  filters: BlockFilters,
  kept: ReadonlySet<string>,
): ReadonlySet<string> | undefined {
  const rows = filterRows(blocks, filters, kept);
  return rows ? new Set(rows.blocks.map((b) => b.id)) : undefined;
}

/** The type filter: blocks of any of `types`. */
export function typeFilter(types: readonly string[], label: () => string): BlockFilter | null {
  if (types.length === 0) return null;
  const wanted = new Set(types);
  return { kind: "type", label, value: [...types], matches: (block) => wanted.has(block.type) };
}

/** The types a type filter shows (none when there is no type filter). */
export function filteredTypes(filters: BlockFilters): readonly string[] {
  const value = filters.type?.value;
  return Array.isArray(value) ? value : [];
}

/** How many blocks of each type the list holds, most common first (ties in list order). */
export function typeCounts(blocks: readonly EditorBlock[]): { type: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const block of blocks) counts.set(block.type, (counts.get(block.type) ?? 0) + 1);
  return [...counts].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count);
}
