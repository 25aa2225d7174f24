// The trained typing model as a small, versioned JSON artifact: sparse weights pruned and
// quantised to 8 bits (base64), dense and transition weights as rounded numbers. Decoding checks that the
// artifact matches this code's labels, languages and features, so a stale model fails loudly.
import { LANGUAGE_CODES } from "../profiles";
import { BLOCK_TYPES } from "../types";
import { buildTable, type CrfModel, type CrfWeights, LABEL_COUNT } from "./crf";
import { DENSE_SIZE } from "./features";

export const ARTIFACT_FORMAT = "copyblocks-typing-crf";
export const ARTIFACT_VERSION = 2;
/**
 * Sparse weights smaller than this are dropped from the artifact: a row keeps about 8 of its 31
 * weights, which makes the file smaller and the emission step several times faster, while the
 * evaluation (run through the artifact) shows what it costs.
 */
export const PRUNE_BELOW = 0.05;

export interface TypingModelArtifact {
  format: string;
  version: number;
  labels: string[];
  languages: string[];
  denseSize: number;
  /** What the model was trained on, and the learning rate the selection chose. */
  trainedOn: { texts: number; paragraphs: number; learningRate?: number };
  temperature: number;
  pruneBelow: number;
  /** Sparse feature hashes, little-endian uint32, base64. */
  hashes: string;
  /** Kept weights per row (uint8, base64). */
  rowCounts: string;
  /** One float32 per row, base64: weight = int8 value * its row's scale. */
  rowScales: string;
  /** Label of each kept weight (uint8), then the weights themselves (int8), rows one after another. */
  rowLabels: string;
  rowWeights: string;
  own: number[];
  prev: number[];
  next: number[];
  transitions: number[];
  start: number[];
  end: number[];
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DECODE = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;

/** Base64 to bytes without atob or Buffer, so it runs the same in Node and in the browser. */
export function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, "");
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let o = 0;
  for (let i = 0; i < clean.length; i++) {
    const d = DECODE[clean.charCodeAt(i)];
    if (d === undefined || d < 0) throw new Error(`typing model: bad base64 at ${i}`);
    value = (value << 6) | d;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (value >>> bits) & 0xff;
    }
  }
  return out;
}

export function toBase64(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i];
    const b = i + 1 < bytes.length ? bytes[i + 1] : 0;
    const c = i + 2 < bytes.length ? bytes[i + 2] : 0;
    const n = (a << 16) | (b << 8) | c;
    out += ALPHABET[(n >>> 18) & 63] + ALPHABET[(n >>> 12) & 63];
    out += i + 1 < bytes.length ? ALPHABET[(n >>> 6) & 63] : "=";
    out += i + 2 < bytes.length ? ALPHABET[n & 63] : "=";
  }
  return out;
}

const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Turns the artifact into the weights the CRF reads; throws when it does not fit this code. */
export function decodeArtifact(artifact: TypingModelArtifact): CrfModel {
  const stale = (what: string) =>
    new Error(`typing model artifact does not match the code (${what}): run npm run train:typing`);
  if (artifact.format !== ARTIFACT_FORMAT || artifact.version !== ARTIFACT_VERSION) throw stale("format");
  if (!same(artifact.labels, BLOCK_TYPES)) throw stale("labels");
  if (!same(artifact.languages, LANGUAGE_CODES)) throw stale("languages");
  if (artifact.denseSize !== DENSE_SIZE) throw stale("dense features");
  const hashBytes = fromBase64(artifact.hashes);
  const rowCount = hashBytes.length / 4;
  const hashes = new Uint32Array(rowCount);
  const view = new DataView(hashBytes.buffer, hashBytes.byteOffset, hashBytes.byteLength);
  for (let i = 0; i < rowCount; i++) hashes[i] = view.getUint32(i * 4, true);
  const counts = fromBase64(artifact.rowCounts);
  const scaleBytes = fromBase64(artifact.rowScales);
  const rowLabels = fromBase64(artifact.rowLabels);
  const quantised = new Int8Array(fromBase64(artifact.rowWeights).buffer);
  if (counts.length !== rowCount || scaleBytes.length !== rowCount * 4) throw stale("row sizes");
  const rowStart = new Int32Array(rowCount + 1);
  for (let r = 0; r < rowCount; r++) rowStart[r + 1] = rowStart[r] + counts[r];
  if (rowLabels.length !== rowStart[rowCount] || quantised.length !== rowStart[rowCount])
    throw stale("weights");
  const scales = new DataView(scaleBytes.buffer, scaleBytes.byteOffset, scaleBytes.byteLength);
  const rowWeights = new Float32Array(quantised.length);
  for (let r = 0; r < rowCount; r++) {
    const scale = scales.getFloat32(r * 4, true);
    for (let k = rowStart[r]; k < rowStart[r + 1]; k++) {
      if (rowLabels[k] >= LABEL_COUNT) throw stale("label index");
      rowWeights[k] = quantised[k] * scale;
    }
  }
  const dense = DENSE_SIZE * LABEL_COUNT;
  for (const [name, size] of [
    ["own", dense],
    ["prev", dense],
    ["next", dense],
    ["transitions", LABEL_COUNT * LABEL_COUNT],
    ["start", LABEL_COUNT],
    ["end", LABEL_COUNT],
  ] as const) {
    if (artifact[name].length !== size) throw stale(name);
  }
  return {
    ...buildTable({ hashes, rowStart, rowLabels, rowWeights }),
    rowStart,
    rowLabels,
    rowWeights,
    own: Float32Array.from(artifact.own),
    prev: Float32Array.from(artifact.prev),
    next: Float32Array.from(artifact.next),
    transitions: Float32Array.from(artifact.transitions),
    start: Float32Array.from(artifact.start),
    end: Float32Array.from(artifact.end),
    temperature: artifact.temperature,
  };
}

const round = (values: ArrayLike<number>) => Array.from(values, (v) => Math.round(v * 1000) / 1000);

/** Artifact of trained weights; `hashes` are the sparse features' hashes, one row each. */
export function encodeArtifact(
  weights: CrfWeights,
  hashes: Uint32Array,
  trainedOn: TypingModelArtifact["trainedOn"],
  pruneBelow = PRUNE_BELOW,
): TypingModelArtifact {
  const L = LABEL_COUNT;
  const counts = new Uint8Array(hashes.length);
  const scaleBytes = new Uint8Array(hashes.length * 4);
  const scales = new DataView(scaleBytes.buffer);
  const labels: number[] = [];
  const quantised: number[] = [];
  for (let r = 0; r < hashes.length; r++) {
    // A scale per row keeps the small weights of rare features instead of rounding them to zero.
    let max = 0;
    for (let l = 0; l < L; l++) max = Math.max(max, Math.abs(weights.sparse[r * L + l]));
    scales.setFloat32(r * 4, max === 0 ? 1 : max / 127, true);
    const scale = scales.getFloat32(r * 4, true);
    for (let l = 0; l < L; l++) {
      const w = weights.sparse[r * L + l];
      if (Math.abs(w) < pruneBelow) continue;
      const q = Math.round(w / scale);
      if (q === 0) continue;
      labels.push(l);
      quantised.push(q);
      counts[r]++;
    }
  }
  const hashBytes = new Uint8Array(hashes.length * 4);
  const view = new DataView(hashBytes.buffer);
  for (let i = 0; i < hashes.length; i++) view.setUint32(i * 4, hashes[i], true);
  return {
    format: ARTIFACT_FORMAT,
    version: ARTIFACT_VERSION,
    labels: [...BLOCK_TYPES],
    languages: [...LANGUAGE_CODES],
    denseSize: DENSE_SIZE,
    trainedOn,
    temperature: Math.round(weights.temperature * 1000) / 1000,
    pruneBelow,
    hashes: toBase64(hashBytes),
    rowCounts: toBase64(counts),
    rowScales: toBase64(scaleBytes),
    rowLabels: toBase64(Uint8Array.from(labels)),
    rowWeights: toBase64(new Uint8Array(Int8Array.from(quantised).buffer)),
    own: round(weights.own),
    prev: round(weights.prev),
    next: round(weights.next),
    transitions: round(weights.transitions),
    start: round(weights.start),
    end: round(weights.end),
  };
}
