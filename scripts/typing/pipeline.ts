// Steps shared by train:typing and eval:typing: train a model and pass it through the artifact
// (so what is measured is what ships, quantisation included), score a text with it, and fit the
// calibration temperature on held-out texts.
import type { CorpusText } from "../../src/shared/blocks/corpus/parse";
import {
  decodeArtifact,
  encodeArtifact,
  type TypingModelArtifact,
} from "../../src/shared/blocks/model/artifact";
import {
  addSparse,
  type CrfModel,
  type CrfSequence,
  forwardBackward,
  LABEL_COUNT,
  marginals,
} from "../../src/shared/blocks/model/crf";
import { DENSE_SIZE } from "../../src/shared/blocks/model/features";
import { modelEmissions } from "../../src/shared/blocks/model/infer";
import { prepareLine } from "../../src/shared/blocks/segmenter";
import { DEFAULT_TRAIN, type TrainOptions, trainCrf } from "./crf-train";
import type { TrainingText } from "./dataset";

export function trainModel(
  texts: readonly TrainingText[],
  temperature = 1,
  options: TrainOptions = DEFAULT_TRAIN,
): { artifact: TypingModelArtifact; model: CrfModel } {
  const trained = trainCrf(texts, options);
  trained.model.temperature = temperature;
  const paragraphs = texts.reduce((sum, t) => sum + t.n, 0);
  const artifact = encodeArtifact(trained.model, trained.hashes, {
    texts: texts.length,
    paragraphs,
    learningRate: options.learningRate,
  });
  return { artifact, model: decodeArtifact(artifact) };
}

/**
 * Label scores straight from the training features of a text (its sparse hashes looked up one by
 * one, its dense vectors times the weights): the definition the classifier's one-pass, cached
 * emission step must match.
 */
export function referenceEmissions(model: CrfModel, text: TrainingText): Float64Array {
  const L = LABEL_COUNT;
  const D = DENSE_SIZE;
  const out = new Float64Array(text.n * L);
  const add = (weights: Float32Array, from: number, at: number) => {
    for (let d = 0; d < D; d++) {
      const v = text.dense[from * D + d];
      if (v !== 0) for (let l = 0; l < L; l++) out[at + l] += v * weights[d * L + l];
    }
  };
  for (let i = 0; i < text.n; i++) {
    const at = i * L;
    addSparse(model, text.hashes[i], text.hashes[i].length, out, at);
    add(model.own, i, at);
    if (i > 0) add(model.prev, i - 1, at);
    if (i + 1 < text.n) add(model.next, i + 1, at);
  }
  return out;
}

/** Label scores of a corpus text's paragraphs, prepared exactly as a pasted text's lines. */
export function textEmissions(model: CrfModel, text: CorpusText) {
  const lines = text.paragraphs.map((p) => p.text);
  return modelEmissions(model, lines.length, (i) => prepareLine(lines[i], i, lines.length));
}

/** Candidate temperatures for calibration. */
export const TEMPERATURES = [0.5, 0.7, 0.85, 1, 1.2, 1.4, 1.6, 1.8, 2, 2.3, 2.6, 3, 3.5, 4, 4.5, 5, 6, 7, 8];

/**
 * Negative log-likelihood of the acceptable types of a scored text at each candidate
 * temperature: -log P(type is one of the acceptable ones), summed over paragraphs.
 */
export function nllByTemperature(
  model: CrfSequence,
  emissions: Float64Array,
  allowed: Uint32Array,
): number[] {
  const n = allowed.length;
  return TEMPERATURES.map((t) => {
    const p = marginals(forwardBackward(model, emissions, n, t));
    let nll = 0;
    for (let i = 0; i < n; i++) {
      let mass = 0;
      for (let l = 0; l < LABEL_COUNT; l++) if ((allowed[i] >>> l) & 1) mass += p[i * LABEL_COUNT + l];
      nll -= Math.log(Math.max(mass, 1e-9));
    }
    return nll;
  });
}

/** The temperature with the lowest summed NLL over the given texts' tables. */
export function bestTemperature(tables: readonly number[][]): number {
  let best = 0;
  let bestNll = Infinity;
  TEMPERATURES.forEach((_, k) => {
    const nll = tables.reduce((sum, table) => sum + table[k], 0);
    if (nll < bestNll) {
      bestNll = nll;
      best = k;
    }
  });
  return tables.length === 0 ? 1 : TEMPERATURES[best];
}

/** A text scored by a model that did not see it: what selection and calibration read. */
export interface HeldOut {
  text: CorpusText;
  /** The decoding part of the model that scored it (the rest is let go). */
  model: CrfSequence & { temperature: number };
  emissions: Float64Array;
  originals: string[];
  /** nllByTemperature of the text. */
  table: number[];
}

export function heldOut(model: CrfModel, text: CorpusText, data: TrainingText): HeldOut {
  const { emissions, originals } = textEmissions(model, text);
  const { transitions, start, end, temperature } = model;
  return {
    text,
    model: { transitions, start, end, temperature },
    emissions,
    originals,
    table: nllByTemperature(model, emissions, data.allowed),
  };
}
