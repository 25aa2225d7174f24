import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldText, stripDiacritics, tokenize } from "./normalize";

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;

describe("normalize", () => {
  it("tokenises ASCII text by hand exactly as the Unicode word pattern does", () => {
    const text = fc.string({ unit: fc.constantFrom(..."ab Z9'-.,!?\n\t'x"), maxLength: 60 });
    fc.assert(
      fc.property(text, (input) => {
        expect(tokenize(input)).toEqual(input.match(WORD) ?? []);
      }),
    );
    expect(tokenize("don't stop, it's 24/7 'quoted' x''y")).toEqual([
      "don't",
      "stop",
      "it's",
      "24",
      "7",
      "quoted",
      "x",
      "y",
    ]);
  });

  it("folds with or without accents the same way as lowercase + stripped diacritics", () => {
    const text = fc.string({ unit: fc.constantFrom(..."AbçÃõéÉ ßœ x'1"), maxLength: 30 });
    fc.assert(
      fc.property(text, (input) => {
        expect(foldText(input)).toBe(stripDiacritics(input.toLowerCase()));
        expect(tokenize(foldText(input))).toEqual(foldText(input).match(WORD) ?? []);
      }),
    );
  });
});
