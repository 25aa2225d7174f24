import { useCallback, useSyncExternalStore } from "react";

/** Tailwind's `lg` breakpoint, where the editor's rows become a table (the same query as the CSS). */
export const WIDE_SCREEN = "(width >= 64rem)";

/**
 * Whether a media query matches now, following changes (a window resized, a phone turned).
 * Null where the browser cannot tell (no matchMedia, as in jsdom): callers then keep both layouts.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = typeof window !== "undefined" ? window.matchMedia?.(query) : undefined;
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== "undefined" && window.matchMedia ? window.matchMedia(query).matches : null),
    () => null,
  );
}
