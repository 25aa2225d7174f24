/** The blocks picked for a bulk action, and the one a range (shift-click) starts from. */
export type Selection = { ids: ReadonlySet<string>; anchor: string | null };

export const NO_SELECTION: Selection = { ids: new Set(), anchor: null };

/** One block in or out; it becomes the anchor of the next range. */
export function toggle(selection: Selection, id: string): Selection {
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: id };
}

/**
 * Every block from the anchor to `id` (in `order`, the rows shown) joins the selection; with no
 * anchor (or one no longer shown) it is a toggle of `id`. The anchor stays, so a second
 * shift-click reaches from the same block.
 */
export function extend(selection: Selection, id: string, order: readonly string[]): Selection {
  const from = selection.anchor === null ? -1 : order.indexOf(selection.anchor);
  const to = order.indexOf(id);
  if (from === -1 || to === -1) return toggle(selection, id);
  const ids = new Set(selection.ids);
  for (let i = Math.min(from, to); i <= Math.max(from, to); i++) ids.add(order[i]);
  return { ids, anchor: selection.anchor };
}

export function selectAll(order: readonly string[]): Selection {
  return { ids: new Set(order), anchor: order[0] ?? null };
}

/**
 * The selection without the blocks a filter now hides, so a bulk action (delete above all) never
 * reaches rows the writer cannot see. The same object when nothing is left out.
 */
export function keepOnly(selection: Selection, shown: ReadonlySet<string>): Selection {
  if ([...selection.ids].every((id) => shown.has(id))) return selection;
  const ids = new Set([...selection.ids].filter((id) => shown.has(id)));
  const anchor = selection.anchor !== null && shown.has(selection.anchor) ? selection.anchor : null;
  return { ids, anchor };
}

/** The selected ids in list order, leaving out blocks that are gone. */
export function selectedInOrder(selection: Selection, order: readonly { id: string }[]): string[] {
  if (selection.ids.size === 0) return [];
  return order.filter((b) => selection.ids.has(b.id)).map((b) => b.id);
}
