import { COPY_BLOCK_TYPES, type CopyBlockType, type Language } from "../types";
import type { LanguageProfile } from "./language";
import { LANGUAGE_PROFILES } from "./languages";
import { SEQUENCE_PROFILES } from "./sequence";
import type { LexicalGroup, LexicalSource, RuleProfile } from "./types";

export type { LanguageProfile } from "./language";
export { LANGUAGE_CODES, LANGUAGE_PROFILES } from "./languages";
export { SEQUENCE_PROFILES } from "./sequence";
export type { LexicalSource, RuleProfile, SequenceProfile } from "./types";

export function splitList(list: string): string[] {
  return list
    .split("|")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function merge(language: LanguageProfile): Record<CopyBlockType, RuleProfile> {
  const lexical: LexicalGroup = Object.assign({}, ...language.lexical);
  const out = {} as Record<CopyBlockType, RuleProfile>;
  for (const type of COPY_BLOCK_TYPES) {
    const source: LexicalSource | undefined = lexical[type];
    // A missing profile is a programming error: fail at load, not with silent UNDEFINEDs.
    if (!source) throw new Error(`No ${language.code} rule profile for ${type}`);
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

/** Rule profiles of the 30 types in every language of LANGUAGE_PROFILES. */
export const RULE_PROFILES = Object.fromEntries(
  LANGUAGE_PROFILES.map((language) => [language.code, merge(language)]),
) as Readonly<Record<Language, Readonly<Record<CopyBlockType, RuleProfile>>>>;
