// Trains the linear-chain CRF of the typing model: maximises the probability of the paths that go
// through acceptable labels only (each paragraph has 1-3), with AdaGrad and L2, over chunks of
// texts in a seeded order. Deterministic: same texts and options, same weights, bit for bit.
import {
  type CrfWeights,
  forwardBackward,
  LABEL_COUNT,
  type Lattice,
  marginals,
} from "../../src/shared/blocks/model/crf";
import { DENSE_SIZE } from "../../src/shared/blocks/model/features";
import type { TrainingText } from "./dataset";

const L = LABEL_COUNT;
const D = DENSE_SIZE;
const NO_EDGE = new Float32Array(L);

export interface TrainOptions {
  epochs: number;
  learningRate: number;
  /** L2 strength per update. */
  l2: number;
  /** A sparse feature is kept when it occurs in at least this many training paragraphs. */
  minCount: number;
  /** Paragraphs per gradient step (a text is cut into chunks of this size). */
  chunk: number;
  seed: number;
  /** The model is the mean of the weights after each of the last `averageLast` epochs (0: the last). */
  averageLast: number;
}

/**
 * Defaults of the trainer. The learning rate is the one a nested selection on held-out corpus
 * texts chose among 0.01-0.08 (the selection cost four trainings per fold, too slow to run on every
 * training). A feature seen in fewer than 3 paragraphs is dropped: 5-fold cross-validation scored
 * 3 as high as 2, with a smaller and faster model. The weights of the last 6 epochs are averaged:
 * on leave-one-genre-out it kept the accuracy and lowered the calibration error (6.2 to 5.7 on 198
 * texts, 6.1 to 5.8 on 244), as an average of the last steps is less sure of any one of them.
 */
export const DEFAULT_TRAIN: TrainOptions = {
  epochs: 12,
  learningRate: 0.02,
  l2: 1e-4,
  minCount: 3,
  chunk: 24,
  seed: 12,
  averageLast: 6,
};

export interface TrainedModel {
  model: CrfWeights;
  /** Hash of each sparse row, in row order. */
  hashes: Uint32Array;
}

/** Mulberry32: a small seeded generator, so the training order is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Chunk {
  text: TrainingText;
  from: number;
  to: number;
  /** Sparse rows of each paragraph of the chunk (unknown features dropped). */
  rows: Int32Array[];
}

class Param {
  readonly w: Float32Array;
  readonly g2: Float32Array;
  constructor(size: number) {
    this.w = new Float32Array(size);
    this.g2 = new Float32Array(size);
  }
  /** AdaGrad step on weight k with gradient g (L2 included). */
  step(k: number, g: number, options: TrainOptions): void {
    const grad = g + options.l2 * this.w[k];
    if (grad === 0) return;
    this.g2[k] += grad * grad;
    this.w[k] -= (options.learningRate * grad) / (Math.sqrt(this.g2[k]) + 1e-6);
  }
}

/**
 * Sparse weights with one AdaGrad accumulator per feature row (not per weight): a row's 31
 * weights share a step size, which costs one square root per touched row instead of 31.
 */
class SparseParam {
  readonly w: Float32Array;
  readonly g2: Float64Array;
  constructor(rows: number) {
    this.w = new Float32Array(rows * L);
    this.g2 = new Float64Array(rows);
  }
  stepRow(r: number, grad: Float64Array, options: TrainOptions): void {
    const base = r * L;
    let sq = 0;
    for (let l = 0; l < L; l++) {
      const g = grad[base + l] + options.l2 * this.w[base + l];
      grad[base + l] = g;
      sq += g * g;
    }
    if (sq === 0) return;
    this.g2[r] += sq / L;
    const rate = options.learningRate / (Math.sqrt(this.g2[r]) + 1e-6);
    for (let l = 0; l < L; l++) this.w[base + l] -= rate * grad[base + l];
  }
}

/** Expected transition counts of a lattice, added into `out` with `sign`. */
function addPairs(lattice: Lattice, sign: number, out: Float64Array): void {
  const { n, alpha, beta, psi, expTrans } = lattice;
  const pair = new Float64Array(L * L);
  for (let i = 1; i < n; i++) {
    const from = (i - 1) * L;
    const at = i * L;
    let sum = 0;
    for (let p = 0; p < L; p++) {
      const a = alpha[from + p];
      if (a === 0) {
        for (let c = 0; c < L; c++) pair[p * L + c] = 0;
        continue;
      }
      for (let c = 0; c < L; c++) {
        const v = a * expTrans[p * L + c] * psi[at + c] * beta[at + c];
        pair[p * L + c] = v;
        sum += v;
      }
    }
    if (sum === 0) continue;
    const k = sign / sum;
    for (let j = 0; j < L * L; j++) out[j] += pair[j] * k;
  }
}

/** Trains on `texts`; returns the weights and the sparse features' hashes. */
export function trainCrf(
  texts: readonly TrainingText[],
  options: TrainOptions = DEFAULT_TRAIN,
): TrainedModel {
  // Feature dictionary: features seen in at least minCount paragraphs, in first-seen order.
  const counts = new Map<number, number>();
  for (const text of texts) {
    for (const paragraph of text.hashes) {
      const distinct = new Set(paragraph);
      for (const h of distinct) counts.set(h, (counts.get(h) ?? 0) + 1);
    }
  }
  const rowOf = new Map<number, number>();
  const hashList: number[] = [];
  for (const [h, c] of counts) {
    if (c < options.minCount) continue;
    rowOf.set(h, hashList.length);
    hashList.push(h);
  }
  const F = hashList.length;
  const sparse = new SparseParam(F);
  const own = new Param(D * L);
  const prev = new Param(D * L);
  const next = new Param(D * L);
  const transitions = new Param(L * L);
  const start = new Param(L);
  const end = new Param(L);

  const chunks: Chunk[] = [];
  for (const text of texts) {
    const rows = text.hashes.map((hs) => {
      const out: number[] = [];
      for (const h of hs) {
        const r = rowOf.get(h);
        if (r !== undefined) out.push(r);
      }
      return Int32Array.from(out);
    });
    for (let from = 0; from < text.n; from += options.chunk) {
      const to = Math.min(text.n, from + options.chunk);
      chunks.push({ text, from, to, rows: rows.slice(from, to) });
    }
  }

  const model: CrfWeights = {
    sparse: sparse.w,
    own: own.w,
    prev: prev.w,
    next: next.w,
    transitions: transitions.w,
    start: start.w,
    end: end.w,
    temperature: 1,
  };
  const rand = random(options.seed);
  const order = chunks.map((_, i) => i);
  const pairGrad = new Float64Array(L * L);
  const sparseGrad = new Float64Array(F * L);
  const mark = new Int32Array(F).fill(-1);
  const touched: number[] = [];
  let stamp = 0;
  const parts = [model.sparse, model.own, model.prev, model.next, model.transitions, model.start, model.end];
  const sums = parts.map((w) => new Float64Array(w.length));
  const averageFrom = options.epochs - Math.min(options.averageLast, options.epochs);
  let averaged = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    // Fisher-Yates with the seeded generator.
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const index of order) {
      const chunk = chunks[index];
      const n = chunk.to - chunk.from;
      const emissions = chunkEmissions(model, chunk);
      const isTextStart = chunk.from === 0;
      const isTextEnd = chunk.to === chunk.text.n;
      // A chunk in the middle of a text neither starts nor ends it.
      const edges = {
        transitions: model.transitions,
        start: isTextStart ? model.start : NO_EDGE,
        end: isTextEnd ? model.end : NO_EDGE,
      };
      const free = forwardBackward(edges, emissions, n, 1);
      const allowed = chunk.text.allowed.subarray(chunk.from, chunk.to);
      const constrained = forwardBackward(edges, emissions, n, 1, allowed);
      const mFree = marginals(free);
      const mCons = marginals(constrained);
      // Gradient of log Z - log Z(acceptable paths) with respect to each emission score.
      const g = new Float64Array(n * L);
      for (let k = 0; k < n * L; k++) g[k] = mFree[k] - mCons[k];
      pairGrad.fill(0);
      addPairs(free, 1, pairGrad);
      addPairs(constrained, -1, pairGrad);
      for (let k = 0; k < L * L; k++) transitions.step(k, pairGrad[k], options);
      for (let l = 0; l < L; l++) {
        if (isTextStart) start.step(l, g[l], options);
        if (isTextEnd) end.step(l, g[(n - 1) * L + l], options);
      }
      updateDense(chunk, g, own, prev, next, options);
      // Sparse rows: a feature's gradient is the sum over the chunk's paragraphs where it occurs.
      touched.length = 0;
      for (let i = 0; i < n; i++) {
        for (const r of chunk.rows[i]) {
          if (mark[r] !== stamp) {
            mark[r] = stamp;
            touched.push(r);
            sparseGrad.fill(0, r * L, r * L + L);
          }
          for (let l = 0; l < L; l++) sparseGrad[r * L + l] += g[i * L + l];
        }
      }
      for (const r of touched) sparse.stepRow(r, sparseGrad, options);
      stamp++;
    }
    if (epoch >= averageFrom) {
      parts.forEach((w, k) => {
        for (let j = 0; j < w.length; j++) sums[k][j] += w[j];
      });
      averaged++;
    }
  }
  if (averaged > 0)
    parts.forEach((w, k) => {
      for (let j = 0; j < w.length; j++) w[j] = sums[k][j] / averaged;
    });
  return { model, hashes: Uint32Array.from(hashList) };
}

function updateDense(
  chunk: Chunk,
  g: Float64Array,
  own: Param,
  prev: Param,
  next: Param,
  options: TrainOptions,
) {
  const dense = chunk.text.dense;
  const n = chunk.to - chunk.from;
  const gOwn = new Float64Array(D * L);
  const gPrev = new Float64Array(D * L);
  const gNext = new Float64Array(D * L);
  for (let i = 0; i < n; i++) {
    const global = chunk.from + i;
    accumulate(dense, global * D, g, i * L, gOwn);
    if (global > 0) accumulate(dense, (global - 1) * D, g, i * L, gPrev);
    if (global + 1 < chunk.text.n) accumulate(dense, (global + 1) * D, g, i * L, gNext);
  }
  for (let k = 0; k < D * L; k++) {
    own.step(k, gOwn[k], options);
    prev.step(k, gPrev[k], options);
    next.step(k, gNext[k], options);
  }
}

function accumulate(dense: Float32Array, from: number, g: Float64Array, at: number, out: Float64Array) {
  for (let d = 0; d < D; d++) {
    const v = dense[from + d];
    if (v === 0) continue;
    for (let l = 0; l < L; l++) out[d * L + l] += v * g[at + l];
  }
}

/** Emission scores of a chunk; neighbours outside the chunk still count (they are in the text). */
function chunkEmissions(model: CrfWeights, chunk: Chunk): Float64Array {
  const n = chunk.to - chunk.from;
  const out = new Float64Array(n * L);
  const dense = chunk.text.dense;
  for (let i = 0; i < n; i++) {
    const at = i * L;
    for (const r of chunk.rows[i]) {
      const base = r * L;
      for (let l = 0; l < L; l++) out[at + l] += model.sparse[base + l];
    }
    const global = chunk.from + i;
    addDenseRow(model.own, dense, global * D, out, at);
    if (global > 0) addDenseRow(model.prev, dense, (global - 1) * D, out, at);
    if (global + 1 < chunk.text.n) addDenseRow(model.next, dense, (global + 1) * D, out, at);
  }
  return out;
}

function addDenseRow(
  weights: Float32Array,
  dense: Float32Array,
  from: number,
  out: Float64Array,
  at: number,
) {
  for (let d = 0; d < D; d++) {
    const v = dense[from + d];
    if (v === 0) continue;
    for (let l = 0; l < L; l++) out[at + l] += v * weights[d * L + l];
  }
}
