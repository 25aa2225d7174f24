/**
 * Navigation state for a page that only changes its own address or state (the editor dropping
 * what a new project started with): the app shell then leaves the scroll position alone instead
 * of starting the "new" page at the top under the writer's hands.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return (
    typeof state === "object" && state !== null && (state as { keepScroll?: unknown }).keepScroll === true
  );
}
