import type { TextField } from "./model";

/** The columns a writer may size: the block's type and its three texts. */
export type SizedColumn = "type" | TextField;

export const TEXT_COLUMNS: readonly TextField[] = ["originalText", "translation", "expansion"];

/** How the writer laid the table out: columns hidden and widths dragged (px), kept per user. */
export type ColumnPrefs = {
  hidden: TextField[];
  widths: Partial<Record<SizedColumn, number>>;
};

export const DEFAULT_PREFS: ColumnPrefs = { hidden: [], widths: {} };

/** Fixed parts of a wide row, in px (they match the classes of the header and the rows). */
export const TYPE_WIDTH = 176;
export const ACTIONS_WIDTH = 72;
export const COLUMN_GAP = 12;
export const ROW_PADDING = 24;
/** Below this a text column reads like a newspaper's: panels overlay the table rather than dock. */
export const MIN_TEXT_WIDTH = 300;

export const LIMITS: Record<SizedColumn, [number, number]> = {
  type: [128, 400],
  originalText: [200, 1600],
  translation: [200, 1600],
  expansion: [200, 1600],
};

export function clampWidth(column: SizedColumn, width: number): number {
  const [min, max] = LIMITS[column];
  return Math.round(Math.min(max, Math.max(min, width)));
}

/** The text columns shown, in order. At least the original stays when everything was hidden. */
export function visibleColumns(prefs: ColumnPrefs): TextField[] {
  const shown = TEXT_COLUMNS.filter((c) => !prefs.hidden.includes(c));
  return shown.length ? shown : ["originalText"];
}

/** Hides or shows one text column; the last one shown cannot be hidden. */
export function toggleColumn(prefs: ColumnPrefs, column: TextField): ColumnPrefs {
  if (prefs.hidden.includes(column)) return { ...prefs, hidden: prefs.hidden.filter((c) => c !== column) };
  if (visibleColumns(prefs).length <= 1) return prefs;
  return { ...prefs, hidden: [...prefs.hidden, column] };
}

/** The focus layout: the original and the one column the writer writes in, nothing else. */
export function focusOn(prefs: ColumnPrefs, column: "translation" | "expansion" | null): ColumnPrefs {
  if (column === null) return { ...prefs, hidden: [] };
  return { ...prefs, hidden: TEXT_COLUMNS.filter((c) => c !== "originalText" && c !== column) };
}

/** Which focus layout the prefs amount to, if any. */
export function focusOf(prefs: ColumnPrefs): "translation" | "expansion" | null {
  const shown = visibleColumns(prefs);
  if (shown.length !== 2 || shown[0] !== "originalText") return null;
  return shown[1] === "originalText" ? null : (shown[1] as "translation" | "expansion");
}

export function setWidth(prefs: ColumnPrefs, column: SizedColumn, width: number | null): ColumnPrefs {
  const widths = { ...prefs.widths };
  if (width === null) delete widths[column];
  else widths[column] = clampWidth(column, width);
  return { ...prefs, widths };
}

/**
 * The text column that takes what is left of the row: it has no dragged width (the last shown
 * one when all have), so the row always fills the table.
 */
function flexibleColumns(prefs: ColumnPrefs): Set<TextField> {
  const shown = visibleColumns(prefs);
  const free = shown.filter((c) => prefs.widths[c] === undefined);
  return new Set(free.length ? free : [shown[shown.length - 1]]);
}

/** The CSS grid template of a wide row: type, the shown texts, the row's buttons. */
export function gridTemplate(prefs: ColumnPrefs): string {
  const flexible = flexibleColumns(prefs);
  const texts = visibleColumns(prefs).map((c) =>
    flexible.has(c) ? "minmax(0,1fr)" : `${prefs.widths[c]}px`,
  );
  return [`${prefs.widths.type ?? TYPE_WIDTH}px`, ...texts, `${ACTIONS_WIDTH}px`].join(" ");
}

/** Whether a column has an edge to drag (the flexible ones follow the others). */
export function isResizable(prefs: ColumnPrefs, column: SizedColumn): boolean {
  if (column === "type") return true;
  const flexible = flexibleColumns(prefs);
  return !(flexible.size === 1 && flexible.has(column));
}

/**
 * Whether a side panel `panelWidth` wide can sit beside a table `width` wide (both in px) and
 * leave every shown text column at least MIN_TEXT_WIDTH; otherwise it goes over the table.
 */
export function canDock(prefs: ColumnPrefs, width: number, panelWidth: number, gap: number): boolean {
  const shown = visibleColumns(prefs);
  const flexible = flexibleColumns(prefs);
  let fixed =
    ROW_PADDING + (prefs.widths.type ?? TYPE_WIDTH) + ACTIONS_WIDTH + (shown.length + 1) * COLUMN_GAP;
  for (const c of shown) if (!flexible.has(c)) fixed += prefs.widths[c] ?? 0;
  const left = width - panelWidth - gap - fixed;
  return left / flexible.size >= MIN_TEXT_WIDTH;
}

/** Reads stored prefs, keeping only what still makes sense (an old or hand-edited value). */
export function parsePrefs(raw: string | null): ColumnPrefs {
  if (!raw) return DEFAULT_PREFS;
  try {
    const value = JSON.parse(raw) as { hidden?: unknown; widths?: unknown };
    const hidden = Array.isArray(value.hidden)
      ? TEXT_COLUMNS.filter((c) => (value.hidden as unknown[]).includes(c))
      : [];
    let prefs: ColumnPrefs = { hidden: hidden.length === TEXT_COLUMNS.length ? [] : hidden, widths: {} };
    const widths =
      value.widths && typeof value.widths === "object" ? (value.widths as Record<string, unknown>) : {};
    for (const column of ["type", ...TEXT_COLUMNS] as SizedColumn[]) {
      const width = widths[column];
      if (typeof width === "number" && Number.isFinite(width)) prefs = setWidth(prefs, column, width);
    }
    return prefs;
  } catch {
    return DEFAULT_PREFS;
  }
}
