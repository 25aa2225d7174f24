import { describe, expect, it } from "vitest";
import type { CorpusText } from "../../src/shared/blocks/corpus/parse";
import { decodeBlocks } from "../../src/shared/blocks/model/infer";
import type { BlockType } from "../../src/shared/blocks/types";
import { DEFAULT_TRAIN, trainCrf } from "./crf-train";
import { toTrainingText } from "./dataset";
import { textEmissions, trainModel } from "./pipeline";

// A toy corpus: each text tells a hook, a few pain lines (one also acceptable as a story), and a
// call to action, with varied words so the model has to generalise from the words it saw.
const PAIN = ["my knees ache on the stairs", "the pain wakes me at night", "walking hurts after lunch"];
const CTA = ["click the button below now", "press the green button today", "click below and order"];
function toyText(id: string, k: number): CorpusText {
  const p = (text: string, ...types: BlockType[]) => ({ text, types });
  return {
    id,
    language: "en",
    genre: "vsl",
    title: id,
    paragraphs: [
      p(`Discover the ${k}-minute secret that ends knee pain`, "HOOK"),
      p(PAIN[k % 3], "PAIN_POINT"),
      p(PAIN[(k + 1) % 3], "PAIN_POINT", "STORY_HOOK"),
      p(CTA[k % 3], "CALL_TO_ACTION"),
      p("Dear friend,", "UNDEFINED"),
    ],
  };
}

describe("CRF trainer", () => {
  const texts = Array.from({ length: 12 }, (_, k) => toTrainingText(toyText(`toy-${k}`, k)));
  const options = { ...DEFAULT_TRAIN, epochs: 6, minCount: 1 };

  it("is deterministic: the same data and options give the same weights", () => {
    const a = trainCrf(texts, options);
    const b = trainCrf(texts, options);
    expect(Array.from(a.hashes)).toEqual(Array.from(b.hashes));
    expect(Buffer.from(a.model.sparse.buffer).equals(Buffer.from(b.model.sparse.buffer))).toBe(true);
    expect(Buffer.from(a.model.transitions.buffer).equals(Buffer.from(b.model.transitions.buffer))).toBe(
      true,
    );
  });

  it("averages the weights of the last epochs: two epochs averaged are the mean of one and two", () => {
    const one = trainCrf(texts, { ...options, epochs: 1, averageLast: 0 }).model;
    const two = trainCrf(texts, { ...options, epochs: 2, averageLast: 0 }).model;
    const averaged = trainCrf(texts, { ...options, epochs: 2, averageLast: 2 }).model;
    // The second run's first epoch is the first run's (same seeded order), so the mean is exact.
    for (const part of ["sparse", "own", "transitions", "start"] as const) {
      const mean = one[part].map((w, j) => (w + two[part][j]) / 2);
      expect(Array.from(averaged[part])).toEqual(Array.from(mean));
      expect(Array.from(averaged[part])).not.toEqual(Array.from(two[part]));
    }
  });

  it("learns the types of a text it did not see, through the shipped artifact format", () => {
    const { model } = trainModel(texts, 1, options);
    const unseen = toyText("toy-unseen", 13);
    const { emissions, originals } = textEmissions(model, unseen);
    const blocks = decodeBlocks(model, emissions, originals);
    expect(blocks.map((b) => b.type)).toEqual([
      "HOOK",
      "PAIN_POINT",
      "PAIN_POINT",
      "CALL_TO_ACTION",
      "UNDEFINED",
    ]);
    // A clear paragraph is typed with a high calibrated probability.
    expect(blocks[1].confidence).toBeGreaterThan(50);
  });
});
