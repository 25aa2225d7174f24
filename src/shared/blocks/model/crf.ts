// The linear-chain CRF of the typing model: emissions from features, then decode. Shared by the
// classifier (inference) and the trainer in scripts/typing (which adds the gradients).
import { BLOCK_TYPES } from "../types";

/** Labels of the model: the 30 copy types plus UNDEFINED (greetings, sign-offs, stage directions). */
export const LABEL_COUNT = BLOCK_TYPES.length;
export const UNDEFINED_LABEL = BLOCK_TYPES.indexOf("UNDEFINED");

const L = LABEL_COUNT;

/** The sequence part of a model: what decoding needs besides the emissions. */
export interface CrfSequence {
  /** L x L transition scores (from row to column), and scores of starting and ending on a label. */
  transitions: Float32Array;
  start: Float32Array;
  end: Float32Array;
}

/** Weights as the trainer holds them: one full row of L weights per sparse feature. */
export interface CrfWeights extends CrfSequence {
  sparse: Float32Array;
  own: Float32Array;
  prev: Float32Array;
  next: Float32Array;
  temperature: number;
}

/** Weights of a trained model, as the emission and decode steps use them. */
export interface CrfModel extends CrfSequence {
  /**
   * Open-addressing table from a sparse feature hash to its packed row: slot s holds the hash at
   * 2s and the row's offset in `packedInts` at 2s + 1 (-1: empty), side by side so a lookup
   * touches one cache line.
   */
  table: Int32Array;
  /** log2 of the number of slots. */
  tableBits: number;
  /**
   * One bit per hash bucket, set when a known hash falls in it: most hashes looked up (bigrams
   * above all) are unknown, and the bit says so without touching the much larger table.
   */
  filter: Uint32Array;
  /**
   * Sparse weights by row, as the artifact stores them, only those that matter (most of a row's
   * 31 are near zero): row r's labels and weights are at rowStart[r] .. rowStart[r + 1].
   */
  rowStart: Int32Array;
  rowLabels: Uint8Array;
  rowWeights: Float32Array;
  /**
   * The same rows packed for look-ups, in one buffer seen as integers and as floats: at a row's
   * offset its number of entries, then each entry's label (an integer) and weight (a float). A
   * known feature then reads the table's cache line and usually one line of its row, where the
   * three arrays above took three more.
   */
  packedInts: Int32Array;
  packedWeights: Float32Array;
  /** D x L weights of the paragraph's own dense features, then the previous and the next paragraph's. */
  own: Float32Array;
  prev: Float32Array;
  next: Float32Array;
  /** Calibration: every score is divided by it before probabilities are computed. */
  temperature: number;
}

/** The sparse rows of a model: row r's hash, and its labels and weights at rowStart[r] .. rowStart[r + 1]. */
export interface SparseRows {
  hashes: Uint32Array;
  rowStart: Int32Array;
  rowLabels: Uint8Array;
  rowWeights: Float32Array;
}

/** log2 of the filter's bits: 2^19 bits (64 KB), a few percent of unknown hashes pass it. */
const FILTER_BITS = 19;
const filterBit = (hash: number): number => Math.imul(hash, 0x85ebca6b) >>> (32 - FILTER_BITS);

/** Packs the rows and builds the hash -> row table (at most half full) and its filter. */
export function buildTable({ hashes, rowStart, rowLabels, rowWeights }: SparseRows): {
  table: Int32Array;
  tableBits: number;
  filter: Uint32Array;
  packedInts: Int32Array;
  packedWeights: Float32Array;
} {
  const rowCount = hashes.length;
  const packed = new ArrayBuffer(4 * (rowCount + 2 * rowStart[rowCount]));
  const packedInts = new Int32Array(packed);
  const packedWeights = new Float32Array(packed);
  const offsets = new Int32Array(rowCount);
  let at = 0;
  for (let r = 0; r < rowCount; r++) {
    offsets[r] = at;
    packedInts[at++] = rowStart[r + 1] - rowStart[r];
    for (let k = rowStart[r]; k < rowStart[r + 1]; k++) {
      packedInts[at++] = rowLabels[k];
      packedWeights[at++] = rowWeights[k];
    }
  }
  let tableBits = 4;
  while (1 << tableBits < rowCount * 2) tableBits++;
  const size = 1 << tableBits;
  const table = new Int32Array(size * 2);
  for (let slot = 0; slot < size; slot++) table[slot * 2 + 1] = -1;
  const mask = size - 1;
  const filter = new Uint32Array((1 << FILTER_BITS) / 32);
  for (let r = 0; r < rowCount; r++) {
    let slot = Math.imul(hashes[r], 0x9e3779b1) >>> (32 - tableBits);
    while (table[slot * 2 + 1] !== -1) slot = (slot + 1) & mask;
    table[slot * 2] = hashes[r] | 0;
    table[slot * 2 + 1] = offsets[r];
    const bit = filterBit(hashes[r]);
    filter[bit >>> 5] |= 1 << (bit & 31);
  }
  return { table, tableBits, filter, packedInts, packedWeights };
}

/** Where the row of a sparse feature is packed (see CrfModel.packedInts), or -1 when the model never saw it. */
export function rowOf(model: CrfModel, hash: number): number {
  const bit = filterBit(hash);
  if ((model.filter[bit >>> 5] & (1 << (bit & 31))) === 0) return -1;
  const table = model.table;
  const mask = (1 << model.tableBits) - 1;
  const key = hash | 0;
  let slot = Math.imul(hash, 0x9e3779b1) >>> (32 - model.tableBits);
  for (;;) {
    const row = table[slot * 2 + 1];
    if (row === -1 || table[slot * 2] === key) return row;
    slot = (slot + 1) & mask;
  }
}

/** Adds the packed row at `row` (from rowOf) to the L scores at `at` of `out`; false when the row is -1 (unseen). */
export function addRow(model: CrfModel, row: number, out: Float64Array, at: number): boolean {
  if (row < 0) return false;
  const ints = model.packedInts;
  const weights = model.packedWeights;
  const end = row + 1 + 2 * ints[row];
  for (let k = row + 1; k < end; k += 2) out[at + ints[k]] += weights[k + 1];
  return true;
}

/** Adds the sparse features' weights to the L emissions of one paragraph at `at`. */
export function addSparse(
  model: CrfModel,
  hashes: Uint32Array,
  count: number,
  emissions: Float64Array,
  at: number,
): void {
  for (let i = 0; i < count; i++) addRow(model, rowOf(model, hashes[i]), emissions, at);
}

/** Transitions by column (to, from): the inner loops of the decoders read them contiguously. */
export function byColumn(
  transitions: ArrayLike<number>,
  scale: number,
  shift: number,
  exp: boolean,
): Float64Array {
  const out = new Float64Array(L * L);
  for (let p = 0; p < L; p++) {
    for (let c = 0; c < L; c++) {
      const v = transitions[p * L + c] * scale - shift;
      out[c * L + p] = exp ? Math.exp(v) : v;
    }
  }
  return out;
}

/** Most probable label sequence (Viterbi); O(n L^2), linear in the number of paragraphs. */
export function viterbi(model: CrfSequence, emissions: Float64Array, n: number): Uint8Array {
  const path = new Uint8Array(n);
  if (n === 0) return path;
  const back = new Uint8Array(n * L);
  const trans = byColumn(model.transitions, 1, 0, false);
  let prev = new Float64Array(L);
  let cur = new Float64Array(L);
  for (let l = 0; l < L; l++) prev[l] = model.start[l] + emissions[l];
  for (let i = 1; i < n; i++) {
    const at = i * L;
    for (let c = 0; c < L; c++) {
      const column = c * L;
      let best = -Infinity;
      let arg = 0;
      for (let p = 0; p < L; p++) {
        const v = prev[p] + trans[column + p];
        if (v > best) {
          best = v;
          arg = p;
        }
      }
      cur[c] = best + emissions[at + c];
      back[at + c] = arg;
    }
    [prev, cur] = [cur, prev];
  }
  let last = 0;
  let bestEnd = -Infinity;
  for (let l = 0; l < L; l++) {
    const v = prev[l] + model.end[l];
    if (v > bestEnd) {
      bestEnd = v;
      last = l;
    }
  }
  path[n - 1] = last;
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i * L + path[i]];
  return path;
}

/** Forward-backward state, each step normalised to sum 1 so long texts never underflow. */
export interface Lattice {
  n: number;
  /** exp(emission / T) shifted per paragraph, 0 where a label is not allowed. */
  psi: Float64Array;
  alpha: Float64Array;
  beta: Float64Array;
  /** exp(transition / T), L x L. */
  expTrans: Float64Array;
  /** log of the partition function (of the allowed paths when a mask was given). */
  logZ: number;
}

/**
 * Forward-backward over `n` paragraphs. `allowed` (optional, one bit mask per paragraph) keeps
 * only paths through allowed labels: the trainer's view of the 1-3 acceptable types.
 */
export function forwardBackward(
  model: CrfSequence,
  emissions: Float64Array,
  n: number,
  temperature: number,
  allowed?: Uint32Array,
): Lattice {
  const inv = 1 / temperature;
  const psi = new Float64Array(n * L);
  const alpha = new Float64Array(n * L);
  const beta = new Float64Array(n * L);
  let maxTrans = -Infinity;
  for (let k = 0; k < L * L; k++) maxTrans = Math.max(maxTrans, model.transitions[k] * inv);
  const expTrans = new Float64Array(L * L);
  for (let k = 0; k < L * L; k++) expTrans[k] = Math.exp(model.transitions[k] * inv - maxTrans);
  const expByColumn = byColumn(model.transitions, inv, maxTrans, true);
  let logZ = (n - 1) * maxTrans;
  for (let i = 0; i < n; i++) {
    const at = i * L;
    let max = -Infinity;
    for (let l = 0; l < L; l++) {
      let e = emissions[at + l] * inv;
      if (i === 0) e += model.start[l] * inv;
      if (i === n - 1) e += model.end[l] * inv;
      psi[at + l] = e;
      if (e > max) max = e;
    }
    logZ += max;
    const mask = allowed ? allowed[i] : 0xffffffff;
    for (let l = 0; l < L; l++) psi[at + l] = (mask >>> l) & 1 ? Math.exp(psi[at + l] - max) : 0;
  }
  // Forward.
  for (let i = 0; i < n; i++) {
    const at = i * L;
    let sum = 0;
    if (i === 0) {
      for (let l = 0; l < L; l++) {
        alpha[l] = psi[l];
        sum += alpha[l];
      }
    } else {
      const from = at - L;
      for (let c = 0; c < L; c++) {
        const p = psi[at + c];
        if (p === 0) {
          alpha[at + c] = 0;
          continue;
        }
        let acc = 0;
        const column = c * L;
        for (let q = 0; q < L; q++) acc += alpha[from + q] * expByColumn[column + q];
        alpha[at + c] = acc * p;
        sum += alpha[at + c];
      }
    }
    if (sum === 0) sum = Number.MIN_VALUE;
    for (let l = 0; l < L; l++) alpha[at + l] /= sum;
    logZ += Math.log(sum);
  }
  // Backward.
  const lastAt = (n - 1) * L;
  for (let l = 0; l < L; l++) beta[lastAt + l] = 1;
  const weighted = new Float64Array(L);
  for (let i = n - 2; i >= 0; i--) {
    const at = i * L;
    const next = at + L;
    for (let c = 0; c < L; c++) weighted[c] = psi[next + c] * beta[next + c];
    let sum = 0;
    for (let p = 0; p < L; p++) {
      let acc = 0;
      const row = p * L;
      for (let c = 0; c < L; c++) acc += expTrans[row + c] * weighted[c];
      beta[at + p] = acc;
      sum += acc;
    }
    if (sum === 0) sum = Number.MIN_VALUE;
    for (let l = 0; l < L; l++) beta[at + l] /= sum;
  }
  return { n, psi, alpha, beta, expTrans, logZ };
}

/** Per-paragraph label probabilities (n x L) from a lattice. */
export function marginals(lattice: Lattice): Float64Array {
  const { n, alpha, beta } = lattice;
  const out = new Float64Array(n * L);
  for (let i = 0; i < n; i++) {
    const at = i * L;
    let sum = 0;
    for (let l = 0; l < L; l++) {
      out[at + l] = alpha[at + l] * beta[at + l];
      sum += out[at + l];
    }
    if (sum > 0) for (let l = 0; l < L; l++) out[at + l] /= sum;
  }
  return out;
}
