// A table built of divs, for lists that render only the rows in view (their rows are placed one by
// one, which <table> layout cannot do). The roles keep what a <table> tells screen readers: rows,
// column headers, cells, and with aria-rowcount / aria-rowindex each row's place in the whole.
import type { ComponentProps } from "react";

type Div = ComponentProps<"div">;

export function RoleTable(props: Div & { "aria-label": string; "aria-rowcount": number }) {
  // biome-ignore lint/a11y/useSemanticElements: rows placed one by one cannot live in a <table>
  return <div role="table" {...props} />;
}

export function RoleRowGroup(props: Div) {
  // biome-ignore lint/a11y/useSemanticElements: part of a RoleTable
  return <div role="rowgroup" {...props} />;
}

/** `aria-rowindex` counts from 1 in the whole table, header row included. */
export function RoleRow(props: Div & { "aria-rowindex": number }) {
  // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a row of a RoleTable, which is not a grid: its cells' controls take the focus
  return <div role="row" {...props} />;
}

export function RoleColumnHeader(props: Div) {
  // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a header cell of a RoleTable
  return <div role="columnheader" {...props} />;
}

export function RoleCell(props: Div) {
  // biome-ignore lint/a11y/useSemanticElements: a cell of a RoleTable
  return <div role="cell" {...props} />;
}
