import { describe, expect, it } from "vitest";
import { countSyllablesEn, countSyllablesPt } from "./syllables";

describe("countSyllablesPt", () => {
  it.each([
    ["coração", 3],
    ["saúde", 3],
    ["dinheiro", 3],
    ["garantia", 4],
    ["você", 2],
    ["resultado", 4],
    ["felicidade", 5],
    ["saudável", 3],
    ["história", 4],
    ["país", 2],
    ["baú", 2],
    ["mãe", 1],
    ["põe", 1],
    ["leão", 2],
    ["poeta", 3],
    ["muito", 2],
    ["mais", 1],
    ["ruim", 2],
    ["ainda", 3],
    ["rainha", 3],
    ["cair", 2],
    ["quero", 2],
    ["guerra", 2],
    ["quando", 2],
    ["água", 2],
    ["linguiça", 3],
    ["ideia", 3],
    ["saiu", 2],
    ["dor", 1],
    ["também", 2],
    ["Brasil", 2],
  ])("%s has %i syllables", (word, expected) => {
    expect(countSyllablesPt(word)).toBe(expected);
  });

  it("counts any word with letters as at least one syllable and non-words as none", () => {
    expect(countSyllablesPt("R")).toBe(1);
    expect(countSyllablesPt("psst")).toBe(1);
    expect(countSyllablesPt("")).toBe(0);
    expect(countSyllablesPt("123")).toBe(0);
  });
});

describe("countSyllablesEn", () => {
  it.each([
    ["the", 1],
    ["make", 1],
    ["people", 2],
    ["money", 2],
    ["amazing", 3],
    ["guaranteed", 3],
    ["beautiful", 3],
    ["pain", 1],
  ])("%s has %i syllables", (word, expected) => {
    expect(countSyllablesEn(word)).toBe(expected);
  });
});
