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

/**
 * A phrase ready to look for: folded, with one of its words (the longest) that a text must hold as
 * a whole word, a set lookup that rules most terms out at once. A phrase without letters or
 * digits has no such word and is looked for directly.
 */
type Compiled = { folded: string; word: string | null } | null;
const compiled = new Map<string, Compiled>();
const WORD = /[\p{L}\p{N}]+/gu;
const WORD_CHAR = /^[\p{L}\p{N}]$/u;

// The editor checks every block against every term, so each phrase is folded once.
function compile(phrase: string): Compiled {
  let entry = compiled.get(phrase);
  if (entry !== undefined) return entry;
  const folded = sameTerm(phrase);
  const words = folded.match(WORD) ?? [];
  const word = words.length ? words.reduce((a, b) => (b.length > a.length ? b : a)) : null;
  entry = folded ? { folded, word } : null;
  // Terms are few (a glossary holds hundreds at most), but never let the cache grow without end.
  if (compiled.size > 5000) compiled.clear();
  compiled.set(phrase, entry);
  return entry;
}

/** A folded text (spaces collapsed) and the set of its words, made once and tested against every term. */
type Searchable = { folded: string; words: Set<string> };
const searchable = (text: string): Searchable => {
  const folded = sameTerm(text);
  return { folded, words: new Set(folded.match(WORD)) };
};

/** Whether a letter or digit touches `text` just before `start` or at `end`. */
function touchesWord(text: string, start: number, end: number): boolean {
  // Step back over a surrogate pair, so a letter outside the basic plane counts as one.
  const back = start >= 2 && /[\uDC00-\uDFFF]/.test(text[start - 1]) ? 2 : 1;
  const before = start > 0 ? String.fromCodePoint(text.codePointAt(start - back) ?? 0) : "";
  const after = end < text.length ? String.fromCodePoint(text.codePointAt(end) ?? 0) : "";
  return WORD_CHAR.test(before) || WORD_CHAR.test(after);
}

/**
 * Whole words: the phrase, with no letter or digit touching it on either side. A plain search
 * and a character test, since Unicode-aware patterns cost far more (hundreds of terms, each
 * tested against every block of a long letter, in the browser).
 */
function occursIn(text: Searchable, phrase: string): boolean {
  const entry = compile(phrase);
  if (entry === null || (entry.word !== null && !text.words.has(entry.word))) return false;
  for (
    let at = text.folded.indexOf(entry.folded);
    at !== -1;
    at = text.folded.indexOf(entry.folded, at + 1)
  ) {
    if (!touchesWord(text.folded, at, at + entry.folded.length)) return true;
  }
  return false;
}

/** Whether `phrase` occurs in `text` as whole words, ignoring case and accents. */
export function containsPhrase(text: string, phrase: string): boolean {
  return occursIn(searchable(text), phrase);
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
  const text = searchable(original);
  const found: TermExpectation[] = [];
  for (const rule of rules) {
    const expected = rule.doNotTranslate ? rule.term : rule.translations[language];
    if (!expected) continue;
    if (occursIn(text, rule.term)) {
      found.push({ term: rule.term, expected, doNotTranslate: rule.doNotTranslate });
    }
  }
  return found;
}

/** The expectations a translation does not meet. */
export function unmet(translation: string, expectations: readonly TermExpectation[]): TermExpectation[] {
  if (expectations.length === 0) return [];
  const text = searchable(translation);
  return expectations.filter((e) => !occursIn(text, e.expected));
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
