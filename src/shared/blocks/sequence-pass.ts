// The improved mode's pass over the whole letter: a Viterbi decode in which each paragraph's
// own scores meet the neighbour preferences of the rule profiles. A paragraph with weak or no
// evidence then takes the type its neighbours make likely instead of a positional guess.
import { TYPE_COUNT as TYPES } from "./compile";
import { SEQUENCE_PROFILES } from "./profiles";
import { COPY_BLOCK_TYPES } from "./types";

// A module-local copy: imported bindings can cost a getter call per access in hot loops.
const TYPE_COUNT = TYPES;

export const SEQUENCE_WEIGHTS = {
  /** prev lists cur as a preferred successor, or cur lists prev as a preferred predecessor (each). */
  preferred: 4,
  /** The same type again: letters often spend several paragraphs on one move. */
  same: 6,
  /** cur should not come after prev. */
  avoid: 15,
};

function buildTransitions(): Float64Array {
  const index = new Map(COPY_BLOCK_TYPES.map((t, i) => [t, i]));
  const m = new Float64Array(TYPE_COUNT * TYPE_COUNT);
  COPY_BLOCK_TYPES.forEach((prev, p) => {
    for (const succ of SEQUENCE_PROFILES[prev].preferredSuccessors) {
      m[p * TYPE_COUNT + index.get(succ)!] += SEQUENCE_WEIGHTS.preferred;
    }
    m[p * TYPE_COUNT + p] += SEQUENCE_WEIGHTS.same;
  });
  COPY_BLOCK_TYPES.forEach((cur, c) => {
    for (const pred of SEQUENCE_PROFILES[cur].preferredPredecessors) {
      m[index.get(pred)! * TYPE_COUNT + c] += SEQUENCE_WEIGHTS.preferred;
    }
    for (const avoid of SEQUENCE_PROFILES[cur].avoidAfter) {
      m[index.get(avoid)! * TYPE_COUNT + c] -= SEQUENCE_WEIGHTS.avoid;
    }
  });
  return m;
}

const transitions = buildTransitions();

/** Best path of type indices through per-paragraph scores; O(n * 30 * 30), linear in n. */
export function decodeSequence(emissions: readonly Float64Array[]): number[] {
  const n = emissions.length;
  if (n === 0) return [];
  const back = new Uint8Array(n * TYPE_COUNT);
  let prev = Float64Array.from(emissions[0]);
  let cur = new Float64Array(TYPE_COUNT);
  for (let i = 1; i < n; i++) {
    const e = emissions[i];
    for (let c = 0; c < TYPE_COUNT; c++) {
      let best = -Infinity;
      let arg = 0;
      for (let p = 0; p < TYPE_COUNT; p++) {
        const v = prev[p] + transitions[p * TYPE_COUNT + c];
        if (v > best) {
          best = v;
          arg = p;
        }
      }
      cur[c] = best + e[c];
      back[i * TYPE_COUNT + c] = arg;
    }
    [prev, cur] = [cur, prev];
  }
  let last = 0;
  for (let t = 1; t < TYPE_COUNT; t++) if (prev[t] > prev[last]) last = t;
  const path = new Array<number>(n);
  path[n - 1] = last;
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i * TYPE_COUNT + path[i]];
  return path;
}
