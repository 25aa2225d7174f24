// Corpus texts turned into what the trainer and the evaluation read: per paragraph its sparse
// feature hashes, its dense features and its acceptable labels, computed by the same shared code
// the classifier runs (so training and inference cannot drift apart).

import { newEvidence } from "../../src/shared/blocks/compile";
import type { CorpusText } from "../../src/shared/blocks/corpus/parse";
import {
  DENSE_SIZE,
  denseFeatures,
  NEIGHBOUR_FEATURES,
  neighbourFeatures,
  newDenseContext,
  SEED_NEXT,
  SEED_PREVIOUS,
  sparseFeatures,
} from "../../src/shared/blocks/model/features";
import { bilingualLexical } from "../../src/shared/blocks/rules";
import { prepareLine } from "../../src/shared/blocks/segmenter";
import { BLOCK_TYPES } from "../../src/shared/blocks/types";

export interface TrainingText {
  id: string;
  language: string;
  genre: string;
  n: number;
  /** Sparse feature hashes of each paragraph. */
  hashes: Uint32Array[];
  /** n x DENSE_SIZE dense features. */
  dense: Float32Array;
  /** Bit mask of the acceptable labels of each paragraph. */
  allowed: Uint32Array;
  /** Acceptable label indices of each paragraph, best first. */
  labels: number[][];
  paragraphs: string[];
}

export function toTrainingText(text: CorpusText): TrainingText {
  const n = text.paragraphs.length;
  const dense = new Float32Array(n * DENSE_SIZE);
  const scratch = new Float32Array(DENSE_SIZE);
  const buffer = { hashes: new Uint32Array(1024) };
  const own = newEvidence();
  const foreign = newEvidence();
  const hashes: Uint32Array[] = [];
  const allowed = new Uint32Array(n);
  const labels: number[][] = [];
  const segments = text.paragraphs.map((p, i) => prepareLine(p.text, i, n));
  const context = new Uint32Array(NEIGHBOUR_FEATURES);
  const above = newDenseContext();
  segments.forEach((segment, i) => {
    // Paragraphs are prepared exactly as a pasted text's lines are.
    denseFeatures(segment, bilingualLexical(segment, own, foreign, false), scratch, above);
    dense.set(scratch, i * DENSE_SIZE);
    const count = sparseFeatures(segment.tokens, buffer);
    const features = Array.from(buffer.hashes.subarray(0, count));
    // The words of the heading above, as the classifier adds them.
    features.push(...above.headingWords.subarray(0, above.headingWordCount));
    // The neighbours' first words, as the classifier adds them.
    if (i > 0)
      features.push(
        ...context.subarray(0, neighbourFeatures(segments[i - 1].tokens, SEED_PREVIOUS, context)),
      );
    if (i + 1 < n)
      features.push(...context.subarray(0, neighbourFeatures(segments[i + 1].tokens, SEED_NEXT, context)));
    hashes.push(Uint32Array.from(features));
    const indices = text.paragraphs[i].types.map((t) => BLOCK_TYPES.indexOf(t));
    labels.push(indices);
    allowed[i] = indices.reduce((mask, l) => (mask | (1 << l)) >>> 0, 0);
  });
  return {
    id: text.id,
    language: text.language,
    genre: text.genre,
    n,
    hashes,
    dense,
    allowed,
    labels,
    paragraphs: text.paragraphs.map((p) => p.text),
  };
}
