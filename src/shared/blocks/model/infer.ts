// The learned typing model at work, in the three explicit steps of the scorer seam:
// features (words, rule evidence, shape) -> emissions (linear scores per label) -> decode
// (Viterbi for the types, forward-backward for calibrated probabilities).
import type { AlternativeType, ClassifiedBlock } from "../classify-types";
import { type Evidence, newEvidence } from "../compile";
import * as rules from "../rules";
import type { PreparedSegment } from "../segmenter";
import { BLOCK_TYPES } from "../types";
import type { Word } from "../words";
import type { CrfModel, CrfSequence } from "./crf";
import * as crf from "./crf";
import { decodeCrf } from "./decode";
import * as features from "./features";
import { type WordCache, wordCache } from "./word-cache";

// Module-local copies of what the loops below use per word or per paragraph: an imported
// binding can cost a getter call on every use once the module is compiled for Node.
const { bilingualLexical, MAX_ALTERNATIVES } = rules;
const { addDense, addRow, LABEL_COUNT, rowOf, UNDEFINED_LABEL } = crf;
const { bigramHash, DENSE_SIZE, denseFeatures, firstHash, firstTwoHash, lastHash } = features;
const { maxTokens, neighbourTokens, RULE_TYPES } = features;
const LABELS = BLOCK_TYPES;

/** Below this probability for every type, nothing is probable: the paragraph is UNDEFINED. */
export const MIN_PROBABLE = 0.15;
/** A third alternative is shown from this probability on (it rounds to at least 1%). */
export const MIN_ALTERNATIVE = 0.01;
/** Alternatives shown whatever their probability: with the chosen type, a top three. */
const ALWAYS_SHOWN = 2;

const L = LABEL_COUNT;
const D = DENSE_SIZE;

/**
 * Step 1 and 2: every paragraph's features turned into label scores (n x L), in one pass. Each
 * paragraph adds to its own row and, as context, to its neighbours' rows; a word's own n-grams
 * come summed from the word cache. The sums are those of the training features (dataset.ts).
 */
export function modelEmissions(
  model: CrfModel,
  count: number,
  at: (index: number) => PreparedSegment,
): { emissions: Float64Array; originals: string[] } {
  const emissions = new Float64Array(count * L);
  const dense = new Float32Array(D);
  const rules = new Float64Array(RULE_TYPES);
  const originals = new Array<string>(count);
  const own = newEvidence();
  const foreign = newEvidence();
  const scratch: Scratch = { model, words: wordCache(model), dense, rules, own, foreign, emissions };
  for (let i = 0; i < count; i++) {
    const segment = at(i);
    originals[i] = segment.originalText;
    addParagraph(scratch, segment, i, count);
  }
  return { emissions, originals };
}

interface Scratch {
  model: CrfModel;
  words: WordCache;
  dense: Float32Array;
  rules: Float64Array<ArrayBuffer>;
  own: Evidence;
  foreign: Evidence;
  emissions: Float64Array;
}

/**
 * Paragraph `i`'s features added to the emissions. A function of its own, called once per
 * paragraph: V8 optimises it after a few calls, where the same body inside the long loop above
 * ran unoptimised until on-stack replacement, on every call of modelEmissions.
 */
function addParagraph(s: Scratch, segment: PreparedSegment, i: number, count: number): void {
  denseFeatures(segment, bilingualLexical(segment, s.own, s.foreign, false, s.rules), s.dense);
  addDense(s.model, s.dense, i, count, s.emissions);
  addWords(s.model, s.words, segment.words, s.emissions, i, count);
}

/** The sparse features of paragraph `i`: its words, bigrams, first and last words, and its words as its neighbours' context. */
function addWords(
  model: CrfModel,
  cache: WordCache,
  tokens: readonly Word[],
  emissions: Float64Array,
  i: number,
  n: number,
): void {
  const count = maxTokens(tokens);
  if (count === 0) return;
  const at = i * L;
  const context = neighbourTokens(tokens);
  const toNext = i + 1 < n ? at + L : -1;
  const toPrevious = i > 0 ? at - L : -1;
  let previous = 0;
  let first = 0;
  for (let k = 0; k < count; k++) {
    const slot = cache.slot(tokens[k]);
    const labels = cache.labels;
    const weights = cache.weights;
    const asPrevious = cache.asPrevious[slot];
    for (let w = cache.from[slot]; w < asPrevious; w++) emissions[at + labels[w]] += weights[w];
    const h = cache.hashes[slot];
    if (k === 0) first = h;
    else {
      addRow(model, rowOf(model, bigramHash(previous, h)), emissions, at);
      if (k === 1) addRow(model, rowOf(model, firstTwoHash(first, h)), emissions, at);
    }
    if (k < context) {
      const asNext = cache.asNext[slot];
      if (toNext >= 0) for (let w = asPrevious; w < asNext; w++) emissions[toNext + labels[w]] += weights[w];
      const end = cache.from[slot + 1];
      if (toPrevious >= 0) for (let w = asNext; w < end; w++) emissions[toPrevious + labels[w]] += weights[w];
    }
    previous = h;
  }
  addRow(model, rowOf(model, firstHash(first)), emissions, at);
  addRow(model, rowOf(model, lastHash(previous)), emissions, at);
}

const percent = (p: number) => Math.max(0, Math.min(100, Math.round(p * 100)));

/** Step 3: the decoded types with their calibrated probabilities and the next most probable types. */
export function decodeBlocks(
  model: CrfSequence & { temperature: number },
  emissions: Float64Array,
  originals: string[],
): ClassifiedBlock[] {
  const count = originals.length;
  if (count === 0) return [];
  const { path, probabilities } = decodeCrf(model, emissions, count, model.temperature);
  const out = new Array<ClassifiedBlock>(count);
  const top = new Int32Array(MAX_ALTERNATIVES);
  for (let i = 0; i < count; i++) out[i] = blockOf(path[i], probabilities, i * L, originals[i], top);
  return out;
}

/**
 * One paragraph's block from its Viterbi label and probabilities at `at`. A function of its own
 * for the same reason as addParagraph: optimised after a few calls, not once per loop.
 */
function blockOf(
  label: number,
  probabilities: Float64Array,
  at: number,
  originalText: string,
  top: Int32Array,
): ClassifiedBlock {
  let chosen = label;
  let bestCopy = 0;
  for (let l = 0; l < L; l++) if (l !== UNDEFINED_LABEL) bestCopy = Math.max(bestCopy, probabilities[at + l]);
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
    alternativeTypes[k] = { type: LABELS[top[k]], confidence: percent(probabilities[at + top[k]]) };
  return {
    type: LABELS[chosen],
    originalText,
    confidence: nothing ? 0 : percent(probabilities[at + chosen]),
    alternativeTypes,
  };
}
