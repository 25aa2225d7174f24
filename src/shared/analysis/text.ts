// Words of a text with their place in the original string, folded for matching but kept as
// written for display and for passages quoted back to the user.
import { foldText } from "../blocks/normalize";
import { guessLanguage } from "../blocks/segmenter";
import type { Language } from "../blocks/types";
import { isStopWord } from "./stopwords";

/** A word as written, where it is, and its folded (lowercase, accent-free) form. */
export interface Word {
  /** As written in the text. */
  raw: string;
  /** Lowercase, without diacritics: what every match runs against. */
  folded: string;
  /** Offset of the first character in the original text. */
  start: number;
  /** Offset just after the last character. */
  end: number;
}

// A number with thousands/decimal separators (1.000,00 / 3.5) is one word; otherwise letters,
// combining marks and digits, joined by apostrophes or hyphens (don't, anti-inflamatório, dá-lo).
const WORD = /\p{N}+(?:[.,]\p{N}+)+|[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
const NUMERIC = /^[\p{N}.,]+$/u;
const TYPOGRAPHIC_APOSTROPHE = /’/g;

/** Printable ASCII: nothing to fold but the case. */
const ASCII = /^[ -~]*$/;

// Copy repeats its words: each distinct word is folded once (normalize() is the costly part).
// The cache only ever maps a word to the same value, so it cannot change any result.
const FOLD_CACHE = new Map<string, string>();
const FOLD_CACHE_MAX = 50_000;

/** Folds one word the way the copy engine folds text, with typographic apostrophes made straight. */
export function foldWord(raw: string): string {
  if (ASCII.test(raw)) return raw.toLowerCase();
  let folded = FOLD_CACHE.get(raw);
  if (folded === undefined) {
    folded = foldText(raw).replace(TYPOGRAPHIC_APOSTROPHE, "'");
    if (FOLD_CACHE.size >= FOLD_CACHE_MAX) FOLD_CACHE.clear();
    FOLD_CACHE.set(raw, folded);
  }
  return folded;
}

/** Folds a whole text like `foldWord` folds each word (not cached: for long texts). */
export function foldLongText(text: string): string {
  return foldText(text).replace(TYPOGRAPHIC_APOSTROPHE, "'");
}

/** Every word of `text` with its offsets. Never throws; a non-string gives no words. */
export function words(text: string): Word[] {
  const out: Word[] = [];
  if (typeof text !== "string" || text.length === 0) return out;
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const raw = m[0];
    out.push({ raw, folded: foldWord(raw), start: m.index, end: m.index + raw.length });
  }
  return out;
}

/** Number of words, counted like `words` without building them. */
export function countWords(text: string): number {
  if (typeof text !== "string" || text.length === 0) return 0;
  let n = 0;
  WORD.lastIndex = 0;
  while (WORD.exec(text) !== null) n++;
  return n;
}

export function isNumeric(folded: string): boolean {
  return NUMERIC.test(folded);
}

/** A word worth counting as a keyword: not a stop word, not a number, at least three letters. */
export function isContentWord(folded: string): boolean {
  return folded.length >= 3 && !isNumeric(folded) && !isStopWord(folded);
}

/** Portuguese or English by the copy engine's stop-word vote (a tie is Portuguese). */
export function languageOf(list: readonly Word[]): Language {
  return guessLanguage(list.map((w) => w.folded));
}

/**
 * Counts folded terms and remembers the most frequent way each was written (lowercase), so
 * that keywords are shown with their accents ("coração", not "coracao").
 */
export class TermCounter {
  readonly counts = new Map<string, number>();
  private readonly surfaces = new Map<string, Map<string, number>>();

  add(term: string, surface: string, by = 1): void {
    this.counts.set(term, (this.counts.get(term) ?? 0) + by);
    let forms = this.surfaces.get(term);
    if (!forms) {
      forms = new Map();
      this.surfaces.set(term, forms);
    }
    const lower = surface.toLowerCase();
    forms.set(lower, (forms.get(lower) ?? 0) + by);
  }

  /** The most frequent written form; ties go to the alphabetically first, for determinism. */
  surface(term: string): string {
    const forms = this.surfaces.get(term);
    if (!forms) return term;
    let best = term;
    let bestCount = -1;
    for (const [form, count] of forms) {
      if (count > bestCount || (count === bestCount && form < best)) {
        best = form;
        bestCount = count;
      }
    }
    return best;
  }

  /** Terms by count (descending), ties alphabetical. */
  top(limit: number, minCount = 1): { term: string; count: number }[] {
    return [...this.counts]
      .filter(([, count]) => count >= minCount)
      .sort((a, b) => b[1] - a[1] || compareStrings(a[0], b[0]))
      .slice(0, Math.max(0, limit))
      .map(([term, count]) => ({ term, count }));
  }
}

/** Rounds to `decimals` places (a plain number, for JSON). */
export function round(value: number, decimals = 1): number {
  if (!Number.isFinite(value)) return 0;
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** A number for Portuguese text: decimal comma, no thousands separator below 10 000. */
export function formatNumber(value: number, decimals = 1): string {
  const fixed = round(value, decimals).toFixed(decimals);
  const trimmed = decimals > 0 ? fixed.replace(/\.?0+$/, "") : fixed;
  return trimmed.replace(".", ",");
}

/** Shortens to at most `max` characters at a word boundary, ending with '…' when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max - 1));
  const space = cut.lastIndexOf(" ");
  const base = space > max * 0.5 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,;:.–—-]+$/u, "")}…`;
}

/** Plain code-unit order: the same on the server and in every browser. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
