/**
 * Find and replace over the texts of a list of blocks. Matching runs on a folded copy of each
 * text (lower case when case does not matter, without accents when accents do not matter) and
 * maps every match back to the original text, so replacing keeps everything around the match as
 * the writer typed it. The query is plain text: no character in it has a special meaning.
 */
import { stripAccents } from "./fold";

/** The three texts of a block, in the order their columns show them. */
export const FIND_FIELDS = ["originalText", "translation", "expansion"] as const;
export type FindField = (typeof FIND_FIELDS)[number];

export type FindOptions = {
  /** One column, or all three. */
  field: FindField | "all";
  matchCase: boolean;
  /** Off: a letter matches itself with or without an accent ("acao" finds "ação" and back). */
  matchAccents: boolean;
  /** Only where the match neither starts nor ends inside a word. */
  wholeWord: boolean;
};

export const DEFAULT_FIND_OPTIONS: FindOptions = {
  field: "all",
  matchCase: false,
  matchAccents: false,
  wholeWord: false,
};

/** [start, end) in UTF-16 code units of the original text. */
export type TextRange = { start: number; end: number };
export type FindMatch = TextRange & { blockId: string; field: FindField };
/** A block as find sees it: its id and the text of each column (a missing text is empty). */
export type FindSource = { id: string } & Partial<Record<FindField, string | null>>;
/** The new text of one column of one block after a replace. */
export type FindReplacement = { blockId: string; field: FindField; text: string };

type Mode = Pick<FindOptions, "matchCase" | "matchAccents">;

/**
 * A folded text. A unit is a character with the combining marks that follow it (so "a" plus a
 * combining tilde is one unit, like "ã"); `starts[i]` and `ends[i]` are the original bounds of
 * the unit that folded character i comes from. Null arrays: folding kept every offset.
 */
type Folded = { text: string; starts: number[] | null; ends: number[] | null };

const NON_ASCII = /[\u0080-\uffff]/;
// Combining marks, and Hangul jamo (which normalisation may compose into fewer characters).
const MARKS_OR_JAMO = /[\p{M}\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\ud7b0-\ud7ff]/u;
const MARK = /^\p{M}$/u;
const WORD = /^[\p{L}\p{M}\p{N}]$/u;

// Folding one code point is costly (Unicode normalisation), and texts reuse few distinct ones.
const markCache = new Map<number, boolean>();
const foldCaches = new Map<string, Map<number, string>>();
const CACHE_LIMIT = 20_000;

function isMark(cp: number): boolean {
  if (cp < 0x300) return false;
  let mark = markCache.get(cp);
  if (mark === undefined) {
    mark = MARK.test(String.fromCodePoint(cp));
    if (markCache.size < CACHE_LIMIT) markCache.set(cp, mark);
  }
  return mark;
}

function foldChars(chars: string, mode: Mode): string {
  const folded = mode.matchAccents ? chars.normalize("NFC") : stripAccents(chars);
  return mode.matchCase ? folded : folded.toLowerCase();
}

function foldPoint(cp: number, mode: Mode): string {
  const key = `${mode.matchCase ? "C" : "c"}${mode.matchAccents ? "A" : "a"}`;
  let cache = foldCaches.get(key);
  if (!cache) {
    cache = new Map();
    foldCaches.set(key, cache);
  }
  let folded = cache.get(cp);
  if (folded === undefined) {
    folded = foldChars(String.fromCodePoint(cp), mode);
    if (cache.size < CACHE_LIMIT) cache.set(cp, folded);
  }
  return folded;
}

const width = (cp: number) => (cp > 0xffff ? 2 : 1);

function fold(text: string, mode: Mode): Folded {
  if (!NON_ASCII.test(text))
    return { text: mode.matchCase ? text : text.toLowerCase(), starts: null, ends: null };
  if (!MARKS_OR_JAMO.test(text)) {
    // Without marks, folding never shortens a character; when it lengthens none either, the
    // folded text lines up with the original one character for one.
    const whole = foldChars(text, mode);
    if (whole.length === text.length) return { text: whole, starts: null, ends: null };
  }
  const parts: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let i = 0;
  while (i < text.length) {
    const start = i;
    const cp = text.codePointAt(i) as number;
    i += width(cp);
    let marks = false;
    while (i < text.length) {
      const next = text.codePointAt(i) as number;
      if (!isMark(next)) break;
      marks = true;
      i += width(next);
    }
    // Without accents the marks fold to nothing, so the base character alone decides.
    const folded = marks && mode.matchAccents ? foldChars(text.slice(start, i), mode) : foldPoint(cp, mode);
    parts.push(folded);
    for (let k = 0; k < folded.length; k++) {
      starts.push(start);
      ends.push(i);
    }
  }
  return { text: parts.join(""), starts, ends };
}

function isWordBefore(text: string, index: number): boolean {
  if (index <= 0) return false;
  const low = text.charCodeAt(index - 1);
  const back = low >= 0xdc00 && low <= 0xdfff && index >= 2 ? 2 : 1;
  return WORD.test(String.fromCodePoint(text.codePointAt(index - back) as number));
}

function isWordAt(text: string, index: number): boolean {
  if (index >= text.length) return false;
  return WORD.test(String.fromCodePoint(text.codePointAt(index) as number));
}

/**
 * Whether [start, end) stands as whole words: at each end, the match either meets a non-word
 * character or is itself not a word character there ("$9" and " e " may match inside text).
 */
function wholeWordAt(text: string, start: number, end: number): boolean {
  const startOk = !isWordBefore(text, start) || !isWordAt(text, start);
  const endOk = !isWordAt(text, end) || !isWordBefore(text, end);
  return startOk && endOk;
}

export type Matcher = (text: string) => TextRange[];

/** Finds every match of `query` in a text, left to right and never overlapping; null for an empty query. */
export function createMatcher(query: string, options: Omit<FindOptions, "field">): Matcher | null {
  const needle = fold(query, options).text;
  if (needle === "") return null;
  return (text) => {
    if (text.length === 0) return [];
    const folded = fold(text, options);
    const { starts, ends } = folded;
    const ranges: TextRange[] = [];
    let from = 0;
    for (;;) {
      const at = folded.text.indexOf(needle, from);
      if (at === -1) break;
      const last = at + needle.length - 1;
      // A match must cover whole units (never half of "ç" or of a letter and its accent).
      const aligned =
        !starts ||
        ((at === 0 || starts[at] !== starts[at - 1]) &&
          (last + 1 === starts.length || starts[last + 1] !== starts[last]));
      const start = starts ? starts[at] : at;
      const end = ends ? ends[last] : last + 1;
      if (aligned && (!options.wholeWord || wholeWordAt(text, start, end))) {
        ranges.push({ start, end });
        from = at + needle.length;
      } else from = at + 1;
    }
    return ranges;
  };
}

export function fieldsOf(field: FindOptions["field"]): readonly FindField[] {
  return field === "all" ? FIND_FIELDS : [field];
}

/** Every match in the blocks, in reading order: block by block, column by column, left to right. */
export function findMatches(
  sources: readonly FindSource[],
  query: string,
  options: FindOptions,
): FindMatch[] {
  const matcher = createMatcher(query, options);
  if (!matcher) return [];
  const fields = fieldsOf(options.field);
  return sources.flatMap((source) => matchesIn(source, matcher, fields));
}

/** The matches in one block, column by column. */
export function matchesIn(source: FindSource, matcher: Matcher, fields: readonly FindField[]): FindMatch[] {
  const matches: FindMatch[] = [];
  for (const field of fields) {
    for (const range of matcher(source[field] ?? "")) matches.push({ blockId: source.id, field, ...range });
  }
  return matches;
}

/** The text with each range replaced; ranges may come in any order, and overlapping ones count once. */
export function replaceRanges(text: string, ranges: readonly TextRange[], replacement: string): string {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let out = "";
  let at = 0;
  for (const { start, end } of sorted) {
    if (start < at || end > text.length || end < start) continue;
    out += text.slice(at, start) + replacement;
    at = end;
  }
  return out + text.slice(at);
}

/** The new text of every column the matches fall in (columns without a match are left out). */
export function replaceMatches(
  sources: readonly FindSource[],
  matches: readonly FindMatch[],
  replacement: string,
): FindReplacement[] {
  const byColumn = new Map<string, { blockId: string; field: FindField; ranges: TextRange[] }>();
  for (const match of matches) {
    const key = `${match.field}\u0000${match.blockId}`;
    let column = byColumn.get(key);
    if (!column) {
      column = { blockId: match.blockId, field: match.field, ranges: [] };
      byColumn.set(key, column);
    }
    column.ranges.push(match);
  }
  const byId = new Map(sources.map((s) => [s.id, s]));
  const out: FindReplacement[] = [];
  for (const { blockId, field, ranges } of byColumn.values()) {
    const source = byId.get(blockId);
    if (!source) continue;
    const text = source[field] ?? "";
    const next = replaceRanges(text, ranges, replacement);
    if (next !== text) out.push({ blockId, field, text: next });
  }
  return out;
}
