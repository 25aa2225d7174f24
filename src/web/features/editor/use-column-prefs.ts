import { useCallback, useEffect, useState } from "react";
import { type ColumnPrefs, parsePrefs } from "./columns";

const keyFor = (userId: string | null) => `copyblocks-columns:${userId ?? "guest"}`;

function read(key: string): ColumnPrefs {
  try {
    return parsePrefs(window.localStorage.getItem(key));
  } catch {
    return parsePrefs(null);
  }
}

/**
 * The table's layout (columns hidden, widths dragged), kept on this browser for each user: two
 * writers sharing a computer each keep theirs.
 */
export function useColumnPrefs(userId: string | null) {
  const key = keyFor(userId);
  const [state, setState] = useState(() => ({ key, prefs: read(key) }));
  // The signed-in user became known (or changed) after the editor opened: load theirs.
  useEffect(() => {
    setState((current) => (current.key === key ? current : { key, prefs: read(key) }));
  }, [key]);
  const update = useCallback((change: (prefs: ColumnPrefs) => ColumnPrefs) => {
    setState((current) => {
      const prefs = change(current.prefs);
      try {
        window.localStorage.setItem(current.key, JSON.stringify(prefs));
      } catch {
        // Private mode or full storage: the layout lasts for this visit.
      }
      return { ...current, prefs };
    });
  }, []);
  return [state.prefs, update] as const;
}
