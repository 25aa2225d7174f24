import { describe, expect, it } from "vitest";
import { COMPILED, lowercaseSource } from "./compile";
import { LANGUAGE_CODES, LANGUAGE_PROFILES, RULE_PROFILES, SEQUENCE_PROFILES } from "./profiles";
import { detectLanguage, prepareSegments } from "./segmenter";
import { COPY_BLOCK_TYPES } from "./types";

describe("languages as data", () => {
  it("compile, guess and mark every language of the list from its own profile folder", () => {
    expect(LANGUAGE_CODES).toEqual(LANGUAGE_PROFILES.map((l) => l.code));
    for (const language of LANGUAGE_PROFILES) {
      expect(COMPILED[language.code].termCount, language.code).toBeGreaterThan(0);
      expect(Object.keys(RULE_PROFILES[language.code])).toHaveLength(30);
      // Its own function words are enough for the guess.
      expect(detectLanguage(language.stopWords.split(" ").slice(0, 12).join(" "))).toBe(language.code);
      const opener = language.openers.split("|")[0].trim();
      expect(prepareSegments(`${opener} x`)[0].hasTransitionMarker, opener).toBe(true);
    }
  });
});

describe("rule profiles", () => {
  it("exist for all 30 types in Portuguese and English, with every kind of cue", () => {
    for (const language of ["pt", "en"] as const) {
      for (const type of COPY_BLOCK_TYPES) {
        const profile = RULE_PROFILES[language][type];
        expect(profile.keywords.length, `${language} ${type} keywords`).toBeGreaterThanOrEqual(5);
        expect(profile.phrases.length, `${language} ${type} phrases`).toBeGreaterThanOrEqual(5);
        expect(profile.startPatterns.length, `${language} ${type} startPatterns`).toBeGreaterThanOrEqual(1);
        expect(profile.patterns.length, `${language} ${type} patterns`).toBeGreaterThanOrEqual(1);
        expect(profile.contextualIndicators.length, `${language} ${type} indicators`).toBeGreaterThanOrEqual(
          4,
        );
      }
    }
  });

  it("have regex sources that compile", () => {
    for (const language of ["pt", "en"] as const) {
      for (const type of COPY_BLOCK_TYPES) {
        const profile = RULE_PROFILES[language][type];
        for (const source of [...profile.startPatterns, ...profile.patterns]) {
          expect(() => new RegExp(source), `${language} ${type}: ${source}`).not.toThrow();
        }
      }
    }
    expect(COMPILED.pt.termCount).toBeGreaterThan(500);
    expect(COMPILED.en.termCount).toBeGreaterThan(500);
  });

  it("keep each type's known position range in a letter", () => {
    const known = {
      HOOK: [0, 10],
      EXPERT_INTRO: [10, 25],
      PAIN_POINT: [15, 30],
      PRODUCT_INTRO: [60, 75],
      URGENCY: [70, 95],
      OFFER_STRUCTURE: [70, 85],
      GUARANTEE: [75, 90],
      BONUS: [75, 90],
      FUTURE_VISION: [80, 95],
      CALL_TO_ACTION: [85, 95],
      SCARCITY: [90, 100],
    } as const;
    for (const [type, range] of Object.entries(known)) {
      expect(SEQUENCE_PROFILES[type as keyof typeof known].preferredPositions).toEqual(range);
    }
    for (const type of COPY_BLOCK_TYPES) {
      const [min, max] = SEQUENCE_PROFILES[type].preferredPositions;
      expect(min).toBeGreaterThanOrEqual(0);
      expect(max).toBeLessThanOrEqual(100);
      expect(min).toBeLessThan(max);
    }
  });

  it("keep hook, pain point and credibility away from after the closing types", () => {
    for (const type of ["HOOK", "PAIN_POINT", "CREDIBILITY"] as const) {
      expect(SEQUENCE_PROFILES[type].avoidAfter).toEqual(
        expect.arrayContaining(["OFFER_STRUCTURE", "GUARANTEE", "BONUS", "CALL_TO_ACTION", "SCARCITY"]),
      );
    }
  });

  it("lowercase regex sources without breaking escapes", () => {
    expect(lowercaseSource("Você \\S+\\W\\B \\D [A-Z]")).toBe("você \\S+\\W\\B \\D [a-z]");
  });
});
