import { startTransition, useEffect, useState, useSyncExternalStore } from "react";
import type { BlocksStore } from "./blocks-reducer";
import type { EditorBlock } from "./model";

/** The block list at every change: for the table, where each keystroke must show at once. */
export function useBlocks(store: BlocksStore): readonly EditorBlock[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** How far the rest of the page may run behind the table while the writer types. */
const SETTLE_MS = 100;

/**
 * The block list for everything around the table (stats, languages, the features plugged into the
 * editor): at most SETTLE_MS behind, updated in a transition. Rendering the whole editor on every
 * key would take part of each keystroke's frame on a long project, so changes arriving together
 * (typing) become one update. Code that must act on the exact list reads store.get().
 */
export function useSettledBlocks(store: BlocksStore): readonly EditorBlock[] {
  const [blocks, setBlocks] = useState(store.get);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      timer = undefined;
      startTransition(() => setBlocks(store.get()));
    };
    settle();
    const unsubscribe = store.subscribe(() => {
      timer ??= setTimeout(settle, SETTLE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [store]);
  return blocks;
}
