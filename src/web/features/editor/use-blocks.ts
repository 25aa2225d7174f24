import { startTransition, useEffect, useState, useSyncExternalStore } from "react";
import type { BlocksStore } from "./blocks-reducer";
import type { EditorBlock } from "./model";

/** The block list at every change: for the table, where each keystroke must show at once. */
export function useBlocks(store: BlocksStore): readonly EditorBlock[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * The block list for everything around the table (stats, languages, the features plugged into the
 * editor), updated in a transition: a keystroke paints first, and this catches up when the page is
 * idle, so a long project does not render the whole page on every key. Code that must act on the
 * exact list reads store.get().
 */
export function useSettledBlocks(store: BlocksStore): readonly EditorBlock[] {
  const [blocks, setBlocks] = useState(store.get);
  useEffect(() => {
    const follow = () => startTransition(() => setBlocks(store.get()));
    follow();
    return store.subscribe(follow);
  }, [store]);
  return blocks;
}
