// The large arrays of one classification (emissions, probabilities, Viterbi back-pointers and
// path; n x 31 values each for the first three) kept from one call to the next. Memory fresh
// from the system arrives one 4 KB page fault at a time, and on the virtual machines we run on a
// fault is expensive: touching 25 MB of new arrays took about 100 ms, an eighth of classifying
// 50,000 paragraphs. Classifying is synchronous, so one set serves every call.

import { LABEL_COUNT } from "./crf";
import type { DecodeArrays } from "./decode";

/** What one classification of `count` paragraphs writes, each array exactly its size. */
export interface Workspace extends DecodeArrays {
  emissions: Float64Array;
}

/**
 * Pastes up to this many paragraphs keep their arrays for the next call (at most about 34 MB);
 * a larger one, rare and bounded by the request size limit, gets arrays of its own that the
 * garbage collector takes back.
 */
export const KEPT_PARAGRAPHS = 1 << 16;

const newWorkspace = (count: number): Workspace => ({
  emissions: new Float64Array(count * LABEL_COUNT),
  probabilities: new Float64Array(count * LABEL_COUNT),
  back: new Uint8Array(count * LABEL_COUNT),
  path: new Uint8Array(count),
});

let capacity = 0;
let kept = newWorkspace(0);

/**
 * The arrays for `count` paragraphs: views of the kept ones, grown (doubling, up to
 * KEPT_PARAGRAPHS) when too small. Valid until the next call; nothing in them needs clearing,
 * since every step writes its values before it reads them.
 */
export function workspaceFor(count: number): Workspace {
  if (count > KEPT_PARAGRAPHS) return newWorkspace(count);
  if (count > capacity) {
    capacity = Math.min(KEPT_PARAGRAPHS, Math.max(count, 2 * capacity));
    kept = newWorkspace(capacity);
  }
  const L = LABEL_COUNT;
  return {
    emissions: kept.emissions.subarray(0, count * L),
    probabilities: kept.probabilities.subarray(0, count * L),
    back: kept.back.subarray(0, count * L),
    path: kept.path.subarray(0, count),
  };
}

/** Paragraphs the kept arrays have room for (for tests). */
export const keptCapacity = (): number => capacity;
