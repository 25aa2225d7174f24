// Compiles the rule profiles once, at module load: word lists become a token trie (one pass
// over a paragraph's tokens finds every keyword, phrase and indicator of every type), and the
// regex sources of all types become one anchored and one free alternation per language.
import { foldText, stripDiacritics, tokenize } from "./normalize";
import { LANGUAGE_CODES, RULE_PROFILES, type RuleProfile } from "./profiles";
import { COPY_BLOCK_TYPES, type Language } from "./types";
import { NONE_ASKED, pinnedWordOf, type TrieNode, type Word } from "./words";

export const KIND_KEYWORD = 0;
export const KIND_PHRASE = 1;
export const KIND_CONTEXT = 2;
const KINDS = 3;
/** Length of the bucket key for stem ('garant*') entries; stems must be at least this long. */
const STEM_KEY = 3;

// A trie node's hits: `term` (its index among the language's terms) and `slot`: kind *
// TYPE_COUNT + type index, the slot of the per-paragraph count array.

export const TYPE_COUNT = COPY_BLOCK_TYPES.length;

/**
 * All types' regexes of one kind in one regex that always matches: type t's patterns are an
 * optional lookahead, (?:(?=(p))|), whose capture group t + 1 is set when they match at the
 * position tried. One exec there tells every type that matches there. `any` is the plain
 * alternation of all of them, a cheap test of whether any type matches at a position before
 * asking which.
 */
interface TypesRegex {
  all: RegExp | null;
  any: RegExp | null;
}

export interface CompiledLanguage {
  /** Index of the language in LANGUAGE_CODES. */
  index: number;
  root: TrieNode;
  termCount: number;
  /** Start patterns, anchored at the beginning of the paragraph. */
  start: TypesRegex;
  /** Free patterns, matched anywhere. */
  pattern: TypesRegex;
}

/**
 * The first STEM_KEY (3) characters of a word as one small integer: a map key without a new
 * string. Two prefixes may share a key; every bucket entry is checked with startsWith anyway.
 */
const stemKey = (word: string): number =>
  (word.charCodeAt(0) * 961 + word.charCodeAt(1) * 31 + word.charCodeAt(2)) & 0x3fffffff;

/** The hits of every node where no term ends: one shared list, so a walk through it stays in cache. */
const NO_HITS: number[] = [];

function newNode(): TrieNode {
  return { exact: new Map(), stems: null, hits: NO_HITS, leaf: true };
}

function child(node: TrieNode, token: string, isStem: boolean): TrieNode {
  node.leaf = false;
  if (!isStem) {
    const word = pinnedWordOf(token);
    const existing = node.exact.get(word);
    if (existing) return existing;
    const created = newNode();
    node.exact.set(word, created);
    return created;
  }
  if (token.length < STEM_KEY) throw new Error(`Stem too short: ${token}*`);
  node.stems ??= new Map();
  const key = stemKey(token);
  const bucket = node.stems.get(key) ?? [];
  node.stems.set(key, bucket);
  const existing = bucket.find((e) => e.stem === token);
  if (existing) return existing.node;
  const created = newNode();
  bucket.push({ stem: token, node: created });
  return created;
}

/** Lowercases a regex source without touching escapes (\\S, \\W, \\D, \\B keep their meaning). */
export function lowercaseSource(source: string): string {
  return source.replace(/\\.|[^\\]+/g, (part) => (part.startsWith("\\") ? part : part.toLowerCase()));
}

/**
 * A regex source with its capturing groups made non-capturing, so a combined regex has only the
 * groups it adds (a result with hundreds of captures costs an allocation per exec). Without
 * backreferences, what a pattern matches does not change; a source with one fails at load.
 */
export function withoutCaptures(source: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === "\\") {
      const next = source[i + 1] ?? "";
      if (/[1-9k]/.test(next)) throw new Error(`Backreference in rule pattern: ${source}`);
      out += ch + next;
      i++;
    } else if (inClass) {
      if (ch === "]") inClass = false;
      out += ch;
    } else if (ch === "[") {
      inClass = true;
      out += ch;
    } else if (ch === "(" && source[i + 1] !== "?") out += "(?:";
    else if (ch === "(" && source[i + 2] === "<" && source[i + 3] !== "=" && source[i + 3] !== "!") {
      throw new Error(`Named group in rule pattern: ${source}`);
    } else out += ch;
  }
  return out;
}

/** One type's regex sources as one alternation without captures, folded like the text it runs on. */
const typeBody = (sources: readonly string[]): string =>
  sources.map((s) => `(?:${withoutCaptures(lowercaseSource(stripDiacritics(s)))})`).join("|");

// No 'i' flag anywhere: text is already lowercase, and case-insensitive matching is slower.
// Start patterns run at 0 only (^); free patterns where a word or a sign starts (sticky).
function typesRegex(perType: readonly (readonly string[])[], anchored: boolean): TypesRegex {
  const present = perType.filter((sources) => sources.length > 0).map(typeBody);
  if (present.length === 0) return { all: null, any: null };
  // A type without patterns of this kind never matches: (?!).
  const bodies = perType.map((sources) => (sources.length > 0 ? typeBody(sources) : "(?!)"));
  // (?:(?=(p))|): the lookahead when p matches (its group set), else nothing; never a failure.
  const lookaheads = bodies.map((body) => `(?:(?=(${body}))|)`).join("");
  return {
    all: anchored ? new RegExp(`^${lookaheads}`) : new RegExp(lookaheads, "y"),
    any: anchored ? new RegExp(`^(?:${present.join("|")})`) : new RegExp(present.join("|"), "y"),
  };
}

function compileLanguage(index: number, profiles: Readonly<Record<string, RuleProfile>>): CompiledLanguage {
  const root = newNode();
  let termCount = 0;
  const startSources: (readonly string[])[] = [];
  const patternSources: (readonly string[])[] = [];
  COPY_BLOCK_TYPES.forEach((type, typeIndex) => {
    const profile = profiles[type];
    const lists = [profile.keywords, profile.phrases, profile.contextualIndicators];
    lists.forEach((list, kind) => {
      for (const raw of list) {
        const isStem = raw.endsWith("*");
        const tokens = tokenize(foldText(isStem ? raw.slice(0, -1) : raw));
        if (tokens.length === 0) continue;
        let node = root;
        tokens.forEach((token, i) => {
          node = child(node, token, isStem && i === tokens.length - 1);
        });
        if (node.hits === NO_HITS) node.hits = [];
        node.hits.push(termCount++, kind * TYPE_COUNT + typeIndex);
      }
    });
    startSources.push(profile.startPatterns);
    patternSources.push(profile.patterns);
  });
  return {
    index,
    root,
    termCount,
    start: typesRegex(startSources, true),
    pattern: typesRegex(patternSources, false),
  };
}

/** Compiled profiles of every known language, by code. */
export const COMPILED = Object.fromEntries(
  LANGUAGE_CODES.map((code, index) => [code, compileLanguage(index, RULE_PROFILES[code as Language])]),
) as Readonly<Record<Language, CompiledLanguage>>;

/** Per paragraph and language: distinct term matches per kind and type, start and pattern hits. */
export interface Evidence {
  /** KINDS * TYPE_COUNT counts: keyword, phrase, contextual indicator. */
  counts: Uint8Array;
  start: Uint8Array;
  pattern: Uint8Array;
}

export function newEvidence(): Evidence {
  return {
    counts: new Uint8Array(KINDS * TYPE_COUNT),
    start: new Uint8Array(TYPE_COUNT),
    pattern: new Uint8Array(TYPE_COUNT),
  };
}

// Stamps make "count each term once per paragraph" free of per-paragraph allocation.
const seen = Object.fromEntries(
  LANGUAGE_CODES.map((code) => [code, new Uint32Array(COMPILED[code as Language].termCount)]),
) as Record<Language, Uint32Array>;
let stamp = 0;

function record(node: TrieNode, marks: Uint32Array, counts: Uint8Array): void {
  const hits = node.hits;
  for (let k = 0; k < hits.length; k += 2) {
    const term = hits[k];
    if (marks[term] === stamp) continue;
    marks[term] = stamp;
    const slot = hits[k + 1];
    if (counts[slot] < 255) counts[slot]++;
  }
}

/** The children of `node` that `token` enters: its exact child, then the stems it starts with. */
function entries(node: TrieNode, word: Word): readonly TrieNode[] {
  const out: TrieNode[] = [];
  const token = word.text;
  const next = node.exact.get(word);
  if (next) out.push(next);
  if (node.stems && token.length >= STEM_KEY) {
    for (const { stem, node: stemNode } of node.stems.get(stemKey(token)) ?? []) {
      if (token.startsWith(stem)) out.push(stemNode);
    }
  }
  // Most words start no term: they share one empty list, which stays in the processor's cache
  // where a list of their own would cost a memory read per word of every paragraph.
  return out.length === 0 ? NO_ENTRIES : out;
}

const NO_ENTRIES: readonly TrieNode[] = [];

/** trieRoots of every word that starts no term in any language: one list, so it stays in cache. */
const STARTS_NOTHING: readonly (readonly TrieNode[])[] = LANGUAGE_CODES.map(() => NO_ENTRIES);

/**
 * Where `word` enters the language's trie from the root. Found for every language on the word's
 * first sight; most words start no term anywhere and share STARTS_NOTHING, where a list of their
 * own would cost a memory read per word of every paragraph.
 */
function rootEntries(compiled: CompiledLanguage, word: Word): readonly TrieNode[] {
  const roots = word.trieRoots;
  return (roots === NONE_ASKED ? askRoots(word) : roots)[compiled.index];
}

/**
 * rootEntries on a word's first sight. A function of its own: the closure below captures `word`,
 * and a function holding such a closure allocates a context for it on every call, taken or not.
 */
function askRoots(word: Word): readonly (readonly TrieNode[])[] {
  const found = LANGUAGE_CODES.map((code) => entries(COMPILED[code as Language].root, word));
  word.trieRoots = found.every((entries) => entries === NO_ENTRIES) ? STARTS_NOTHING : found;
  return word.trieRoots;
}

/** Records the terms ending at `node`'s descendants along words[at..] (the same visit order as entries). */
function walk(
  node: TrieNode,
  words: readonly Word[],
  at: number,
  marks: Uint32Array,
  counts: Uint8Array,
): void {
  if (node.leaf || at >= words.length) return;
  const word = words[at];
  const next = node.exact.get(word);
  if (next) {
    record(next, marks, counts);
    walk(next, words, at + 1, marks, counts);
  }
  const token = word.text;
  if (node.stems && token.length >= STEM_KEY) {
    const bucket = node.stems.get(stemKey(token));
    if (bucket) {
      for (const { stem, node: stemNode } of bucket) {
        if (!token.startsWith(stem)) continue;
        record(stemNode, marks, counts);
        walk(stemNode, words, at + 1, marks, counts);
      }
    }
  }
}

// Regex work is bounded per paragraph so a 1 MB single line stays linear and fast; the first
// few thousand characters carry the type of a paragraph anyway.
const REGEX_WINDOW = 2000;

/** What the evidence reads of a paragraph: its folded text and its tokens as shared words. */
export interface FoldedParagraph {
  folded: string;
  words: readonly Word[];
}

/**
 * Fills `out` with the evidence of one folded paragraph in one language. `freePatterns: false`
 * skips the patterns matched anywhere in the text: they cost more than everything else together
 * (one long alternation tried at every word), and the learned model reads the same cues from its
 * word n-grams.
 */
export function collectEvidence(
  language: Language,
  paragraph: FoldedParagraph,
  out: Evidence,
  freePatterns = true,
): void {
  const { folded, words } = paragraph;
  const compiled = COMPILED[language];
  const marks = seen[language];
  if (++stamp >= 0xffffffff) {
    stamp = 1;
    for (const marks of Object.values(seen)) marks.fill(0);
  }
  out.counts.fill(0);
  const counts = out.counts;
  for (let i = 0; i < words.length; i++) {
    const roots = rootEntries(compiled, words[i]);
    for (let r = 0; r < roots.length; r++) {
      record(roots[r], marks, counts);
      walk(roots[r], words, i + 1, marks, counts);
    }
  }
  const text = folded.length > REGEX_WINDOW ? folded.slice(0, REGEX_WINDOW) : folded;
  scan(compiled.start, text, out.start);
  if (freePatterns) scanWordStarts(compiled.pattern, text, out.pattern);
  else out.pattern.fill(0);
}

/** Marks (sets to 1) every type whose regex matches at `at` in `text`; returns how many were new. */
function markTypesAt(regex: TypesRegex, text: string, at: number, hits: Uint8Array): number {
  const all = regex.all!;
  all.lastIndex = at;
  const m = all.exec(text)!;
  let found = 0;
  for (let t = 0; t < TYPE_COUNT; t++) {
    if (hits[t] === 0 && m[t + 1] !== undefined) {
      hits[t] = 1;
      found++;
    }
  }
  return found;
}

/** Marks every type whose start pattern matches at the beginning of `text`. */
function scan(regex: TypesRegex, text: string, hits: Uint8Array): void {
  hits.fill(0);
  // Most paragraphs open with no pattern: the alternation says so faster than the captures.
  if (regex.any?.test(text)) markTypesAt(regex, text, 0, hits);
}

/** Letters and digits of folded text (anything beyond ASCII counts as a letter). */
const isWordChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c > 127;

/**
 * Marks every type whose free pattern matches in `text`, trying the combined sticky regex only
 * at the first character of each word and at each sign (quote, dash, currency, '?'): a match that
 * would begin in the middle of a word is not a cue anyway, and this skips most positions.
 */
function scanWordStarts(regex: TypesRegex, text: string, hits: Uint8Array): void {
  hits.fill(0);
  const any = regex.any;
  if (!any) return;
  let found = 0;
  let previousWord = false;
  for (let at = 0; at < text.length; at++) {
    const c = text.charCodeAt(at);
    const word = isWordChar(c);
    const candidate = word ? !previousWord : c !== 32;
    previousWord = word;
    if (!candidate) continue;
    any.lastIndex = at;
    if (!any.test(text)) continue;
    found += markTypesAt(regex, text, at, hits);
    if (found === TYPE_COUNT) break;
  }
}
