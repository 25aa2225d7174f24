import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { EditorBlock, TextField } from "./model";

const FIELDS: readonly TextField[] = ["originalText", "translation", "expansion"];

/**
 * Opens the block a link names (`?block=<id>&field=<text>`, e.g. from a search result): once the
 * block is in the list it becomes active, is scrolled to the middle and its text is focused.
 */
export function useBlockLink(
  blocks: readonly EditorBlock[],
  ready: boolean,
  /** Scrolls the block to the middle of the window and focuses the field (which activates it). */
  reveal: (id: string, field: TextField) => void,
) {
  const [params] = useSearchParams();
  const blockId = params.get("block");
  const field = params.get("field");
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || !blockId || done.current === blockId) return;
    const block = blocks.find((b) => b.id === blockId);
    if (!block) return;
    done.current = blockId;
    reveal(block.id, FIELDS.includes(field as TextField) ? (field as TextField) : "originalText");
  }, [blocks, ready, blockId, field, reveal]);
}
