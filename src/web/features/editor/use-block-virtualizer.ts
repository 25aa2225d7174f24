import {
  defaultRangeExtractor,
  type Range,
  useWindowVirtualizer,
  type Virtualizer,
} from "@tanstack/react-virtual";
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from "react";
import type { EditorBlock } from "./model";
import type { Field } from "./use-block-commands";

/**
 * How a revealed block comes into view: 'nearest' scrolls the row just enough (moving from block
 * to block); 'center' leaves a fully visible field where it is and centres a hidden one (a link,
 * a find match).
 */
export type RevealAlign = "nearest" | "center";

/** What the block table lets the editor do with rows that may not be rendered. */
export type BlockTableHandle = {
  /**
   * Renders the block's row, focuses one of its fields and scrolls it into view; resolves once
   * the field has the focus (or when another reveal takes over).
   */
  reveal: (blockId: string, field?: Field, align?: RevealAlign) => Promise<void>;
};

/** Frames in which a revealed row is brought back into view while the rows around it are measured. */
const SETTLE_FRAMES = 3;
/** Rows rendered beyond each edge of the window, so Tab and short scrolls find them there. */
const OVERSCAN = 4;
/** Heights to start from before a row is measured: a table row, or a card on narrow screens. */
const ESTIMATE_ROW_PX = 160;
const ESTIMATE_CARD_PX = 520;

type Pending = { id: string; field: Field; align: RevealAlign; done: () => void };

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** How much of the element the window shows, below the app's sticky header. */
function visibility(el: Element): "all" | "part" | "none" {
  const rect = el.getBoundingClientRect();
  const top = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  if (rect.bottom <= top || rect.top >= window.innerHeight) return "none";
  return rect.top < top || rect.bottom > window.innerHeight ? "part" : "all";
}

/**
 * The blocks' keys in order, the same array for as long as the order stays: the virtualizer
 * works its row offsets out again only when the keys change, not when a block's text does.
 */
function useKeys(blocks: readonly EditorBlock[]): readonly string[] {
  const ref = useRef<{ blocks: readonly EditorBlock[] | null; keys: readonly string[] }>({
    blocks: null,
    keys: [],
  });
  // The table renders again for reasons other than the list (the settled page, a reveal): the
  // same list needs no second look at its thousands of ids.
  if (ref.current.blocks === blocks) return ref.current.keys;
  const previous = ref.current.keys;
  const same = previous.length === blocks.length && blocks.every((block, i) => block.id === previous[i]);
  ref.current = { blocks, keys: same ? previous : blocks.map((block) => block.id) };
  return ref.current.keys;
}

/**
 * A row's height. A row just mounted keeps the height already known (or the estimate) instead of
 * being measured at once: reading its size there would lay the page out in the middle of React's
 * commit, a second time before every paint. The ResizeObserver reports the real height right
 * after the browser's own layout and before it paints, and the rows are moved then.
 */
function rowHeight(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
) {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  if (entry) return Math.round(element.getBoundingClientRect().height);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}

/** Adds indexes to a sorted range (without repeating them), keeping it sorted. */
function withIndexes(range: number[], extra: readonly number[]) {
  const wanted = extra.filter((i, at) => i >= 0 && !range.includes(i) && extra.indexOf(i) === at);
  return wanted.length ? [...range, ...wanted].sort((a, b) => a - b) : range;
}

/**
 * Renders only the rows in and near the window (the page scrolls, not the table), measuring each
 * row as it renders since textareas grow with their text. The active row stays rendered wherever
 * it is, so the field being typed in never loses focus to scrolling; `reveal` brings any block in.
 */
export function useBlockVirtualizer(
  blocks: readonly EditorBlock[],
  activeId: string | null,
  /** Whether the rows are a table (wide screens) or cards; null when unknown. */
  wide: boolean | null,
) {
  const listRef = useRef<HTMLElement | null>(null);
  // Where the list starts in the page: what is above it (header, toolbar, notices) can change.
  const [scrollMargin, setScrollMargin] = useState(0);
  const pending = useRef<Pending | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const activeIndex = activeId === null ? -1 : blocks.findIndex((b) => b.id === activeId);
  const want = pending.current;
  const pendingIndex = want ? blocks.findIndex((b) => b.id === want.id) : -1;
  const keys = useKeys(blocks);
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  // Taken once: the width decides between table rows and the taller phone cards.
  const [estimate] = useState(() => (wide === true ? ESTIMATE_ROW_PX : ESTIMATE_CARD_PX));
  const estimateSize = useCallback(() => estimate, [estimate]);
  const rangeExtractor = useCallback(
    (range: Range) => withIndexes(defaultRangeExtractor(range), [activeIndex, pendingIndex]),
    [activeIndex, pendingIndex],
  );
  // The first paint renders only the rows in view; the rows around them follow right after it.
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOverscan(OVERSCAN));
    return () => cancelAnimationFrame(frame);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: blocks.length,
    estimateSize,
    getItemKey,
    rangeExtractor,
    overscan,
    scrollMargin,
    // The first render already fills the window instead of waiting for it to be measured.
    initialRect:
      typeof window !== "undefined" ? { width: window.innerWidth, height: window.innerHeight } : undefined,
    // Scrolling re-renders the few rows in view with React's normal scheduling.
    useFlushSync: false,
    measureElement: rowHeight,
    // The virtualizer places the rows and sizes the list itself: a row growing as the writer types
    // moves the rows below it without rendering the table again.
    directDomUpdates: true,
    directDomUpdatesMode: "position",
  });

  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => setScrollMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
    // The observer reports once as soon as the page is laid out, so the first paint needs no layout
    // of its own (until then the margin is 0, which only widens the range of rows rendered).
    // Anything above the list changing height changes the page's height too.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  // A reveal asked for: once its row is rendered (the range always takes it in), focus the field
  // and scroll it into view. The row sits where the estimated heights above it put it; the rows
  // around it are measured once they render, which can move it, so it is brought back into view
  // for a few frames. (The DOM's scrollIntoView, not the virtualizer's scrollToIndex: the latter
  // assumes the list ends the page, and the final copy follows it here.)
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target || pendingIndex === -1) return;
    const fieldOf = () => {
      const row = listRef.current?.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(target.id)}"]`);
      const field =
        row?.querySelector<HTMLElement>(`[data-field="${target.field}"]`) ?? row?.querySelector("textarea");
      return row && field ? { row, field } : null;
    };
    const found = fieldOf();
    if (!found) return;
    pending.current = null;
    found.field.focus({ preventScroll: true });
    // A centred field is only brought back in later frames when it moved out of view entirely:
    // the caller may fine-tune its place (the find bar centres the match in a tall field).
    const place = (first: boolean) => {
      const now = fieldOf();
      if (!now) return;
      if (target.align === "nearest") {
        now.row.scrollIntoView({ block: "nearest" });
        return;
      }
      const shown = visibility(now.field);
      if (shown === "none" || (first && shown === "part")) now.field.scrollIntoView({ block: "center" });
    };
    place(true);
    target.done();
    void (async () => {
      for (let frame = 0; frame < SETTLE_FRAMES && pending.current === null; frame++) {
        await nextFrame();
        place(false);
      }
    })();
  });

  const reveal = useCallback(
    (id: string, field: Field = "originalText", align: RevealAlign = "nearest") =>
      new Promise<void>((done) => {
        pending.current?.done();
        pending.current = { id, field, align, done };
        rerender();
      }),
    [],
  );

  // The list's element: ours to find rows in, the virtualizer's to size.
  const listElement = useCallback(
    (node: HTMLElement | null) => {
      listRef.current = node;
      virtualizer.containerRef(node);
    },
    [virtualizer],
  );

  return { virtualizer, reveal, listElement };
}
