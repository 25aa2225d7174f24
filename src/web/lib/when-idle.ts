/**
 * Runs `work` once the browser is idle (after the page has painted and settled), or after two
 * seconds where requestIdleCallback is missing (Safari): for downloads and set-up nobody waits on.
 */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => work());
  else window.setTimeout(work, 2000);
}
