import { progressOf } from "@/shared/translation/status";

/** Blocks with an original, and those whose translation into `language` is missing or out of date. */
export function pendingCounts(
  blocks: readonly Parameters<typeof progressOf>[0][],
  language: string,
): { pending: number; total: number } {
  let pending = 0;
  let total = 0;
  for (const block of blocks) {
    const state = progressOf(block, language);
    if (state === null) continue;
    total++;
    if (state === "missing" || state === "stale") pending++;
  }
  return { pending, total };
}
