import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadCorpus } from "../../../scripts/typing/corpus";
import { collectEvidence, newEvidence } from "./compile";
import { foldText, tokenize } from "./normalize";
import { prepareLine } from "./segmenter";
import { COPY_BLOCK_TYPES } from "./types";
import { pinnedWordOf, readWords, wordOf, wordTexts } from "./words";

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;

describe("readWords", () => {
  it("reads exactly the tokens of tokenize and of the Unicode word pattern", () => {
    const units = [..."ab Z9'-.,!?\n\tçãé…—•ßœ½²٣ΣΩ"];
    const text = fc.array(
      fc.oneof(
        fc.constantFrom(...units),
        fc.constantFrom("𝒜", "😀", "\ud835", "\udc9c", "\u0301", "ﬁ", "Ⅻ", "\u00a0"),
      ),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(text, (parts) => {
        const input = parts.join("");
        expect(wordTexts(readWords(input))).toEqual(input.match(WORD) ?? []);
        expect(wordTexts(readWords(foldText(input)))).toEqual(tokenize(foldText(input)));
      }),
      { numRuns: 2000 },
    );
  });

  it("gives every paragraph of the corpus the tokens of tokenize, one shared word per text", () => {
    for (const text of loadCorpus()) {
      text.paragraphs.forEach((p, i) => {
        const segment = prepareLine(p.text, i, text.paragraphs.length);
        expect(segment.tokens).toEqual(tokenize(segment.folded));
        expect(wordTexts(segment.words)).toEqual(segment.tokens);
        for (const word of segment.words) expect(wordOf(word.text)).toBe(word);
      });
    }
  });

  it("keeps finding words as its table grows and when it starts again past 65,536 words", () => {
    const kept = wordOf("garantia");
    const many = Array.from({ length: 70_000 }, (_, i) => `w${i.toString(36)}`);
    for (const text of many) expect(wordOf(text).text).toBe(text);
    // Words handed out before the table started again keep their facts.
    expect(kept.text).toBe("garantia");
    expect(wordTexts(readWords("w0 don't w1z1 garantia"))).toEqual(["w0", "don't", "w1z1", "garantia"]);
    expect(wordOf("w1z1")).toBe(wordOf("w1z1"));
  });

  it("keeps a pinned word the same object when the table starts again, so the keyword tries still find it", () => {
    // "garantia" and "risco" are keys of the Portuguese trie (guarantee keywords), pinned at load.
    const pinned = pinnedWordOf("garantia");
    const unpinned = wordOf("w-unpinned-zz");
    const evidence = newEvidence();
    const guarantee = COPY_BLOCK_TYPES.indexOf("GUARANTEE");
    const paragraph = () => prepareLine("Garantia de 30 dias, sem risco nenhum.", 0, 1);
    collectEvidence("pt", paragraph(), evidence, false);
    const before = Array.from(evidence.counts);
    expect(before[guarantee]).toBeGreaterThan(0);
    for (let i = 0; i < 70_000; i++) wordOf(`p${i.toString(36)}`);
    expect(wordOf("garantia")).toBe(pinned);
    expect(wordOf("w-unpinned-zz")).not.toBe(unpinned);
    collectEvidence("pt", paragraph(), evidence, false);
    expect(Array.from(evidence.counts)).toEqual(before);
  });

  it("marks stop words with their languages (bit per language: pt, en)", () => {
    expect(wordOf("voce").stopLanguages).toBe(1);
    expect(wordOf("the").stopLanguages).toBe(2);
    expect(wordOf("garantia").stopLanguages).toBe(0);
  });
});
