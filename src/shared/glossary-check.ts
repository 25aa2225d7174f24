/**
 * The glossary rule of a translation: a term found in the original must come out as its fixed
 * translation for the target language, or unchanged when it is marked "do not translate".
 * Terms match as whole words, ignoring case and accents ("acafrao" finds "Açafrão").
 */
import { stripAccents } from "./text/fold";

export type GlossaryRule = {
  term: string;
  translations: Readonly<Record<string, string>>;
  doNotTranslate: boolean;
};

/** What a translation must contain because its original contains `term`. */
export type TermExpectation = { term: string; expected: string; doNotTranslate: boolean };

/** Accent-free and lower-case: "Açafrão" → "acafrao". */
const fold = (text: string) => stripAccents(text).toLowerCase();

const sameTerm = (term: string) => fold(term).replace(/\s+/g, " ").trim();

/**
 * The terms that apply to a project: its own, then its owner's. On the same term (ignoring case
 * and accents) the project's rule wins, so a project can override a name for one product.
 */
export function mergeGlossaries<T extends GlossaryRule>(project: readonly T[], own: readonly T[]): T[] {
  const taken = new Set(project.map((rule) => sameTerm(rule.term)));
  return [...project, ...own.filter((rule) => !taken.has(sameTerm(rule.term)))];
}

// Whole words: no letter or digit may touch the phrase on either side.
const EDGE_BEFORE = "(?<![\\p{L}\\p{N}])";
const EDGE_AFTER = "(?![\\p{L}\\p{N}])";
const patterns = new Map<string, RegExp>();

function patternOf(phrase: string): RegExp | null {
  const folded = sameTerm(phrase);
  if (!folded) return null;
  let pattern = patterns.get(folded);
  if (!pattern) {
    const body = folded
      .split(" ")
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("\\s+");
    pattern = new RegExp(`${EDGE_BEFORE}${body}${EDGE_AFTER}`, "u");
    // Terms are few (a glossary holds hundreds at most), but never let the cache grow without end.
    if (patterns.size > 5000) patterns.clear();
    patterns.set(folded, pattern);
  }
  return pattern;
}

/** Whether `phrase` occurs in `text` as whole words, ignoring case and accents. */
export function containsPhrase(text: string, phrase: string): boolean {
  const pattern = patternOf(phrase);
  return pattern?.test(fold(text)) ?? false;
}

/**
 * The rules that bind a translation of `original` into `language`: each term found in it with
 * what must appear in the translation. A term with neither "do not translate" nor a translation
 * for this language sets no rule here.
 */
export function termsIn(
  original: string,
  rules: readonly GlossaryRule[],
  language: string,
): TermExpectation[] {
  if (!original.trim() || rules.length === 0) return [];
  const folded = fold(original);
  const found: TermExpectation[] = [];
  for (const rule of rules) {
    const expected = rule.doNotTranslate ? rule.term : rule.translations[language];
    if (!expected) continue;
    if (patternOf(rule.term)?.test(folded)) {
      found.push({ term: rule.term, expected, doNotTranslate: rule.doNotTranslate });
    }
  }
  return found;
}

/** The expectations a translation does not meet. */
export function unmet(translation: string, expectations: readonly TermExpectation[]): TermExpectation[] {
  if (expectations.length === 0) return [];
  const folded = fold(translation);
  return expectations.filter((e) => !patternOf(e.expected)?.test(folded));
}

/** The glossary terms of `original` that its translation into `language` did not keep. */
export function missingTerms(
  original: string,
  translation: string,
  rules: readonly GlossaryRule[],
  language: string,
): TermExpectation[] {
  if (!translation.trim()) return [];
  return unmet(translation, termsIn(original, rules, language));
}
