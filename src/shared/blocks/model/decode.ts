// Decoding for the classifier: Viterbi and forward-backward in two passes over the paragraphs
// instead of four. The forward pass also runs the Viterbi step (both read every label pair of
// consecutive paragraphs), the backward pass turns each paragraph's forward and backward
// values into its probabilities and then walks the Viterbi path back. Every number is computed
// exactly as viterbi() and forwardBackward() + marginals() compute it (crf.ts; a test holds
// them equal), so the fused form changes speed only.
import { byColumn, type CrfSequence, LABEL_COUNT } from "./crf";

// Every function below copies the module constants it reads in a loop (LABEL_COUNT, the arrays
// further down) into locals first. Optimised code reloads a module binding from the module's
// context on each use and checks its type and length again; a local is checked once. In the
// compiled forward step that took the instructions per multiply-add from about 26 to 11.

/** Arrays decodeCrf fills instead of allocating its own: path n, probabilities and back n x L. */
export interface DecodeArrays {
  path: Uint8Array;
  probabilities: Float64Array;
  back: Uint8Array;
}

export interface Decoded {
  /** Most probable label of each paragraph in the most probable sequence (Viterbi). */
  path: Uint8Array;
  /** Per-paragraph label probabilities (n x L) at the temperature. */
  probabilities: Float64Array;
}

/**
 * Writes to `out`, in increasing order, the labels q whose Viterbi score best[q] could give the
 * best path into some label, and returns how many. With M the best score and transitions between
 * `low` and `high`, the label of M reaches every column with at least M + low; a label with
 * best[q] + high below that (floating-point sums are monotone, so this holds as computed) can
 * neither beat it nor tie it. The transitions span about one point and the scores of a
 * paragraph several, so this leaves one or two labels of 31: Viterbi gives the same path, ties
 * to the first label included, at a fraction of the cost.
 */
function viterbiCandidates(best: Float64Array, low: number, high: number, out: Int32Array): number {
  const L = LABEL_COUNT;
  let max = -Infinity;
  for (let q = 0; q < L; q++) if (best[q] > max) max = best[q];
  const floor = max + low;
  let count = 0;
  for (let q = 0; q < L; q++) if (!(best[q] + high < floor)) out[count++] = q;
  return count;
}

// The L x L matrices and the one-paragraph rows the steps below read in their inner loops are
// allocated once, at module load, and filled by decodeCrf: it is synchronous, so one set serves
// every call.
/** exp(transition / T - max) by column (to, from), and by row (from, to). */
const EXP_BY_COLUMN = new Float64Array(LABEL_COUNT * LABEL_COUNT);
const EXP_TRANS = new Float64Array(LABEL_COUNT * LABEL_COUNT);
/** The previous paragraph's normalised alphas. */
const ALPHA_BEFORE = new Float64Array(LABEL_COUNT);
/** psi times beta of the paragraph after, and the backward values being computed. */
const WEIGHTED = new Float64Array(LABEL_COUNT);
const PREVIOUS = new Float64Array(LABEL_COUNT);
/** Labels whose sums the forward and backward steps compute together, and those sums. */
const GROUP_SIZE = 8;
const GROUP = new Float64Array(GROUP_SIZE);

/**
 * Forward step of paragraph `at` from ALPHA_BEFORE: alpha[c] = psi[c] * sum over q of
 * alpha_before[q] * expByColumn[c][q], each sum in crf.ts's order, and the alphas summed in label
 * order. Eight target labels at a time share each alpha load and keep eight sums going at once:
 * one sum is a chain of 31 additions, each waiting for the last, so it is the additions' latency,
 * not their number, that sets the time. The last group starts at L - 8 and overlaps the one
 * before; a column it computes again comes out the same and is written once. A function of its
 * own, called once per paragraph, so V8 optimises it after a few calls instead of running a long
 * loop unoptimised until on-stack replacement. Returns the sum of the new alphas.
 */
function forwardStep(alpha: Float64Array, psi: Float64Array, at: number): number {
  const L = LABEL_COUNT;
  const before = ALPHA_BEFORE;
  const exp = EXP_BY_COLUMN;
  const acc = GROUP;
  let sum = 0;
  for (let done = 0; done < L; ) {
    const start = Math.min(done, L - GROUP_SIZE);
    const column = start * L;
    let acc0 = 0;
    let acc1 = 0;
    let acc2 = 0;
    let acc3 = 0;
    let acc4 = 0;
    let acc5 = 0;
    let acc6 = 0;
    let acc7 = 0;
    for (let q = 0; q < L; q++) {
      const a = before[q];
      acc0 += a * exp[column + q];
      acc1 += a * exp[column + L + q];
      acc2 += a * exp[column + 2 * L + q];
      acc3 += a * exp[column + 3 * L + q];
      acc4 += a * exp[column + 4 * L + q];
      acc5 += a * exp[column + 5 * L + q];
      acc6 += a * exp[column + 6 * L + q];
      acc7 += a * exp[column + 7 * L + q];
    }
    acc[0] = acc0;
    acc[1] = acc1;
    acc[2] = acc2;
    acc[3] = acc3;
    acc[4] = acc4;
    acc[5] = acc5;
    acc[6] = acc6;
    acc[7] = acc7;
    for (let c = done; c < start + GROUP_SIZE; c++) {
      const p = psi[at + c];
      alpha[at + c] = p === 0 ? 0 : acc[c - start] * p;
      sum += alpha[at + c];
    }
    done = start + GROUP_SIZE;
  }
  return sum;
}

/** Viterbi step: next[c] and back[at + c] from best over the candidate labels (see viterbiCandidates). */
function viterbiStep(
  best: Float64Array,
  next: Float64Array,
  back: Uint8Array,
  transByColumn: Float64Array,
  emissions: Float64Array,
  candidate: Int32Array,
  candidates: number,
  at: number,
): void {
  const L = LABEL_COUNT;
  for (let c = 0; c < L; c++) {
    const column = c * L;
    let top = -Infinity;
    let arg = 0;
    for (let k = 0; k < candidates; k++) {
      const q = candidate[k];
      const v = best[q] + transByColumn[column + q];
      if (v > top) {
        top = v;
        arg = q;
      }
    }
    next[c] = top + emissions[at + c];
    back[at + c] = arg;
  }
}

/**
 * Backward step: PREVIOUS[p] = sum over c of expTrans[p][c] * WEIGHTED[c], in crf.ts's order,
 * eight source labels at a time as in forwardStep; then normalised to sum 1.
 */
function backwardStep(): void {
  const L = LABEL_COUNT;
  const exp = EXP_TRANS;
  const weighted = WEIGHTED;
  const previous = PREVIOUS;
  let sum = 0;
  for (let done = 0; done < L; ) {
    const start = Math.min(done, L - GROUP_SIZE);
    const row = start * L;
    let acc0 = 0;
    let acc1 = 0;
    let acc2 = 0;
    let acc3 = 0;
    let acc4 = 0;
    let acc5 = 0;
    let acc6 = 0;
    let acc7 = 0;
    for (let c = 0; c < L; c++) {
      const w = weighted[c];
      acc0 += exp[row + c] * w;
      acc1 += exp[row + L + c] * w;
      acc2 += exp[row + 2 * L + c] * w;
      acc3 += exp[row + 3 * L + c] * w;
      acc4 += exp[row + 4 * L + c] * w;
      acc5 += exp[row + 5 * L + c] * w;
      acc6 += exp[row + 6 * L + c] * w;
      acc7 += exp[row + 7 * L + c] * w;
    }
    // A row this group shares with the one before gets the same value again; the sum takes
    // each row once, in label order.
    previous[start] = acc0;
    previous[start + 1] = acc1;
    previous[start + 2] = acc2;
    previous[start + 3] = acc3;
    previous[start + 4] = acc4;
    previous[start + 5] = acc5;
    previous[start + 6] = acc6;
    previous[start + 7] = acc7;
    for (let p = done; p < start + GROUP_SIZE; p++) sum += previous[p];
    done = start + GROUP_SIZE;
  }
  if (sum === 0) sum = Number.MIN_VALUE;
  for (let l = 0; l < L; l++) previous[l] /= sum;
}

/** psi of paragraph `i`: exp(emission / T) shifted by the paragraph's largest, as crf.ts has it. */
function psiStep(
  psi: Float64Array,
  emissions: Float64Array,
  start: Float32Array,
  end: Float32Array,
  inv: number,
  i: number,
  n: number,
): void {
  const L = LABEL_COUNT;
  const at = i * L;
  let max = -Infinity;
  for (let l = 0; l < L; l++) {
    let e = emissions[at + l] * inv;
    if (i === 0) e += start[l] * inv;
    if (i === n - 1) e += end[l] * inv;
    psi[at + l] = e;
    if (e > max) max = e;
  }
  for (let l = 0; l < L; l++) psi[at + l] = Math.exp(psi[at + l] - max);
}

/** Turns paragraph `at`'s normalised alphas (in `probabilities`) into its probabilities with beta. */
function probabilityStep(probabilities: Float64Array, beta: Float64Array, at: number): void {
  const L = LABEL_COUNT;
  let sum = 0;
  for (let l = 0; l < L; l++) {
    probabilities[at + l] *= beta[l];
    sum += probabilities[at + l];
  }
  if (sum > 0) for (let l = 0; l < L; l++) probabilities[at + l] /= sum;
}

/**
 * `reuseEmissions`: the caller will not read `emissions` again, so its rows are turned into psi in
 * place instead of filling a second n x L array (for a long paste, tens of megabytes to allocate
 * and pull through the processor's cache). `arrays`: where to write instead of new arrays (the
 * result's path and probabilities are then those arrays).
 */
export function decodeCrf(
  model: CrfSequence,
  emissions: Float64Array,
  n: number,
  temperature: number,
  reuseEmissions = false,
  arrays?: DecodeArrays,
): Decoded {
  const L = LABEL_COUNT;
  const path = arrays ? arrays.path : new Uint8Array(n);
  const probabilities = arrays ? arrays.probabilities : new Float64Array(n * L);
  if (n === 0) return { path, probabilities };
  const { start, end } = model;
  const inv = 1 / temperature;
  let maxTrans = -Infinity;
  for (let k = 0; k < L * L; k++) maxTrans = Math.max(maxTrans, model.transitions[k] * inv);
  for (let k = 0; k < L * L; k++) EXP_TRANS[k] = Math.exp(model.transitions[k] * inv - maxTrans);
  EXP_BY_COLUMN.set(byColumn(model.transitions, inv, maxTrans, true));
  const transByColumn = byColumn(model.transitions, 1, 0, false);
  // psi: exp(emission / T) shifted per paragraph; alpha lives in `probabilities` until the
  // backward pass turns it into them.
  const psi = reuseEmissions ? emissions : new Float64Array(n * L);
  const alpha = probabilities;
  const back = arrays ? arrays.back : new Uint8Array(n * L);
  let best = new Float64Array(L);
  let next = new Float64Array(L);
  let low = Infinity;
  let high = -Infinity;
  for (let k = 0; k < L * L; k++) {
    low = Math.min(low, transByColumn[k]);
    high = Math.max(high, transByColumn[k]);
  }
  const candidate = new Int32Array(L);
  for (let i = 0; i < n; i++) {
    const at = i * L;
    // Viterbi reads the paragraph's emissions before psiStep, which may write psi over them.
    if (i === 0) for (let l = 0; l < L; l++) best[l] = start[l] + emissions[l];
    else {
      // Viterbi candidates: the labels whose best score could still win some column.
      const candidates = viterbiCandidates(best, low, high, candidate);
      viterbiStep(best, next, back, transByColumn, emissions, candidate, candidates, at);
      const swap = best;
      best = next;
      next = swap;
    }
    psiStep(psi, emissions, start, end, inv, i, n);
    let sum = 0;
    if (i === 0) {
      for (let l = 0; l < L; l++) {
        alpha[l] = psi[l];
        sum += alpha[l];
      }
    } else sum = forwardStep(alpha, psi, at);
    if (sum === 0) sum = Number.MIN_VALUE;
    for (let l = 0; l < L; l++) {
      alpha[at + l] /= sum;
      ALPHA_BEFORE[l] = alpha[at + l];
    }
  }
  // Backward, each paragraph's probabilities as soon as its backward values are known.
  const beta = new Float64Array(L).fill(1);
  for (let i = n - 1; i >= 0; i--) {
    const at = i * L;
    if (i < n - 1) {
      const after = at + L;
      for (let c = 0; c < L; c++) WEIGHTED[c] = psi[after + c] * beta[c];
      backwardStep();
      beta.set(PREVIOUS);
    }
    probabilityStep(probabilities, beta, at);
  }
  let last = 0;
  let bestEnd = -Infinity;
  for (let l = 0; l < L; l++) {
    const v = best[l] + end[l];
    if (v > bestEnd) {
      bestEnd = v;
      last = l;
    }
  }
  path[n - 1] = last;
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i * L + path[i]];
  return { path, probabilities };
}
