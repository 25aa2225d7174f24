// The learned typing model at work, in the three explicit steps of the scorer seam:
// features (words, rule evidence, shape) -> emissions (linear scores per label) -> decode
// (Viterbi for the types, forward-backward for calibrated probabilities).
import type { AlternativeType, ClassifiedBlock } from "../classify-types";
import { newEvidence } from "../compile";
import { bilingualLexical, MAX_ALTERNATIVES } from "../rules";
import type { PreparedSegment } from "../segmenter";
import { BLOCK_TYPES } from "../types";
import {
  addDense,
  addSparse,
  type CrfModel,
  forwardBackward,
  LABEL_COUNT,
  marginals,
  UNDEFINED_LABEL,
  viterbi,
} from "./crf";
import {
  DENSE_SIZE,
  denseFeatures,
  NEIGHBOUR_FEATURES,
  neighbourFeatures,
  SEED_NEXT,
  SEED_PREVIOUS,
  sparseFeatures,
} from "./features";

/** Below this probability for every type, nothing is probable: the paragraph is UNDEFINED. */
export const MIN_PROBABLE = 0.15;
/** A third alternative is shown from this probability on (it rounds to at least 1%). */
export const MIN_ALTERNATIVE = 0.01;
/** Alternatives shown whatever their probability: with the chosen type, a top three. */
const ALWAYS_SHOWN = 2;

const L = LABEL_COUNT;
const D = DENSE_SIZE;

/** Step 1 and 2: every paragraph's features turned into label scores (n x L). */
export function modelEmissions(
  model: CrfModel,
  count: number,
  at: (index: number) => PreparedSegment,
): { emissions: Float64Array; originals: string[] } {
  const emissions = new Float64Array(count * L);
  const dense = new Float32Array(count * D);
  const scratch = new Float32Array(D);
  const originals = new Array<string>(count);
  const own = newEvidence();
  const foreign = newEvidence();
  const buffer = { hashes: new Uint32Array(1024) };
  const context = new Uint32Array(NEIGHBOUR_FEATURES);
  for (let i = 0; i < count; i++) {
    const segment = at(i);
    originals[i] = segment.originalText;
    denseFeatures(segment, bilingualLexical(segment, own, foreign, false), scratch);
    dense.set(scratch, i * D);
    const n = sparseFeatures(segment.tokens, buffer);
    addSparse(model, buffer.hashes, n, emissions, i * L);
    // This paragraph's words are context of its neighbours: added to their rows directly.
    if (i + 1 < count) {
      const k = neighbourFeatures(segment.tokens, SEED_PREVIOUS, context);
      addSparse(model, context, k, emissions, (i + 1) * L);
    }
    if (i > 0) {
      const k = neighbourFeatures(segment.tokens, SEED_NEXT, context);
      addSparse(model, context, k, emissions, (i - 1) * L);
    }
  }
  addDense(model, dense, count, emissions);
  return { emissions, originals };
}

const percent = (p: number) => Math.max(0, Math.min(100, Math.round(p * 100)));

/** Step 3: the decoded types with their calibrated probabilities and the next most probable types. */
export function decodeBlocks(
  model: CrfModel,
  emissions: Float64Array,
  originals: string[],
): ClassifiedBlock[] {
  const count = originals.length;
  if (count === 0) return [];
  const path = viterbi(model, emissions, count);
  const probabilities = marginals(forwardBackward(model, emissions, count, model.temperature));
  const out = new Array<ClassifiedBlock>(count);
  const top = new Int32Array(MAX_ALTERNATIVES);
  for (let i = 0; i < count; i++) {
    const at = i * L;
    let chosen = path[i];
    let bestCopy = 0;
    for (let l = 0; l < L; l++)
      if (l !== UNDEFINED_LABEL) bestCopy = Math.max(bestCopy, probabilities[at + l]);
    // Nothing probable: say so rather than pass a guess off as a type.
    const nothing = chosen !== UNDEFINED_LABEL && bestCopy < MIN_PROBABLE;
    if (nothing) chosen = UNDEFINED_LABEL;
    // The most probable other types, by insertion into a short list (ties: enumeration order).
    let kept = 0;
    for (let l = 0; l < L; l++) {
      const p = probabilities[at + l];
      if (l === chosen || l === UNDEFINED_LABEL) continue;
      let slot = kept;
      while (slot > 0 && probabilities[at + top[slot - 1]] < p) slot--;
      if (slot >= MAX_ALTERNATIVES) continue;
      for (let k = Math.min(kept, MAX_ALTERNATIVES - 1); k > slot; k--) top[k] = top[k - 1];
      top[slot] = l;
      if (kept < MAX_ALTERNATIVES) kept++;
    }
    // The first two always complete a top three, even when the model gives them under 1%: a
    // confident model is still wrong now and then, and its own ranking is the best next guess.
    // Past them, only types that are at all probable.
    while (kept > ALWAYS_SHOWN && probabilities[at + top[kept - 1]] < MIN_ALTERNATIVE) kept--;
    const alternativeTypes: AlternativeType[] = new Array(kept);
    for (let k = 0; k < kept; k++)
      alternativeTypes[k] = { type: BLOCK_TYPES[top[k]], confidence: percent(probabilities[at + top[k]]) };
    out[i] = {
      type: BLOCK_TYPES[chosen],
      originalText: originals[i],
      confidence: nothing ? 0 : percent(probabilities[at + chosen]),
      alternativeTypes,
    };
  }
  return out;
}
