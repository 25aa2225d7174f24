import { type RefObject, startTransition, useEffect, useRef, useState } from "react";
import { buildFinalCopy } from "@/shared/blocks/final-copy";
import { scheduleAfterPaint } from "./after-paint";
import type { EditorBlock } from "./model";

/** How long typing may run ahead of a final copy the writer can see (rebuilding per key is waste). */
const SHOWN_DELAY_MS = 150;
/** ...and of one far below the window (a long project's, while the writer works in the table). */
const HIDDEN_DELAY_MS = 1000;
/** How close to the window the final copy counts as shown: it is built before it scrolls in. */
const NEAR_MARGIN = "800px";

/**
 * True while the element is in or near the window. Without IntersectionObserver (tests in a
 * document without layout) it counts as shown.
 */
function useNearWindow(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setNear(entry.isIntersecting), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}

/**
 * The 'Final Reconstructed Copy' of `blocks`; null until first built. Shown (or about to be), it
 * follows the blocks within a fraction of a second, the first time once the page has painted.
 * Far below the window it follows a second after typing stops: the whole text of a long project
 * is megabytes, and rebuilding it on every pause took frames from the writer's typing.
 */
export function useFinalCopy(blocks: readonly EditorBlock[], ref: RefObject<Element | null>): string | null {
  const [text, setText] = useState<string | null>(null);
  const builtFrom = useRef<readonly EditorBlock[] | null>(null);
  const near = useNearWindow(ref);
  useEffect(() => {
    if (builtFrom.current === blocks) return;
    const first = builtFrom.current === null;
    const build = () => {
      builtFrom.current = blocks;
      const next = buildFinalCopy(blocks);
      startTransition(() => setText(next));
    };
    return near
      ? scheduleAfterPaint(build, first, SHOWN_DELAY_MS)
      : scheduleAfterPaint(build, false, HIDDEN_DELAY_MS);
  }, [blocks, near]);
  return text;
}
