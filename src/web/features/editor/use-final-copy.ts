import { useEffect, useState } from "react";
import { buildFinalCopy } from "@/shared/blocks/final-copy";
import type { EditorBlock } from "./model";

/** How long typing may run ahead of the final copy (rebuilding 1,000 blocks per key is wasted work). */
const FINAL_COPY_DELAY_MS = 150;

/** The 'Final Reconstructed Copy', current within a fraction of a second of the last change. */
export function useFinalCopy(blocks: readonly EditorBlock[]): string {
  const [text, setText] = useState(() => buildFinalCopy(blocks));
  useEffect(() => {
    const timer = setTimeout(() => setText(buildFinalCopy(blocks)), FINAL_COPY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [blocks]);
  return text;
}
