import { describe, expect, it } from "vitest";
import { containsPhrase, type GlossaryRule, mergeGlossaries, missingTerms, termsIn } from "./glossary-check";

const rules: GlossaryRule[] = [
  { term: "Neuroslim", translations: {}, doNotTranslate: true },
  { term: "açafrão-da-terra", translations: { en: "turmeric", es: "cúrcuma" }, doNotTranslate: false },
  { term: "chá verde", translations: { en: "green tea" }, doNotTranslate: false },
];

describe("containsPhrase", () => {
  it("matches whole words, ignoring case, accents and the spacing between words", () => {
    expect(containsPhrase("Com ACAFRAO-DA-TERRA puro.", "açafrão-da-terra")).toBe(true);
    expect(containsPhrase("um  Chá\nVerde por dia", "chá verde")).toBe(true);
    expect(containsPhrase("Neuroslim.", "neuroslim")).toBe(true);
    expect(containsPhrase("Neuroslimmer", "Neuroslim")).toBe(false);
    expect(containsPhrase("superneuroslim", "Neuroslim")).toBe(false);
    expect(containsPhrase("Neuroslim2", "Neuroslim")).toBe(false);
    expect(containsPhrase("chá verdejante", "chá verde")).toBe(false);
    // A later whole-word occurrence counts even when an earlier one is inside a word.
    expect(containsPhrase("superneuroslim e Neuroslim", "neuroslim")).toBe(true);
  });

  it("counts letters outside the basic plane as letters, and emoji as not", () => {
    expect(containsPhrase("\u{1D49C}Neuroslim", "Neuroslim")).toBe(false);
    // "terra" is a word of the text, but "da" is glued to the letter before it.
    expect(containsPhrase("\u{1D49C}da terra", "da terra")).toBe(false);
    expect(containsPhrase("da terra \u{1D49C}", "da terra")).toBe(true);
    expect(containsPhrase("😀Neuroslim😀", "Neuroslim")).toBe(true);
  });

  it("treats the term's punctuation as text, not as a pattern", () => {
    expect(containsPhrase("use C++ today", "C++")).toBe(true);
    expect(containsPhrase("use Cxx today", "C..")).toBe(false);
    expect(containsPhrase("anything", "   ")).toBe(false);
  });
});

describe("termsIn", () => {
  it("lists the terms of the original with what the translation must hold in that language", () => {
    expect(termsIn("Neuroslim tem açafrão-da-terra e chá verde.", rules, "es")).toEqual([
      { term: "Neuroslim", expected: "Neuroslim", doNotTranslate: true },
      // chá verde has no Spanish rule: it binds nothing in Spanish.
      { term: "açafrão-da-terra", expected: "cúrcuma", doNotTranslate: false },
    ]);
    expect(termsIn("Nada aqui.", rules, "en")).toEqual([]);
    expect(termsIn("", rules, "en")).toEqual([]);
  });
});

describe("missingTerms", () => {
  const original = "Neuroslim tem açafrão-da-terra e chá verde.";

  it("reports each term whose fixed translation, or the term itself, is missing", () => {
    expect(missingTerms(original, "Neuroslim has turmeric and green tea.", rules, "en")).toEqual([]);
    expect(missingTerms(original, "NEUROSLIM has Turmeric and Green  Tea.", rules, "en")).toEqual([]);
    expect(missingTerms(original, "NeuroSlim™ has saffron and green tea.", rules, "en")).toEqual([
      { term: "açafrão-da-terra", expected: "turmeric", doNotTranslate: false },
    ]);
    expect(missingTerms(original, "Neuro slim tiene curcuma.", rules, "es")).toEqual([
      { term: "Neuroslim", expected: "Neuroslim", doNotTranslate: true },
    ]);
  });

  it("finds nothing to check in an empty translation or a language without rules", () => {
    expect(missingTerms(original, "", rules, "en")).toEqual([]);
    // French: only "do not translate" binds, the other terms have no French rule.
    expect(missingTerms(original, "Neuroslim a du safran.", rules, "fr")).toEqual([]);
  });
});

describe("mergeGlossaries", () => {
  it("keeps the project's rule when the owner's glossary has the same term in another case or accent", () => {
    const project = [
      { term: "Acafrao-da-terra", translations: { en: "saffron root" }, doNotTranslate: false },
    ];
    const merged = mergeGlossaries(project, rules);
    expect(merged.map((r) => r.term)).toEqual(["Acafrao-da-terra", "Neuroslim", "chá verde"]);
    expect(missingTerms("Com açafrão-da-terra.", "With turmeric.", merged, "en")).toEqual([
      { term: "Acafrao-da-terra", expected: "saffron root", doNotTranslate: false },
    ]);
  });
});
