/**
 * Words of a search query, and the other Portuguese inflections of each. The database stems every
 * word, but the Portuguese stemmer keeps some singular and plural forms apart (promoção and
 * promoções, fácil and fáceis, pão and pães), so the query asks for those forms too.
 */

import { stripAccents } from "./text/fold";

export const SEARCH_TERMS_MAX = 16;

const fold = (word: string) => stripAccents(word).toLowerCase();

/** The query's words (letters and digits), accent-free and lower-case, without repeats. */
export function searchTerms(query: string): string[] {
  const words = query.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map(fold))].slice(0, SEARCH_TERMS_MAX);
}

// [ending, replacements]: the first matching ending wins, so longer endings come first.
const INFLECTIONS: [string, string[]][] = [
  ["coes", ["cao"]],
  ["cao", ["coes"]],
  ["oes", ["ao"]],
  ["aes", ["ao"]],
  ["aos", ["ao"]],
  ["ao", ["oes", "aes", "aos"]],
  ["ais", ["al"]],
  ["eis", ["el", "il"]],
  ["ois", ["ol"]],
  ["al", ["ais"]],
  ["el", ["eis"]],
  ["ol", ["ois"]],
  ["il", ["eis", "is"]],
  ["ns", ["m"]],
  ["is", ["il"]],
  ["m", ["ns"]],
];

/** The word itself first, then its other singular or plural forms. */
export function inflections(term: string): string[] {
  for (const [ending, replacements] of INFLECTIONS) {
    const stemLength = term.length - ending.length;
    if (stemLength >= (ending.length === 1 ? 2 : 1) && term.endsWith(ending)) {
      const stem = term.slice(0, -ending.length);
      return [term, ...replacements.map((r) => stem + r)];
    }
  }
  return [term];
}
