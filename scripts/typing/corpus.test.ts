// Validates every file of the labelled corpus: a malformed file fails here, naming its line.
import { describe, expect, it } from "vitest";
import { COPY_BLOCK_TYPES } from "../../src/shared/blocks/types";
import { loadCorpus } from "./corpus";

describe("labelled corpus", () => {
  const texts = loadCorpus();

  it("parses: known types, headers present, 1-3 types per paragraph, ids match file names", () => {
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text.paragraphs.length, text.id).toBeGreaterThan(10);
      for (const p of text.paragraphs) {
        expect(p.types.length).toBeGreaterThanOrEqual(1);
        expect(p.types.length).toBeLessThanOrEqual(3);
      }
    }
  });

  it("keeps UNDEFINED for what is not copy and uses real types for the rest", () => {
    const paragraphs = texts.flatMap((t) => t.paragraphs);
    const undefinedShare = paragraphs.filter((p) => p.types[0] === "UNDEFINED").length / paragraphs.length;
    expect(undefinedShare).toBeLessThan(0.1);
    const used = new Set(paragraphs.flatMap((p) => p.types));
    expect(COPY_BLOCK_TYPES.filter((t) => used.has(t)).length).toBeGreaterThan(20);
  });
});
