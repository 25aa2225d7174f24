import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useElementWidth } from "@/web/lib/use-element-width";
import { type ColumnPrefs, clampWidth, LIMITS, type SizedColumn, setWidth } from "./columns";

/** What one arrow key press moves a column's edge, in px. */
const STEP = 24;
/** A neighbour never gets narrower than this while another column grows. */
const NEIGHBOUR_MIN = 200;

type Props = {
  column: SizedColumn;
  title: string;
  onColumnsChange: (change: (prefs: ColumnPrefs) => ColumnPrefs) => void;
};

/**
 * The draggable right edge of a column header. Arrow keys move it too, and a double click or
 * Delete gives the column back its own width.
 */
export function ColumnResizer({ column, title, onColumnsChange }: Props) {
  const { t } = useTranslation("editor");
  const drag = useRef<{ x: number; width: number; max: number } | null>(null);
  // The header cell's width, for screen readers (a focusable separator tells its value).
  const [cell, setCell] = useState<HTMLElement | null>(null);
  const width = useElementWidth(cell);

  // How far the column may grow: as far as its text neighbours can give without going below the minimum.
  const measure = (handle: HTMLElement) => {
    const cell = handle.parentElement;
    const width = cell?.getBoundingClientRect().width ?? 0;
    let room = 0;
    for (const other of cell?.parentElement?.querySelectorAll<HTMLElement>("[data-column]") ?? []) {
      if (other === cell || other.dataset.column === "type") continue;
      room += Math.max(0, other.getBoundingClientRect().width - NEIGHBOUR_MIN);
    }
    return { width, max: width + room };
  };
  const resize = (width: number, max: number) =>
    onColumnsChange((prefs) => setWidth(prefs, column, clampWidth(column, Math.min(max, width))));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const { width, max } = measure(event.currentTarget);
    drag.current = { x: event.clientX, width, max };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start) resize(start.width + event.clientX - start.x, start.max);
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = event.key === "ArrowLeft" ? -STEP : event.key === "ArrowRight" ? STEP : 0;
    if (delta) {
      event.preventDefault();
      const { width, max } = measure(event.currentTarget);
      resize(width + delta, max);
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      onColumnsChange((prefs) => setWidth(prefs, column, null));
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be dragged or take the focus
    <div
      ref={(handle) => setCell(handle?.parentElement ?? null)}
      role="separator"
      aria-orientation="vertical"
      aria-valuenow={width}
      aria-valuemin={LIMITS[column][0]}
      aria-valuemax={LIMITS[column][1]}
      aria-label={t("columns.resize", { column: title })}
      title={t("columns.resizeTitle")}
      tabIndex={0}
      data-testid={`resize-${column}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      onDoubleClick={() => onColumnsChange((prefs) => setWidth(prefs, column, null))}
      className="absolute -top-2 -bottom-2 -right-2.5 z-10 flex w-3 cursor-col-resize touch-none justify-center outline-none after:h-full after:w-0.5 after:rounded-full after:bg-transparent hover:after:bg-primary/50 focus-visible:after:bg-primary"
    />
  );
}
