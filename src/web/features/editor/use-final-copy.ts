import { startTransition, useEffect, useRef, useState } from "react";
import { buildFinalCopy } from "@/shared/blocks/final-copy";
import { scheduleAfterPaint } from "./after-paint";
import type { EditorBlock } from "./model";

/** How long typing may run ahead of the final copy (rebuilding 1,000 blocks per key is wasted work). */
const FINAL_COPY_DELAY_MS = 150;

/**
 * The 'Final Reconstructed Copy', current within a fraction of a second of the last change; null
 * until the page has first painted (the whole text of a long project would delay the table).
 */
export function useFinalCopy(blocks: readonly EditorBlock[]): string | null {
  const [text, setText] = useState<string | null>(null);
  const built = useRef(false);
  useEffect(() => {
    const first = !built.current;
    return scheduleAfterPaint(
      () => {
        built.current = true;
        const next = buildFinalCopy(blocks);
        startTransition(() => setText(next));
      },
      first,
      FINAL_COPY_DELAY_MS,
    );
  }, [blocks]);
  return text;
}
