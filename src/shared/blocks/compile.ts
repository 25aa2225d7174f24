// Compiles the rule profiles once, at module load: word lists become a token trie (one pass
// over a paragraph's tokens finds every keyword, phrase and indicator of every type), regex
// sources become one anchored and one free regex per type.
import { foldText, stripDiacritics, tokenize } from "./normalize";
import { RULE_PROFILES, type RuleProfile } from "./profiles";
import { COPY_BLOCK_TYPES, type Language } from "./types";

export const KIND_KEYWORD = 0;
export const KIND_PHRASE = 1;
export const KIND_CONTEXT = 2;
const KINDS = 3;
/** Length of the bucket key for stem ('garant*') entries; stems must be at least this long. */
const STEM_KEY = 3;

interface Hit {
  term: number;
  /** kind * TYPE_COUNT + type index: the slot of the per-paragraph count array. */
  slot: number;
}

interface TrieNode {
  exact: Map<string, TrieNode>;
  /** Stem children, bucketed by their first STEM_KEY characters. */
  stems: Map<string, { stem: string; node: TrieNode }[]> | null;
  hits: Hit[];
}

export const TYPE_COUNT = COPY_BLOCK_TYPES.length;

export interface CompiledLanguage {
  root: TrieNode;
  termCount: number;
  /** Per type (COPY_BLOCK_TYPES order), the anchored start regex, or null. */
  start: (RegExp | null)[];
  /** Per type, the free pattern regex, or null. */
  pattern: (RegExp | null)[];
}

function newNode(): TrieNode {
  return { exact: new Map(), stems: null, hits: [] };
}

function child(node: TrieNode, token: string, isStem: boolean): TrieNode {
  if (!isStem) {
    const existing = node.exact.get(token);
    if (existing) return existing;
    const created = newNode();
    node.exact.set(token, created);
    return created;
  }
  if (token.length < STEM_KEY) throw new Error(`Stem too short: ${token}*`);
  node.stems ??= new Map();
  const key = token.slice(0, STEM_KEY);
  const bucket = node.stems.get(key) ?? [];
  node.stems.set(key, bucket);
  const existing = bucket.find((e) => e.stem === token);
  if (existing) return existing.node;
  const created = newNode();
  bucket.push({ stem: token, node: created });
  return created;
}

function compileRegex(sources: readonly string[], anchored: boolean): RegExp | null {
  if (sources.length === 0) return null;
  const body = sources.map((s) => `(?:${stripDiacritics(s)})`).join("|");
  return new RegExp(anchored ? `^(?:${body})` : body, "i");
}

function compileLanguage(profiles: Readonly<Record<string, RuleProfile>>): CompiledLanguage {
  const root = newNode();
  let termCount = 0;
  const start: (RegExp | null)[] = [];
  const pattern: (RegExp | null)[] = [];
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
        node.hits.push({ term: termCount++, slot: kind * TYPE_COUNT + typeIndex });
      }
    });
    start.push(compileRegex(profile.startPatterns, true));
    pattern.push(compileRegex(profile.patterns, false));
  });
  return { root, termCount, start, pattern };
}

export const COMPILED: Readonly<Record<Language, CompiledLanguage>> = {
  pt: compileLanguage(RULE_PROFILES.pt),
  en: compileLanguage(RULE_PROFILES.en),
};

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
const seen: Record<Language, Uint32Array> = {
  pt: new Uint32Array(COMPILED.pt.termCount),
  en: new Uint32Array(COMPILED.en.termCount),
};
let stamp = 0;

function record(node: TrieNode, marks: Uint32Array, counts: Uint8Array): void {
  for (const hit of node.hits) {
    if (marks[hit.term] === stamp) continue;
    marks[hit.term] = stamp;
    if (counts[hit.slot] < 255) counts[hit.slot]++;
  }
}

function walk(
  node: TrieNode,
  tokens: readonly string[],
  at: number,
  marks: Uint32Array,
  counts: Uint8Array,
): void {
  if (at >= tokens.length) return;
  const token = tokens[at];
  const next = node.exact.get(token);
  if (next) {
    record(next, marks, counts);
    walk(next, tokens, at + 1, marks, counts);
  }
  if (node.stems && token.length >= STEM_KEY) {
    const bucket = node.stems.get(token.slice(0, STEM_KEY));
    if (bucket) {
      for (const { stem, node: stemNode } of bucket) {
        if (!token.startsWith(stem)) continue;
        record(stemNode, marks, counts);
        walk(stemNode, tokens, at + 1, marks, counts);
      }
    }
  }
}

// Regex work is bounded per paragraph so a 1 MB single line stays linear and fast; the first
// few thousand characters carry the type of a paragraph anyway.
const REGEX_WINDOW = 2000;

/** Fills `out` with the evidence of one folded paragraph in one language. */
export function collectEvidence(
  language: Language,
  folded: string,
  tokens: readonly string[],
  out: Evidence,
): void {
  const compiled = COMPILED[language];
  const marks = seen[language];
  if (++stamp >= 0xffffffff) {
    stamp = 1;
    seen.pt.fill(0);
    seen.en.fill(0);
  }
  out.counts.fill(0);
  for (let i = 0; i < tokens.length; i++) walk(compiled.root, tokens, i, marks, out.counts);
  const text = folded.length > REGEX_WINDOW ? folded.slice(0, REGEX_WINDOW) : folded;
  for (let t = 0; t < TYPE_COUNT; t++) {
    out.start[t] = compiled.start[t]?.test(text) ? 1 : 0;
    out.pattern[t] = compiled.pattern[t]?.test(text) ? 1 : 0;
  }
}

export function evidenceCount(ev: Evidence, kind: number, type: number): number {
  return ev.counts[kind * TYPE_COUNT + type];
}
