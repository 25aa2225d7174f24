import type { LexicalGroup } from "./types";

/**
 * Everything the copy engine knows about one language, as data. A new language is a folder
 * beside pt/ and en/ holding one of these plus its lexical groups, and one line in languages.ts.
 */
export interface LanguageProfile {
  /** ISO 639-1 code, also the `language` of segments and of corpus texts. */
  code: string;
  /** Frequent function words, space separated, folded (lowercase, no accents): the language guess counts them. */
  stopWords: string;
  /** Folded openers that mark a transition paragraph ("but that's not all"), '|' separated. */
  openers: string;
  /**
   * Folded regex sources of ordinal openers that mark a time/sequence paragraph ("first",
   * "finally"); a source may carry a lookahead when the word has another meaning.
   */
  ordinals: readonly string[];
  /** Rule profiles of the 30 types, split in groups by part of the letter. */
  lexical: readonly LexicalGroup[];
}
