import { describe, expect, it } from "vitest";
import { BLOCK_TYPES } from "../types";
import { decodeArtifact, encodeArtifact, fromBase64, type TypingModelArtifact, toBase64 } from "./artifact";
import { typingModel } from "./classify";
import {
  addRow,
  type CrfModel,
  type CrfWeights,
  forwardBackward,
  LABEL_COUNT,
  marginals,
  rowOf,
  viterbi,
} from "./crf";
import { decodeCrf } from "./decode";
import { DENSE_SIZE, sparseFeatures } from "./features";
import { decodeBlocks } from "./infer";
import shipped from "./typing-model.json";

const L = LABEL_COUNT;

function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1664525 + 1013904223) >>> 0;
    return a / 4294967296;
  };
}

function randomModel(seed: number): CrfWeights {
  const rand = seeded(seed);
  const fill = (size: number, scale: number) =>
    Float32Array.from({ length: size }, () => (rand() - 0.5) * scale);
  return {
    sparse: fill(4 * L, 2),
    own: fill(DENSE_SIZE * L, 1),
    prev: fill(DENSE_SIZE * L, 1),
    next: fill(DENSE_SIZE * L, 1),
    transitions: fill(L * L, 4),
    start: fill(L, 2),
    end: fill(L, 2),
    temperature: 1,
  };
}

/** Every path of a 3-paragraph text, scored by brute force. */
function bruteForce(model: CrfWeights, e: Float64Array, temperature: number, allowed?: number[]) {
  const paths: { path: number[]; score: number }[] = [];
  for (let a = 0; a < L; a++)
    for (let b = 0; b < L; b++)
      for (let c = 0; c < L; c++) {
        const path = [a, b, c];
        if (allowed && path.some((l, i) => !((allowed[i] >>> l) & 1))) continue;
        const score =
          model.start[a] +
          e[a] +
          model.transitions[a * L + b] +
          e[L + b] +
          model.transitions[b * L + c] +
          e[2 * L + c] +
          model.end[c];
        paths.push({ path, score: score / temperature });
      }
  const max = Math.max(...paths.map((p) => p.score));
  const z = paths.reduce((sum, p) => sum + Math.exp(p.score - max), 0);
  const m = new Float64Array(3 * L);
  for (const p of paths) {
    for (let i = 0; i < 3; i++) m[i * L + p.path[i]] += Math.exp(p.score - max) / z;
  }
  const best = paths.reduce((x, y) => (y.score > x.score ? y : x));
  return { logZ: max + Math.log(z), marginals: m, best: best.path };
}

describe("linear-chain CRF", () => {
  const model = randomModel(7);
  const rand = seeded(11);
  const emissions = Float64Array.from({ length: 3 * L }, () => (rand() - 0.5) * 6);

  it("gives the exact marginals and partition function (forward-backward vs every path)", () => {
    for (const temperature of [1, 1.7]) {
      const lattice = forwardBackward(model, emissions, 3, temperature);
      const exact = bruteForce(model, emissions, temperature);
      expect(lattice.logZ).toBeCloseTo(exact.logZ, 8);
      const m = marginals(lattice);
      for (let k = 0; k < 3 * L; k++) expect(m[k]).toBeCloseTo(exact.marginals[k], 10);
    }
  });

  it("restricts paths to the allowed labels (the acceptable types during training)", () => {
    const allowed = [0b111, 1 << 5, (1 << 30) | (1 << 2)];
    const lattice = forwardBackward(model, emissions, 3, 1, Uint32Array.from(allowed));
    const exact = bruteForce(model, emissions, 1, allowed);
    expect(lattice.logZ).toBeCloseTo(exact.logZ, 8);
    const m = marginals(lattice);
    for (let k = 0; k < 3 * L; k++) expect(m[k]).toBeCloseTo(exact.marginals[k], 10);
  });

  it("decodes in two fused passes exactly as Viterbi and forward-backward do", () => {
    const rand = seeded(5);
    for (const n of [1, 2, 7, 40]) {
      const e = Float64Array.from({ length: n * L }, () => (rand() - 0.5) * 12);
      for (const temperature of [0.7, 1, 2.5]) {
        const fused = decodeCrf(model, e, n, temperature);
        expect(Array.from(fused.path)).toEqual(Array.from(viterbi(model, e, n)));
        // Bit for bit: the same operations in the same order.
        expect(Array.from(fused.probabilities)).toEqual(
          Array.from(marginals(forwardBackward(model, e, n, temperature))),
        );
      }
    }
    expect(decodeCrf(model, new Float64Array(0), 0, 1).path).toHaveLength(0);
  });

  it("keeps Viterbi's first-label ties and its path with narrow transitions (few candidates)", () => {
    const rand = seeded(9);
    // Whole and half points: many equal scores, so ties between labels are frequent.
    const coarse = (scale: number) => Math.round((rand() - 0.5) * scale) / 2;
    for (const spread of [0, 1, 4]) {
      const tied = {
        ...model,
        transitions: Float32Array.from({ length: L * L }, () => coarse(spread)),
        start: Float32Array.from({ length: L }, () => coarse(2)),
        end: Float32Array.from({ length: L }, () => coarse(2)),
      };
      for (const n of [2, 9, 60]) {
        const e = Float64Array.from({ length: n * L }, () => coarse(8));
        expect(Array.from(decodeCrf(tied, e, n, 1).path)).toEqual(Array.from(viterbi(tied, e, n)));
      }
    }
    // The shipped model (transitions within about a point) on scores far apart and close.
    const shippedModel = typingModel();
    for (const scale of [0.1, 2, 30]) {
      const e = Float64Array.from({ length: 50 * L }, () => (rand() - 0.5) * scale);
      expect(Array.from(decodeCrf(shippedModel, e, 50, 1).path)).toEqual(
        Array.from(viterbi(shippedModel, e, 50)),
      );
    }
  });

  it("decodes the best path (Viterbi vs every path)", () => {
    expect(Array.from(viterbi(model, emissions, 3))).toEqual(bruteForce(model, emissions, 1).best);
    expect(viterbi(model, new Float64Array(0), 0)).toHaveLength(0);
  });
});

describe("model artifact", () => {
  it("round-trips base64", () => {
    for (let n = 0; n < 12; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + n) & 0xff);
      expect(Array.from(fromBase64(toBase64(bytes)))).toEqual(Array.from(bytes));
    }
    expect(() => fromBase64("ab$d")).toThrow(/bad base64/);
  });

  it("keeps every sparse weight within its row's 8-bit step, and drops the near-zero ones", () => {
    const model = randomModel(3);
    const hashes = Uint32Array.from([11, 22, 33, 44]);
    const artifact = encodeArtifact(model, hashes, { texts: 1, paragraphs: 1 });
    const decoded = decodeArtifact(artifact);
    const dense = (m: CrfModel, r: number) => {
      const row = new Float32Array(L);
      for (let k = m.rowStart[r]; k < m.rowStart[r + 1]; k++) row[m.rowLabels[k]] = m.rowWeights[k];
      return row;
    };
    for (let r = 0; r < 4; r++) {
      const row = model.sparse.subarray(r * L, r * L + L);
      const step = Math.max(...row.map(Math.abs)) / 127;
      const got = dense(decoded, r);
      for (let l = 0; l < L; l++) {
        if (Math.abs(row[l]) < artifact.pruneBelow) expect(got[l]).toBe(0);
        else expect(Math.abs(got[l] - row[l])).toBeLessThanOrEqual(step / 2 + 1e-6);
      }
    }
    expect(Array.from(decoded.transitions)).toEqual(
      Array.from(model.transitions)
        .map((v) => Math.round(v * 1000) / 1000)
        .map(Math.fround),
    );
  });

  it("finds every row by its hash in the packed form, with the artifact's labels and weights", () => {
    const model = randomModel(5);
    const hashes = Uint32Array.from([7, 70, 700, 7000, 70000, 4294967295]);
    const decoded = decodeArtifact(encodeArtifact(model, hashes, { texts: 1, paragraphs: 1 }));
    for (let r = 0; r < hashes.length; r++) {
      const at = rowOf(decoded, hashes[r]);
      expect(at).toBeGreaterThanOrEqual(0);
      const packed = Array.from({ length: decoded.packedInts[at] }, (_, k) => [
        decoded.packedInts[at + 1 + 2 * k],
        decoded.packedWeights[at + 2 + 2 * k],
      ]);
      const plain = [];
      for (let k = decoded.rowStart[r]; k < decoded.rowStart[r + 1]; k++)
        plain.push([decoded.rowLabels[k], decoded.rowWeights[k]]);
      expect(packed).toEqual(plain);
      const scores = new Float64Array(L);
      expect(addRow(decoded, at, scores, 0)).toBe(true);
      for (const [label, weight] of plain) expect(scores[label]).toBe(weight);
    }
    expect(rowOf(decoded, 8)).toBe(-1);
  });

  it("refuses an artifact made for other labels or features, naming the fix", () => {
    const artifact = encodeArtifact(randomModel(1), Uint32Array.from([1, 2, 3, 4]), {
      texts: 1,
      paragraphs: 1,
    });
    expect(() => decodeArtifact({ ...artifact, labels: artifact.labels.slice(1) })).toThrow(
      /labels.*npm run train:typing/,
    );
    expect(() => decodeArtifact({ ...artifact, denseSize: 3 })).toThrow(/dense features/);
    expect(() => decodeArtifact({ ...artifact, version: 99 })).toThrow(/format/);
  });

  it("ships a small trained model that loads", () => {
    const artifact = shipped as unknown as TypingModelArtifact;
    expect(JSON.stringify(artifact).length).toBeLessThan(3_000_000);
    expect(artifact.labels).toEqual([...BLOCK_TYPES]);
    expect(artifact.trainedOn.paragraphs).toBeGreaterThan(1000);
    expect(artifact.temperature).toBeGreaterThan(0);
    expect(typingModel().rowStart.length).toBeGreaterThan(10_000);
  });
});

describe("features", () => {
  it("are deterministic and bounded on a very long paragraph", () => {
    const tokens = Array.from({ length: 50_000 }, (_, i) => `word${i % 97}`);
    const a = { hashes: new Uint32Array(4) };
    const b = { hashes: new Uint32Array(4) };
    const n = sparseFeatures(tokens, a);
    expect(sparseFeatures(tokens, b)).toBe(n);
    expect(Array.from(a.hashes.subarray(0, n))).toEqual(Array.from(b.hashes.subarray(0, n)));
    expect(n).toBeLessThan(2_000);
  });
});

describe("decoded blocks", () => {
  const sequence = (undefinedBias: number) => {
    const start = new Float32Array(L);
    start[BLOCK_TYPES.indexOf("UNDEFINED")] = undefinedBias;
    return { transitions: new Float32Array(L * L), start, end: new Float32Array(L), temperature: 1 };
  };

  it("keeps the most probable type with its low confidence when nothing is probable", () => {
    // Every label equally likely but a slight lead for USP: no threshold turns it into UNDEFINED.
    const emissions = new Float64Array(2 * L);
    emissions[BLOCK_TYPES.indexOf("USP")] = 0.2;
    const [block] = decodeBlocks(sequence(0), emissions, ["a", "b"]);
    expect(block.type).toBe("USP");
    expect(block.confidence).toBeLessThan(10);
    expect(block.alternativeTypes.length).toBeGreaterThanOrEqual(2);
  });

  it("says UNDEFINED when the model decodes it", () => {
    const emissions = new Float64Array(L);
    emissions[BLOCK_TYPES.indexOf("UNDEFINED")] = 6;
    const [block] = decodeBlocks(sequence(0), emissions, ["Um abraço,"]);
    expect(block.type).toBe("UNDEFINED");
    expect(block.confidence).toBeGreaterThan(80);
    expect(block.alternativeTypes.map((a) => a.type)).not.toContain("UNDEFINED");
  });
});
