import type { CopyBlockType } from "../types";

/**
 * Lexical side of a rule profile as written by hand. Word lists are one string with entries
 * separated by '|' (easy to read and edit, and the formatter leaves them on one line); a
 * trailing '*' on a word matches any word starting with it (garant* -> garantia, garantido).
 * Regex sources are matched against folded text (lowercase, no accents); accents written in
 * them are folded too. Everything is folded and compiled once, at module load.
 */
export interface LexicalSource {
  /** Single words typical of the type. Up to 20 points, full at 3 distinct matches. */
  keywords: string;
  /** Multi-word expressions. Up to 25 points, full at 2. */
  phrases: string;
  /** Regex sources tested at the start of the paragraph. 15 points. */
  startPatterns: readonly string[];
  /** Regex sources tested anywhere in the paragraph. 20 points. */
  patterns: readonly string[];
  /** Weaker hints, words or expressions. Up to 10 points, full at 2. */
  contextualIndicators: string;
}

export type LexicalGroup = Partial<Record<CopyBlockType, LexicalSource>>;

/** Where a type sits in a sales letter; the same in every language. */
export interface SequenceProfile {
  /** Percent range of the text [min, max] where the type usually appears. */
  preferredPositions: readonly [number, number];
  /** Types that usually come right before this one. */
  preferredPredecessors: readonly CopyBlockType[];
  /** Types that usually come right after this one. */
  preferredSuccessors: readonly CopyBlockType[];
  /** Types after which this one reads wrong (a hook after the call to action). */
  avoidAfter: readonly CopyBlockType[];
}

/** A complete rule profile of one block type, with the word lists split into arrays. */
export interface RuleProfile extends SequenceProfile {
  keywords: readonly string[];
  phrases: readonly string[];
  startPatterns: readonly string[];
  patterns: readonly string[];
  contextualIndicators: readonly string[];
}
