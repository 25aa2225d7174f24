// Verificar Originalidade, local engine: overlap of word shingles (six consecutive folded words)
// between the text and the user's other projects and public projects. Shingles are hashed to
// numbers and looked up in a map built from the text, so the cost grows with the total size of
// the corpus, not with the product of the sizes. Passages are quoted from the checked text as
// written, consecutive matching shingles merged into one passage.
import type { OriginalityMatch, OriginalityResult } from "./results";
import { compareStrings, foldLongText, round, truncate, type Word, words } from "./text";

export const SHINGLE_SIZE = 6;
const MAX_MATCHES = 10;
const MAX_PASSAGES = 3;
const PASSAGE_MAX_CHARS = 300;
const CLOSING = /[.!?…"”’)\]]/u;
const CORPUS_WORD = /\p{N}+(?:[.,]\p{N}+)+|[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

export interface CorpusDocument {
  projectId: string;
  title: string;
  text: string;
}

/** A 53-bit hash of `size` token ids ending at `end` (two 32-bit multiplicative hashes). */
function shingleKey(ids: ArrayLike<number>, end: number, size: number): number {
  let h1 = 0x811c9dc5;
  let h2 = 0x9747b28c;
  for (let j = end - size + 1; j <= end; j++) {
    const id = ids[j];
    h1 = Math.imul(h1 ^ id, 0x01000193);
    h2 = Math.imul((h2 + id) | 0, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  return (h1 >>> 0) * 0x200000 + (h2 >>> 11);
}

/** Ids of a corpus text's words in the checked text's vocabulary; -1 for words it never uses. */
function corpusIds(text: string, vocabulary: ReadonlyMap<string, number>): Int32Array {
  const found = foldLongText(text).match(CORPUS_WORD) ?? [];
  const ids = new Int32Array(found.length);
  for (let i = 0; i < found.length; i++) ids[i] = vocabulary.get(found[i]) ?? -1;
  return ids;
}

/** Extends a passage over the punctuation that closes its last word ("desligar." not "desligar"). */
function withClosingPunctuation(text: string, end: number): number {
  let e = end;
  while (e < text.length && CLOSING.test(text[e])) e++;
  return e;
}

/** Passages of the checked text covered by the matched shingle positions, merged when they touch. */
function passagesOf(text: string, list: readonly Word[], positions: number[], size: number): string[] {
  const runs: { from: number; to: number }[] = [];
  for (const p of [...positions].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && p <= last.to + 1) last.to = Math.max(last.to, p + size - 1);
    else runs.push({ from: p, to: p + size - 1 });
  }
  return runs
    .sort((a, b) => b.to - b.from - (a.to - a.from) || a.from - b.from)
    .slice(0, MAX_PASSAGES)
    .sort((a, b) => a.from - b.from)
    .map((r) =>
      truncate(
        text.slice(list[r.from].start, withClosingPunctuation(text, list[r.to].end)),
        PASSAGE_MAX_CHARS,
      ),
    );
}

/**
 * Share of the text's six-word shingles found nowhere in `corpus`, and the projects it shares
 * shingles with (best first, at most ten). Never throws; a text shorter than one shingle is 100.
 */
export function checkOriginality(text: string, corpus: readonly CorpusDocument[]): OriginalityResult {
  const source = typeof text === "string" ? text : "";
  const list = words(source);
  const shingleCount = Math.max(0, list.length - SHINGLE_SIZE + 1);
  const empty: OriginalityResult = {
    originalityScore: 100,
    matches: [],
    shingleSize: SHINGLE_SIZE,
    shingleCount,
  };
  if (shingleCount === 0 || !Array.isArray(corpus)) return empty;

  const vocabulary = new Map<string, number>();
  const ids = list.map((w) => {
    let id = vocabulary.get(w.folded);
    if (id === undefined) {
      id = vocabulary.size;
      vocabulary.set(w.folded, id);
    }
    return id;
  });
  const positionsByKey = new Map<number, number[]>();
  for (let p = 0; p < shingleCount; p++) {
    const key = shingleKey(ids, p + SHINGLE_SIZE - 1, SHINGLE_SIZE);
    const at = positionsByKey.get(key);
    if (at) at.push(p);
    else positionsByKey.set(key, [p]);
  }

  const covered = new Uint8Array(shingleCount);
  const seenBy = new Int32Array(shingleCount).fill(-1);
  const found: { doc: CorpusDocument; positions: number[] }[] = [];
  corpus.forEach((doc, d) => {
    if (!doc || typeof doc.text !== "string") return;
    const docIds = corpusIds(doc.text, vocabulary);
    const positions: number[] = [];
    let lastUnknown = -1;
    for (let i = 0; i < docIds.length; i++) {
      if (docIds[i] < 0) lastUnknown = i;
      if (i < SHINGLE_SIZE - 1 || lastUnknown > i - SHINGLE_SIZE) continue;
      const at = positionsByKey.get(shingleKey(docIds, i, SHINGLE_SIZE));
      if (!at) continue;
      for (const p of at) {
        if (seenBy[p] === d) continue;
        seenBy[p] = d;
        covered[p] = 1;
        positions.push(p);
      }
    }
    if (positions.length > 0) found.push({ doc, positions });
  });

  let coveredCount = 0;
  for (const c of covered) coveredCount += c;
  const matches: OriginalityMatch[] = found
    .sort(
      (a, b) =>
        b.positions.length - a.positions.length ||
        compareStrings(String(a.doc.title), String(b.doc.title)) ||
        compareStrings(String(a.doc.projectId), String(b.doc.projectId)),
    )
    .slice(0, MAX_MATCHES)
    .map(({ doc, positions }) => ({
      projectId: String(doc.projectId),
      title: String(doc.title ?? ""),
      overlapPercent: round((positions.length / shingleCount) * 100, 1),
      passages: passagesOf(source, list, positions, SHINGLE_SIZE),
    }));
  return { ...empty, originalityScore: round(100 * (1 - coveredCount / shingleCount), 1), matches };
}
