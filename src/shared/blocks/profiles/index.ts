import { COPY_BLOCK_TYPES, type CopyBlockType, type Language } from "../types";
import { EN_OFFER } from "./en/offer";
import { EN_OPENING } from "./en/opening";
import { EN_PROBLEM } from "./en/problem";
import { EN_SOLUTION } from "./en/solution";
import { PT_OFFER } from "./pt/offer";
import { PT_OPENING } from "./pt/opening";
import { PT_PROBLEM } from "./pt/problem";
import { PT_SOLUTION } from "./pt/solution";
import { SEQUENCE_PROFILES } from "./sequence";
import type { LexicalGroup, LexicalSource, RuleProfile } from "./types";

export { SEQUENCE_PROFILES } from "./sequence";
export type { LexicalSource, RuleProfile, SequenceProfile } from "./types";

function splitList(list: string): string[] {
  return list
    .split("|")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function merge(language: Language, groups: LexicalGroup[]): Record<CopyBlockType, RuleProfile> {
  const lexical: LexicalGroup = Object.assign({}, ...groups);
  const out = {} as Record<CopyBlockType, RuleProfile>;
  for (const type of COPY_BLOCK_TYPES) {
    const source: LexicalSource | undefined = lexical[type];
    // A missing profile is a programming error: fail at load, not with silent UNDEFINEDs.
    if (!source) throw new Error(`No ${language} rule profile for ${type}`);
    out[type] = {
      keywords: splitList(source.keywords),
      phrases: splitList(source.phrases),
      startPatterns: source.startPatterns,
      patterns: source.patterns,
      contextualIndicators: splitList(source.contextualIndicators),
      ...SEQUENCE_PROFILES[type],
    };
  }
  return out;
}

/** Rule profiles of the 30 types in Portuguese (the spec's) and English (originals are often English). */
export const RULE_PROFILES: Readonly<Record<Language, Readonly<Record<CopyBlockType, RuleProfile>>>> = {
  pt: merge("pt", [PT_OPENING, PT_PROBLEM, PT_SOLUTION, PT_OFFER]),
  en: merge("en", [EN_OPENING, EN_PROBLEM, EN_SOLUTION, EN_OFFER]),
};
