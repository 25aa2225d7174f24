// The form of a set of texts, to set the corpus beside real pages: how long paragraphs are, how
// many are fragments or headings, how they end, list and dialogue marks, prices, the type mix,
// and how alike the texts' type sequences are (texts built on one skeleton test each other badly).
import type { BlockType } from "../../src/shared/blocks/types";

export interface FormText {
  id: string;
  paragraphs: { text: string; types: readonly BlockType[] }[];
}

export interface FormStats {
  texts: number;
  paragraphs: number;
  medianWords: number;
  /** Shares of paragraphs, 0-1. */
  short: number;
  titleCase: number;
  allCaps: number;
  noFinalPunctuation: number;
  ellipsis: number;
  question: number;
  listMark: number;
  dashOpening: number;
  currency: number;
  /** Median over texts of the type-sequence similarity to the nearest other text. */
  medianNearest: number;
  /** Share of each first type. */
  mix: Map<BlockType, number>;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.,%$-]*/gu;

export function words(line: string): string[] {
  return line.match(WORD) ?? [];
}

/** At most five words: a fragment, a label, a price, a name. */
export const isShort = (line: string) => words(line).length <= 5;

/**
 * A heading set in Title Case: 2-12 words, no sentence end, and every word of four letters or
 * more starts with a capital while the line is not all capitals.
 */
export function isTitleCase(line: string): boolean {
  const w = words(line).filter((x) => /^\p{L}/u.test(x));
  if (w.length < 2 || w.length > 12 || /[.!?]["”']?$/.test(line.trim())) return false;
  const long = w.filter((x) => x.length >= 4);
  if (long.length < 2 || isAllCaps(line)) return false;
  return long.every((x) => /^\p{Lu}/u.test(x));
}

/** Mostly capitals: at least four letters, over 80% of them upper case. */
export function isAllCaps(line: string): boolean {
  const letters = line.match(/\p{L}/gu) ?? [];
  if (letters.length < 4) return false;
  return letters.filter((c) => c !== c.toLowerCase()).length / letters.length > 0.8;
}

/** Ends without . ! ? … : or ; (closing quotes and brackets are looked through). */
export function lacksFinalPunctuation(line: string): boolean {
  const end = line.trim().replace(/["”’'»)\]*]+$/u, "");
  return !/[.!?…:;]$/.test(end);
}

export const hasEllipsis = (line: string) => /\.\.\.|…/.test(line);
export const isQuestion = (line: string) => /\?["”’']?\s*$/.test(line.trim());
export const hasListMark = (line: string) => /^\s*([•·▪●◦‣*✓✔✅➜→]|\d{1,2}[.)]\s)/u.test(line);
export const opensWithDash = (line: string) => /^\s*[-–—]\s/.test(line);
export const hasCurrency = (line: string) => /(R\$|US\$|\$|€|£)\s?\d/.test(line);

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Similarity of two sequences by Ratcliff/Obershelp (Python's difflib ratio, without its junk
 * heuristic): the longest common run, then the same on each side of it, recursively; 2 x the
 * matched items / the total length (1 when equal, 0 when nothing is shared). Two texts built on
 * one skeleton share long runs of types in order; two real pages share short ones.
 */
export function sequenceSimilarity<T>(a: readonly T[], b: readonly T[]): number {
  if (a.length + b.length === 0) return 1;
  const matchedItems = matchingRuns(a, b).reduce((sum, run) => sum + run.length, 0);
  return (2 * matchedItems) / (a.length + b.length);
}

/** A run of equal items: a[aStart..aStart+length) equals b[bStart..bStart+length). */
export interface CommonRun {
  aStart: number;
  bStart: number;
  length: number;
}

/**
 * The runs Ratcliff/Obershelp matches, in order: the longest common run, then the same on each
 * side of it. They show a writer which stretch of a text repeats another text's skeleton.
 */
export function matchingRuns<T>(a: readonly T[], b: readonly T[]): CommonRun[] {
  const runs: CommonRun[] = [];
  collectRuns(a, 0, a.length, b, 0, b.length, runs);
  return runs.sort((x, y) => x.aStart - y.aStart);
}

function collectRuns<T>(
  a: readonly T[],
  aFrom: number,
  aTo: number,
  b: readonly T[],
  bFrom: number,
  bTo: number,
  runs: CommonRun[],
): void {
  if (aFrom >= aTo || bFrom >= bTo) return;
  // Longest common run: run[j] is the length of the run ending at a[i - 1], b[j - 1]; the first
  // longest one found wins, as in difflib.
  let best = 0;
  let bestA = aFrom;
  let bestB = bFrom;
  let previous = new Int32Array(bTo - bFrom + 1);
  let current = new Int32Array(bTo - bFrom + 1);
  for (let i = aFrom; i < aTo; i++) {
    for (let j = bFrom; j < bTo; j++) {
      const k = j - bFrom + 1;
      current[k] = a[i] === b[j] ? previous[k - 1] + 1 : 0;
      if (current[k] > best) {
        best = current[k];
        bestA = i - best + 1;
        bestB = j - best + 1;
      }
    }
    [previous, current] = [current, previous];
  }
  if (best === 0) return;
  runs.push({ aStart: bestA, bStart: bestB, length: best });
  collectRuns(a, aFrom, bestA, b, bFrom, bestB, runs);
  collectRuns(a, bestA + best, aTo, b, bestB + best, bTo, runs);
}

/**
 * Each text's type-sequence similarity (first types) to its nearest text of `pool`, itself
 * excluded, and which one. The pool is the texts themselves by default; a real page is measured
 * against the corpus, since the nearest of many texts comes closer as the pool grows.
 */
export function nearestTexts(
  texts: readonly FormText[],
  pool: readonly FormText[] = texts,
): { id: string; nearest: string; similarity: number }[] {
  const firstTypes = (t: FormText) => t.paragraphs.map((p) => p.types[0]);
  const sequences = pool.map(firstTypes);
  return texts.map((text) => {
    const own = firstTypes(text);
    let best = -1;
    let nearest = "";
    pool.forEach((other, j) => {
      if (other === text) return;
      const s = sequenceSimilarity(own, sequences[j]);
      if (s > best) {
        best = s;
        nearest = other.id;
      }
    });
    return { id: text.id, nearest, similarity: Math.max(best, 0) };
  });
}

export function formStats(texts: readonly FormText[]): FormStats {
  const lines = texts.flatMap((t) => t.paragraphs);
  const share = (test: (line: string) => boolean) =>
    lines.length === 0 ? 0 : lines.filter((p) => test(p.text)).length / lines.length;
  const mix = new Map<BlockType, number>();
  for (const p of lines) mix.set(p.types[0], (mix.get(p.types[0]) ?? 0) + 1 / lines.length);
  return {
    texts: texts.length,
    paragraphs: lines.length,
    medianWords: median(lines.map((p) => words(p.text).length)),
    short: share(isShort),
    titleCase: share(isTitleCase),
    allCaps: share(isAllCaps),
    noFinalPunctuation: share(lacksFinalPunctuation),
    ellipsis: share(hasEllipsis),
    question: share(isQuestion),
    listMark: share(hasListMark),
    dashOpening: share(opensWithDash),
    currency: share(hasCurrency),
    medianNearest: texts.length < 2 ? 0 : median(nearestTexts(texts).map((n) => n.similarity)),
    mix,
  };
}
