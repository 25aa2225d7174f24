import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { EditorBlock } from "./model";
import { type Field, focusBlock } from "./use-block-commands";

const FIELDS: readonly Field[] = ["originalText", "translation", "expansion"];

/**
 * Opens the block a link names (`?block=<id>&field=<text>`, e.g. from a search result): once the
 * block is on the page it becomes active, is scrolled to the middle and its text is focused.
 */
export function useBlockLink(blocks: readonly EditorBlock[], ready: boolean, activate: (id: string) => void) {
  const [params] = useSearchParams();
  const blockId = params.get("block");
  const field = params.get("field");
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || !blockId || done.current === blockId) return;
    // Links carry the stored id; the page knows blocks by their client keys.
    const block = blocks.find((b) => b.serverId === blockId || b.id === blockId);
    if (!block) return;
    done.current = blockId;
    const key = block.id;
    activate(key);
    const target = FIELDS.includes(field as Field) ? (field as Field) : "originalText";
    // After the row renders (and after any layout the activation causes).
    requestAnimationFrame(() => {
      focusBlock(blockId, target);
      document.querySelector(`[data-block-id="${CSS.escape(blockId)}"]`)?.scrollIntoView({ block: "center" });
    });
  }, [blocks, ready, blockId, field, activate]);
}
