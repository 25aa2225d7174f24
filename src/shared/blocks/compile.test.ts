// The compiled rule evidence against a plain reference: each type's start and free patterns
// tried on their own, and the keyword trie walked from its root by token strings, on every corpus
// paragraph in both languages. The compiled form (one regex per kind telling every type that
// matches at a position, words entering the trie through their shared Word) must find exactly
// the same.
import { describe, expect, it } from "vitest";
import { loadCorpus } from "../../../scripts/typing/corpus";
import {
  COMPILED,
  collectEvidence,
  lowercaseSource,
  newEvidence,
  TYPE_COUNT,
  withoutCaptures,
} from "./compile";
import { stripDiacritics } from "./normalize";
import { LANGUAGE_CODES, RULE_PROFILES } from "./profiles";
import { prepareLine } from "./segmenter";
import { COPY_BLOCK_TYPES, type Language } from "./types";
import { type TrieNode, wordOf } from "./words";

const startPatterns = (language: Language) =>
  COPY_BLOCK_TYPES.map((type) =>
    RULE_PROFILES[language][type].startPatterns.map(
      (s) => new RegExp(`^(?:${lowercaseSource(stripDiacritics(s))})`),
    ),
  );
const freePatterns = (language: Language) =>
  COPY_BLOCK_TYPES.map((type) =>
    RULE_PROFILES[language][type].patterns.map((s) => new RegExp(lowercaseSource(stripDiacritics(s)), "y")),
  );

/** Where free patterns are tried: the first character of each word, and each sign but a space. */
function wordStarts(text: string): number[] {
  const out: number[] = [];
  let previousWord = false;
  for (let at = 0; at < text.length; at++) {
    const c = text.charCodeAt(at);
    const word = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c > 127;
    if (word ? !previousWord : c !== 32) out.push(at);
    previousWord = word;
  }
  return out;
}

const matchesAt = (patterns: readonly RegExp[], text: string, at: number) =>
  patterns.some((r) => {
    r.lastIndex = at;
    return r.test(text);
  });

/** Counts per slot of the distinct terms found by walking the trie from every token. */
function referenceCounts(language: Language, tokens: readonly string[]): number[] {
  const counts = new Array<number>(3 * TYPE_COUNT).fill(0);
  const seen = new Set<number>();
  const visit = (node: TrieNode, at: number) => {
    for (let k = 0; k < node.hits.length; k += 2) {
      const [term, slot] = [node.hits[k], node.hits[k + 1]];
      if (seen.has(term)) continue;
      seen.add(term);
      counts[slot] = Math.min(255, counts[slot] + 1);
    }
    if (at < tokens.length) step(node, at);
  };
  const step = (node: TrieNode, at: number) => {
    const token = tokens[at];
    const next = node.exact.get(wordOf(token));
    if (next) visit(next, at + 1);
    for (const bucket of node.stems?.values() ?? []) {
      for (const { stem, node: child } of bucket) if (token.startsWith(stem)) visit(child, at + 1);
    }
  };
  for (let i = 0; i < tokens.length; i++) step(COMPILED[language].root, i);
  return counts;
}

describe("compiled rule evidence", () => {
  // The whole corpus (over 11,000 paragraphs) in both languages: past 30 s on a loaded machine.
  it("finds what each type's own patterns and a plain trie walk find, on the whole corpus", () => {
    const evidence = newEvidence();
    const starts = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, startPatterns(l as Language)]));
    const free = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, freePatterns(l as Language)]));
    let startHits = 0;
    let patternHits = 0;
    let termHits = 0;
    for (const text of loadCorpus()) {
      text.paragraphs.forEach((p, i) => {
        const segment = prepareLine(p.text, i, text.paragraphs.length);
        const window = segment.folded.slice(0, 2000);
        const positions = wordStarts(window);
        for (const language of LANGUAGE_CODES as Language[]) {
          collectEvidence(language, segment, evidence, true);
          const start = starts[language].map((patterns) => (patterns.some((r) => r.test(window)) ? 1 : 0));
          expect(Array.from(evidence.start)).toEqual(start);
          const anywhere = free[language].map((patterns) =>
            positions.some((at) => matchesAt(patterns, window, at)) ? 1 : 0,
          );
          expect(Array.from(evidence.pattern)).toEqual(anywhere);
          const counts = referenceCounts(language, segment.tokens);
          expect(Array.from(evidence.counts)).toEqual(counts);
          startHits += start.filter((hit) => hit === 1).length;
          patternHits += anywhere.filter((hit) => hit === 1).length;
          termHits += counts.reduce((a, b) => a + b, 0);
        }
      });
    }
    // The corpus does exercise all three.
    expect(startHits).toBeGreaterThan(500);
    expect(patternHits).toBeGreaterThan(2000);
    expect(termHits).toBeGreaterThan(5000);
  }, 180_000);

  it("drops a pattern's capturing groups and nothing else", () => {
    expect(withoutCaptures("(a|b) (?:c)(?=d)(?!e)(?<=f)(?<!g)")).toBe("(?:a|b) (?:c)(?=d)(?!e)(?<=f)(?<!g)");
    expect(withoutCaptures("[(]\\(x\\)[^)(]")).toBe("[(]\\(x\\)[^)(]");
    expect(() => withoutCaptures("(a)\\1")).toThrow(/Backreference/);
    expect(() => withoutCaptures("(?<name>a)")).toThrow(/Named group/);
  });
});
