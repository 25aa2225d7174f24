import { memo, useMemo } from "react";
import { BlockTable, type BlockTableProps } from "./BlockTable";
import type { BlocksStore } from "./blocks-reducer";
import { filterRows } from "./filter/block-filter";
import type { BlockFiltersState } from "./filter/use-block-filters";
import { useBlocks } from "./use-blocks";

/**
 * The block table over the store itself: a keystroke re-renders the table and its one row only.
 * With a filter on it shows the blocks the filter lets through, numbered by their place in the list.
 */
export const LiveBlockTable = memo(function LiveBlockTable({
  store,
  filters,
  ...props
}: Omit<BlockTableProps, "blocks" | "positions"> & {
  store: BlocksStore;
  filters: BlockFiltersState;
}) {
  const blocks = useBlocks(store);
  const rows = useMemo(() => filterRows(blocks, filters.filters, filters.kept), [blocks, filters]);
  return rows ? (
    <BlockTable blocks={rows.blocks} positions={rows.positions} {...props} />
  ) : (
    <BlockTable blocks={blocks} {...props} />
  );
});
