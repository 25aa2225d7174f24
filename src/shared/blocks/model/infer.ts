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
import { type DecodeArrays, decodeCrf } from "./decode";
import * as features from "./features";
import { type WordCache, wordCache } from "./word-cache";

// Module-local copies of what the loops below use per word or per paragraph: an imported
// binding can cost a getter call on every use once the module is compiled for Node.
const { bilingualLexical, MAX_ALTERNATIVES } = rules;
const { addRow, LABEL_COUNT, rowOf, UNDEFINED_LABEL } = crf;
const { bigramHash, DENSE_SIZE, denseFeatures, firstHash, firstTwoHash, lastHash } = features;
const { newDenseContext } = features;
const { MAX_TOKENS, maxTokens, neighbourTokens, RULE_TYPES } = features;
const LABELS = BLOCK_TYPES;

/** A third alternative is shown from this probability on (it rounds to at least 1%). */
export const MIN_ALTERNATIVE = 0.01;
/** Alternatives shown whatever their probability: with the chosen type, a top three. */
const ALWAYS_SHOWN = 2;

/**
 * Step 1 and 2: every paragraph's features turned into label scores (n x L), in one pass. Each
 * paragraph adds to its own row and, as context, to its neighbours' rows; a word's own n-grams
 * come summed from the word cache. The sums are those of the training features (dataset.ts).
 * `into`: n x L values to write the scores to instead of a new array (every value is written).
 * `words`: the word cache to use (the model's own unless a test brings one).
 */
export function modelEmissions(
  model: CrfModel,
  count: number,
  at: (index: number) => PreparedSegment,
  into?: Float64Array,
  words: WordCache = wordCache(model),
): { emissions: Float64Array; originals: string[] } {
  const L = LABEL_COUNT;
  const D = DENSE_SIZE;
  const emissions = into ?? new Float64Array(count * L);
  const dense = new Float32Array(D);
  const rules = new Float64Array(RULE_TYPES);
  const originals = new Array<string>(count);
  const own = newEvidence();
  const foreign = newEvidence();
  const context = newDenseContext();
  const scratch: Scratch = { model, words, dense, rules, own, foreign, emissions, context };
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
  /** What the paragraphs above pass on: the last heading's evidence, a question just before. */
  context: features.DenseContext;
}

// While paragraph i adds its features, its emission row and its neighbours' rows live in ROWS,
// side by side: its own row at 0, the next paragraph's at L, the previous one's at 2L (a label's
// place in a row plus the row's start is what the word cache stores, and the dense features add
// to all three in one loop over 3L values). The functions below read ROWS, and LABEL_COUNT and
// DENSE_SIZE, through locals: optimised code reloads a module binding and checks its type and
// length again on each use, a local only once.
// Paragraphs come in order, so the rows move along instead of going back and forth to the
// emissions: paragraph i's row has so far only its previous paragraph's context (the next row of
// step i - 1), and the row before it is complete once paragraph i has added its context to it.
// Every score still gets its terms in the same order, so the sums are bit for bit those of
// adding to the emissions in place.
const ROWS = new Float64Array(3 * LABEL_COUNT);
/**
 * The dense weights of `denseOf` as doubles (the same values), laid out like ROWS: for each
 * dense feature, its L weights for its own paragraph, then as the previous paragraph (they go to
 * the next row), then as the next paragraph (to the previous row).
 */
const DENSE_WEIGHTS = new Float64Array(DENSE_SIZE * 3 * LABEL_COUNT);
let denseOf: CrfModel | null = null;

/** Lays `model`'s dense weights out in DENSE_WEIGHTS, once per model. */
function loadDenseWeights(model: CrfModel): void {
  const L = LABEL_COUNT;
  for (let d = 0; d < DENSE_SIZE; d++) {
    const from = d * L;
    const to = d * 3 * L;
    DENSE_WEIGHTS.set(model.own.subarray(from, from + L), to);
    DENSE_WEIGHTS.set(model.prev.subarray(from, from + L), to + L);
    DENSE_WEIGHTS.set(model.next.subarray(from, from + L), to + 2 * L);
  }
  denseOf = model;
}

/**
 * Paragraph `i`'s features added to the emissions. A function of its own, called once per
 * paragraph: V8 optimises it after a few calls, where the same body inside the long loop above
 * ran unoptimised until on-stack replacement, on every call of modelEmissions.
 */
function addParagraph(s: Scratch, segment: PreparedSegment, i: number, count: number): void {
  if (denseOf !== s.model) loadDenseWeights(s.model);
  denseFeatures(segment, bilingualLexical(segment, s.own, s.foreign, false, s.rules), s.dense, s.context);
  const emissions = s.emissions;
  const rows = ROWS;
  const L = LABEL_COUNT;
  // The rows move one paragraph on: the last step's own row is now the previous one, its next
  // row (this paragraph's, with the context it got) the own one, and the next row starts empty.
  // Plain loops over 31 values: the typed-array builtins (fill, set) cost a call each, more than
  // the copying itself.
  for (let l = 0; l < L; l++) {
    rows[2 * L + l] = i === 0 ? 0 : rows[l];
    rows[l] = i === 0 ? 0 : rows[L + l];
    rows[L + l] = 0;
  }
  addDense(s.dense);
  addWords(s.model, s.words, segment.words);
  // The words of the heading above this paragraph.
  const context = s.context;
  for (let k = 0; k < context.headingWordCount; k++)
    addRow(s.model, rowOf(s.model, context.headingWords[k]), rows, 0);
  // The previous row has all its terms now; this paragraph's row is written when the next one
  // has added its context, or here when it is the last.
  if (i > 0) for (let l = 0, at = (i - 1) * L; l < L; l++) emissions[at + l] = rows[2 * L + l];
  if (i + 1 === count) for (let l = 0, at = i * L; l < L; l++) emissions[at + l] = rows[l];
}

/**
 * The dense features (D values) where they count: own weights to the paragraph's row, its weights
 * as the previous paragraph to the next row, as the next paragraph to the previous row. The first
 * paragraph's previous row and the last one's next row get them too, and are never written out.
 */
function addDense(dense: Float32Array): void {
  const rows = ROWS;
  const weights = DENSE_WEIGHTS;
  const width = 3 * LABEL_COUNT;
  const D = DENSE_SIZE;
  for (let d = 0; d < D; d++) {
    const v = dense[d];
    if (v === 0) continue;
    const base = d * width;
    for (let k = 0; k < width; k++) rows[k] += v * weights[base + k];
  }
}

// One paragraph's word slots and bigram rows, found before any score is added (see addWords).
const SLOTS = new Int32Array(MAX_TOKENS);
const BIGRAM_ROWS = new Int32Array(MAX_TOKENS);

/**
 * The sparse features of a paragraph: its words, bigrams, first and last words, and its words as
 * its neighbours' context (the first paragraph's previous row and the last one's next row get
 * them too, and are never written out).
 * Two passes: the first finds each word's cache slot and looks each bigram up in the model, the
 * second adds the scores in the order they always had. Most look-ups miss the processor's cache;
 * in a loop that does only look-ups, the processor runs ahead and waits for several misses at
 * once, where between the additions it waited for each in turn.
 */
function addWords(model: CrfModel, cache: WordCache, tokens: readonly Word[]): void {
  const count = maxTokens(tokens);
  if (count === 0) return;
  const context = neighbourTokens(tokens);
  const rows = ROWS;
  const slots = SLOTS;
  const bigramRows = BIGRAM_ROWS;
  cache.makeRoom(count);
  let previous = 0;
  for (let k = 0; k < count; k++) {
    const slot = cache.slot(tokens[k]);
    slots[k] = slot;
    const h = cache.hashes[slot];
    if (k > 0) bigramRows[k] = rowOf(model, bigramHash(previous, h));
    previous = h;
  }
  // Read after the first pass, which may have grown the cache's arrays.
  const hashes = cache.hashes;
  const labels = cache.labels;
  const weights = cache.weights;
  const from = cache.from;
  const asPrevious = cache.asPrevious;
  const first = hashes[slots[0]];
  for (let k = 0; k < count; k++) {
    const slot = slots[k];
    const neighbours = asPrevious[slot];
    for (let w = from[slot]; w < neighbours; w++) rows[labels[w]] += weights[w];
    if (k > 0) {
      addRow(model, bigramRows[k], rows, 0);
      if (k === 1) addRow(model, rowOf(model, firstTwoHash(first, hashes[slot])), rows, 0);
    }
    // Its scores as the previous paragraph's word and as the next one's: labels already point
    // into the next and the previous row (see WordCache.labels).
    if (k < context) {
      const end = from[slot + 1];
      for (let w = neighbours; w < end; w++) rows[labels[w]] += weights[w];
    }
  }
  addRow(model, rowOf(model, firstHash(first)), rows, 0);
  addRow(model, rowOf(model, lastHash(previous)), rows, 0);
}

const percent = (p: number) => Math.max(0, Math.min(100, Math.round(p * 100)));

/**
 * Step 3: the decoded types with their calibrated probabilities and the next most probable types.
 * `reuseEmissions`: nothing reads `emissions` after this call, so decoding may write over them.
 * `arrays`: where decoding writes its n x L values instead of new arrays.
 */
export function decodeBlocks(
  model: CrfSequence & { temperature: number },
  emissions: Float64Array,
  originals: string[],
  reuseEmissions = false,
  arrays?: DecodeArrays,
): ClassifiedBlock[] {
  const L = LABEL_COUNT;
  const count = originals.length;
  if (count === 0) return [];
  const { path, probabilities } = decodeCrf(
    model,
    emissions,
    count,
    model.temperature,
    reuseEmissions,
    arrays,
  );
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
  const L = LABEL_COUNT;
  // UNDEFINED only when the model decodes it (text that is not copy). A paragraph the model is
  // unsure of keeps its most probable type with the low confidence that says so: on real pages a
  // threshold turned mostly right guesses into UNDEFINED.
  const chosen = label;
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
    confidence: percent(probabilities[at + chosen]),
    alternativeTypes,
  };
}
