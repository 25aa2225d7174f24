/**
 * Runs `fn` away from the moments that must be fast: the first time once the page has painted
 * (a frame, then a task), later `delayMs` after the last call (typing runs ahead of it). Returns
 * the cancel function, for an effect's cleanup.
 */
export function scheduleAfterPaint(fn: () => void, first: boolean, delayMs: number): () => void {
  if (!first) {
    const timer = setTimeout(fn, delayMs);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
