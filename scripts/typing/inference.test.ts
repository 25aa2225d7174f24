// The classifier's fast emission step (one pass, words cached) against the plain definition the
// trainer uses, on every corpus and fixture text with the shipped model: the same scores and the
// very same typed blocks. A speed change that alters a prediction fails here.
import { describe, expect, it } from "vitest";
import { classifyText } from "../../src/shared/blocks/classifier";
import { typingModel } from "../../src/shared/blocks/model/classify";
import { LABEL_COUNT, rowOf } from "../../src/shared/blocks/model/crf";
import { charGrams, mix, SEED_NEXT, SEED_PREVIOUS, tokenHash } from "../../src/shared/blocks/model/features";
import { decodeBlocks, modelEmissions } from "../../src/shared/blocks/model/infer";
import { WordCache } from "../../src/shared/blocks/model/word-cache";
import { prepareLine } from "../../src/shared/blocks/segmenter";
import { wordOf } from "../../src/shared/blocks/words";
import { fixtureTexts, loadCorpus } from "./corpus";
import { toTrainingText } from "./dataset";
import { referenceEmissions, textEmissions } from "./pipeline";

const texts = [...loadCorpus(), ...fixtureTexts()];

describe("fast inference", () => {
  const model = typingModel();

  it("scores every corpus paragraph as the training features do, and types it the same", () => {
    let paragraphs = 0;
    for (const text of texts) {
      const { emissions, originals } = textEmissions(model, text);
      const reference = referenceEmissions(model, toTrainingText(text));
      expect(emissions.length).toBe(reference.length);
      let worst = 0;
      for (let k = 0; k < reference.length; k++)
        worst = Math.max(worst, Math.abs(emissions[k] - reference[k]));
      expect(worst, text.id).toBeLessThan(1e-9);
      expect(decodeBlocks(model, emissions, originals), text.id).toEqual(
        decodeBlocks(model, reference, originals),
      );
      paragraphs += originals.length;
    }
    expect(paragraphs).toBeGreaterThan(4000);
  });

  it("types a pasted text the same way (classifyText over the whole corpus at once)", () => {
    const lines = texts.flatMap((t) => t.paragraphs.map((p) => p.text));
    const pasted = classifyText(lines.join("\n"));
    const whole = {
      id: "all",
      language: "pt",
      genre: "vsl" as const,
      title: "all",
      paragraphs: texts.flatMap((t) => t.paragraphs),
    };
    const reference = decodeBlocks(model, referenceEmissions(model, toTrainingText(whole)), lines);
    expect(pasted).toEqual(reference);
  });

  it("scores the same when the word cache fills up and starts again in the middle of a paste", () => {
    const lines = texts.flatMap((t) => t.paragraphs.map((p) => p.text));
    const at = (i: number) => prepareLine(lines[i], i, lines.length);
    const own = modelEmissions(model, lines.length, at).emissions;
    // Room for 200 words: the corpus has thousands, so the cache starts again many times, and
    // long paragraphs would straddle a new start if it came in the middle of one.
    const small = new WordCache(model, 200);
    const emissions = modelEmissions(model, lines.length, at, undefined, small).emissions;
    expect(small.resets).toBeGreaterThan(20);
    expect(Array.from(emissions)).toEqual(Array.from(own));
  });

  /** A packed row's [label, weight] entries (rowOf's answer), read the plain way. */
  const entries = (row: number): [number, number][] => {
    if (row < 0) return [];
    return Array.from({ length: model.packedInts[row] }, (_, k) => [
      model.packedInts[row + 1 + 2 * k],
      model.packedWeights[row + 2 + 2 * k],
    ]);
  };

  it("keeps giving each word its own scores when the word cache fills up and starts again", () => {
    const cache = new WordCache(model, 1024);
    const distinct = new Set(
      texts.flatMap((t) => t.paragraphs.flatMap((p) => p.text.toLowerCase().split(/\W+/))),
    );
    const words = [...distinct].filter(Boolean).slice(0, 1500);
    const grams = new Uint32Array(256);
    let worst = 0;
    let wrongHashes = 0;
    let wrongRuns = 0;
    // Twice over 1,500 words in a cache of 1,024: it starts again, and words come back.
    for (const word of [...words, ...words]) {
      const slot = cache.slot(wordOf(word));
      const expected = new Float64Array(LABEL_COUNT);
      const add = (row: number) => {
        for (const [label, weight] of entries(row)) expected[label] += weight;
      };
      add(rowOf(model, tokenHash(word)));
      const n = charGrams(word, grams, 0);
      for (let k = 0; k < n; k++) add(rowOf(model, grams[k]));
      if (cache.hashes[slot] !== tokenHash(word)) wrongHashes++;
      const got = new Float64Array(LABEL_COUNT);
      for (let w = cache.from[slot]; w < cache.asPrevious[slot]; w++) got[cache.labels[w]] = cache.weights[w];
      for (let l = 0; l < LABEL_COUNT; l++) worst = Math.max(worst, Math.abs(got[l] - expected[l]));
      // Its runs as a neighbour's word are the model's rows of those features, as they are, with
      // labels moved to the next row (L + label) and to the previous row (2L + label).
      const neighbour = Array.from({ length: cache.from[slot + 1] - cache.asPrevious[slot] }, (_, k) => [
        cache.labels[cache.asPrevious[slot] + k],
        cache.weights[cache.asPrevious[slot] + k],
      ]);
      const run = (offset: number) =>
        neighbour
          .filter(([label]) => label >= offset && label < offset + LABEL_COUNT)
          .map(([label, weight]) => [label - offset, weight]);
      const row = (hash: number) => entries(rowOf(model, hash));
      const h = tokenHash(word);
      if (
        neighbour.some(([label]) => label < LABEL_COUNT || label >= 3 * LABEL_COUNT) ||
        JSON.stringify(run(LABEL_COUNT)) !== JSON.stringify(row(mix(h, SEED_PREVIOUS))) ||
        JSON.stringify(run(2 * LABEL_COUNT)) !== JSON.stringify(row(mix(h, SEED_NEXT)))
      )
        wrongRuns++;
    }
    expect(cache.resets).toBeGreaterThan(0);
    expect(wrongHashes).toBe(0);
    expect(wrongRuns).toBe(0);
    expect(worst).toBeLessThan(1e-12);
  });
});
