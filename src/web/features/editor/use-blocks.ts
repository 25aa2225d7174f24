import { startTransition, useEffect, useState, useSyncExternalStore } from "react";
import type { BlocksStore } from "./blocks-reducer";
import type { EditorBlock } from "./model";

/** The block list at every change: for the table, where each keystroke must show at once. */
export function useBlocks(store: BlocksStore): readonly EditorBlock[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** How long typing must pause before the rest of the page catches up with the table. */
export const SETTLE_QUIET_MS = 250;
/** The longest the rest of the page runs behind while the writer types without pausing. */
export const SETTLE_MAX_MS = 1000;

/**
 * The block list for everything around the table (stats, languages, find, the features plugged
 * into the editor), updated in a transition once typing pauses, and at least every SETTLE_MAX_MS.
 * Rendering the whole editor takes a few milliseconds on a long project; a writer's keys come
 * 100-150 ms apart, so catching up a fixed time after each key would land that work on the next
 * key over and over. Code that must act on the exact list reads store.get().
 */
export function useSettledBlocks(store: BlocksStore): readonly EditorBlock[] {
  const [blocks, setBlocks] = useState(store.get);
  useEffect(() => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let longest: ReturnType<typeof setTimeout> | undefined;
    const stopTimers = () => {
      clearTimeout(quiet);
      clearTimeout(longest);
      quiet = longest = undefined;
    };
    const settle = () => {
      stopTimers();
      startTransition(() => setBlocks(store.get()));
    };
    settle();
    const unsubscribe = store.subscribe(() => {
      clearTimeout(quiet);
      quiet = setTimeout(settle, SETTLE_QUIET_MS);
      longest ??= setTimeout(settle, SETTLE_MAX_MS);
    });
    return () => {
      unsubscribe();
      stopTimers();
    };
  }, [store]);
  return blocks;
}
