import { useCallback, useState } from "react";

/** A small UI preference kept in localStorage (view mode, feed visibility); bad values fall back. */
export function usePersistedState<T extends string>(key: string, allowed: readonly T[], fallback: T) {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = window.localStorage.getItem(key);
      return allowed.includes(stored as T) ? (stored as T) : fallback;
    } catch {
      return fallback;
    }
  });
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // Private mode or full storage: the preference simply lasts for this visit.
      }
    },
    [key],
  );
  return [value, update] as const;
}
