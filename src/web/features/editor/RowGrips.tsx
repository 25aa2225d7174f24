import { GripVertical } from "lucide-react";
import { memo, type PointerEvent as ReactPointerEvent, useRef } from "react";

/** What the grips ask of the row's actions (the row's RowActions). */
type GripActions = {
  activate: (id: string) => void;
  move: (id: string, delta: -1 | 1) => void;
  select?: (id: string, range: boolean) => void;
  selectStep?: (id: string, delta: -1 | 1) => void;
  moveTo?: (id: string, target: string, after: boolean) => void;
};

type GripProps = { blockId: string; label: string; actions: GripActions };

/**
 * The row's check box: a click picks the block, a shift-click the range from the last one picked;
 * Shift+Space does the same from the keyboard and Shift+arrows reach to the next row.
 */
export const SelectBox = memo(function SelectBox({
  blockId,
  selected,
  label,
  actions,
}: GripProps & { selected: boolean }) {
  return (
    <input
      type="checkbox"
      data-field="select"
      aria-label={label}
      checked={selected}
      className="size-4 shrink-0 cursor-pointer accent-primary"
      onChange={() => {}}
      // No preventDefault: on a check box it makes the browser undo the tick after React has drawn
      // it, so the box just clicked showed the opposite of the selection.
      onClick={(event) => actions.select?.(blockId, event.shiftKey)}
      onKeyDown={(event) => {
        if (!event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
        if (event.key === " ") {
          event.preventDefault();
          actions.select?.(blockId, true);
        } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          event.preventDefault();
          actions.selectStep?.(blockId, event.key === "ArrowDown" ? 1 : -1);
        }
      }}
    />
  );
});

/** How far (px) the pointer goes before a press on the handle becomes a drag. */
const DRAG_THRESHOLD = 4;
/** Within this distance (px) of the window's top or bottom edge a drag scrolls the page. */
const SCROLL_EDGE = 72;

type Drop = { row: HTMLElement; after: boolean };

/** The row under the pointer, and whether the drop goes after it (the lower half) or before it. */
function dropAt(x: number, y: number, table: Element | null): Drop | null {
  const row = document
    .elementsFromPoint(x, y)
    .map((el) => el.closest<HTMLElement>("[data-block-id]"))
    .find((el) => el && table?.contains(el));
  if (!row) return null;
  const box = row.getBoundingClientRect();
  return { row, after: y > box.top + box.height / 2 };
}

/**
 * The handle a block is dragged by (a mouse, a pen or a finger: pointer events with the pointer
 * captured, so the page does not scroll under a finger). The row under the pointer shows where
 * the block will land; near the window's edges the page scrolls, and the virtualized table
 * renders the rows that come into view. The arrow keys on the handle move the block too.
 */
export const DragHandle = memo(function DragHandle({ blockId, label, actions }: GripProps) {
  const drag = useRef<{
    startY: number;
    dragging: boolean;
    drop: Drop | null;
    x: number;
    y: number;
    frame: number;
  } | null>(null);

  const mark = (drop: Drop | null) => {
    const current = drag.current;
    if (current?.drop && current.drop.row !== drop?.row) delete current.drop.row.dataset.drop;
    if (drop) drop.row.dataset.drop = drop.after ? "after" : "before";
    if (current) current.drop = drop;
  };

  const rowOf = (el: Element) => el.closest<HTMLElement>("[data-block-id]");
  const tableOf = (el: Element) => el.closest("[data-testid=block-table]");

  const finish = (event: ReactPointerEvent<HTMLButtonElement>, drop: boolean) => {
    const current = drag.current;
    if (!current) return;
    cancelAnimationFrame(current.frame);
    const row = rowOf(event.currentTarget);
    if (row) delete row.dataset.dragging;
    const target = current.drop;
    mark(null);
    drag.current = null;
    if (!drop || !current.dragging || !target) return;
    const targetId = target.row.dataset.blockId;
    if (targetId) actions.moveTo?.(blockId, targetId, target.after);
  };

  return (
    // Out of the Tab order (Tab goes from text to text); from the keyboard Ctrl+arrows move the block.
    <button
      type="button"
      tabIndex={-1}
      data-field="handle"
      aria-label={label}
      title={label}
      className="-my-1 flex size-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing"
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        actions.activate(blockId);
        drag.current = { startY: event.clientY, dragging: false, drop: null, x: 0, y: 0, frame: 0 };
      }}
      onPointerMove={(event) => {
        const current = drag.current;
        if (!current) return;
        current.x = event.clientX;
        current.y = event.clientY;
        if (!current.dragging) {
          if (Math.abs(event.clientY - current.startY) < DRAG_THRESHOLD) return;
          current.dragging = true;
          const row = rowOf(event.currentTarget);
          if (row) row.dataset.dragging = "true";
          const table = tableOf(event.currentTarget);
          // While the pointer rests near an edge the page keeps scrolling, and the drop follows.
          const scroll = () => {
            const now = drag.current;
            if (!now) return;
            const step = now.y < SCROLL_EDGE ? -12 : now.y > window.innerHeight - SCROLL_EDGE ? 12 : 0;
            if (step) {
              window.scrollBy(0, step);
              mark(dropAt(now.x, now.y, table));
            }
            now.frame = requestAnimationFrame(scroll);
          };
          current.frame = requestAnimationFrame(scroll);
        }
        mark(dropAt(event.clientX, event.clientY, tableOf(event.currentTarget)));
      }}
      onPointerUp={(event) => finish(event, true)}
      onPointerCancel={(event) => finish(event, false)}
      onLostPointerCapture={(event) => finish(event, false)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && drag.current) {
          event.preventDefault();
          finish(event as unknown as ReactPointerEvent<HTMLButtonElement>, false);
          return;
        }
        if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
        if (event.key === "ArrowUp" || event.key === "ArrowDown") {
          event.preventDefault();
          actions.move(blockId, event.key === "ArrowUp" ? -1 : 1);
        }
      }}
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
});
