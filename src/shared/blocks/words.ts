// The words of folded text, each read once into a shared `Word`: tokenising looks every word up
// in one table as it scans the characters (no substring is cut for a word already known), and
// what the classifier needs per word (is it a stop word, where does it enter the keyword trie,
// its model scores) is then found on the word itself instead of in one map per step. Every word
// of a paste goes through here, so this is the hot path of typing.
import { LANGUAGE_PROFILES } from "./profiles";

/** A node of a language's keyword trie (compile.ts builds them). */
export interface TrieNode {
  /**
   * Children by whole word. Keys are pinned words (pinnedWordOf), so a look-up compares one
   * object, not the characters of two strings.
   */
  exact: Map<Word, TrieNode>;
  /** Stem children, bucketed by their first few characters. */
  stems: Map<number, { stem: string; node: TrieNode }[]> | null;
  /** The terms ending here, two numbers each: the term's index, then its evidence slot. */
  hits: number[];
  /** No exact or stem children: a walk ends here. */
  leaf: boolean;
}

/** trieRoots of a word not yet looked up in the tries: one empty list shared by all. */
export const NONE_ASKED: readonly (readonly TrieNode[])[] = [];

export class Word {
  /** Which languages (bit per LANGUAGE_PROFILES entry) list the word as a stop word. */
  readonly stopLanguages: number;
  /**
   * Per language (LANGUAGE_PROFILES order): the trie nodes the word reaches from the root, in the
   * order a walk visits them; compile.ts fills them on first use.
   */
  trieRoots: readonly (readonly TrieNode[])[] = NONE_ASKED;
  /** The model word cache that last gave the word a slot, its reset count then, and the slot. */
  cacheOwner: object | null = null;
  cacheEpoch = 0;
  cacheSlot = -1;
  /** Kept by the table when it starts again (see pinnedWordOf). */
  pinned = false;

  constructor(readonly text: string) {
    this.stopLanguages = STOP_WORD_LANGUAGES.get(text) ?? 0;
  }
}

/** Which languages (bit per language) list each stop word. */
const STOP_WORD_LANGUAGES = new Map<string, number>();
LANGUAGE_PROFILES.forEach((profile, l) => {
  for (const word of profile.stopWords.split(" ")) {
    if (word) STOP_WORD_LANGUAGES.set(word, (STOP_WORD_LANGUAGES.get(word) ?? 0) | (1 << l));
  }
});

/** Words kept at most; past it the table starts again (words already handed out stay valid). */
const MAX_WORDS = 1 << 16;
const FIRST_BITS = 12;
/**
 * Open addressing, at most three quarters full, grown as words come: slot s holds a word's two
 * hashes and its length at 4s..4s+2 and its index in `known` + 1 at 4s + 3 (0: empty), side by
 * side so a probe reads one cache line. Kept no larger than the words need, so more of it stays
 * in the processor's cache: every token probes it, and at half full (twice the size for the same
 * words) the misses cost more than the longer probes a fuller table takes.
 * A word is recognised by its two independent 32-bit hashes and its length, without reading its
 * characters: comparing the stored text cost a memory read per token, more than the rest of the
 * look-up. Two different words agree on 64 hash bits and the length with a probability near
 * 2^-64, about 10^-10 for some pair with the table full.
 */
const STRIDE = 4;
let tableBits = FIRST_BITS;
let table = new Int32Array(STRIDE << FIRST_BITS);
const known: Word[] = [];

const home = (h: number): number => Math.imul(h, 0x9e3779b1) >>> (32 - tableBits);

function place(h: number, h2: number, length: number, entry: number): void {
  const mask = (1 << tableBits) - 1;
  let slot = home(h);
  while (table[slot * STRIDE + 3] !== 0) slot = (slot + 1) & mask;
  const at = slot * STRIDE;
  table[at] = h;
  table[at + 1] = h2;
  table[at + 2] = length;
  table[at + 3] = entry;
}

function grow(): void {
  const old = table;
  tableBits++;
  table = new Int32Array(STRIDE << tableBits);
  for (let at = 0; at < old.length; at += STRIDE)
    if (old[at + 3] !== 0) place(old[at], old[at + 1], old[at + 2], old[at + 3]);
}

/**
 * Letters and digits (\p{L}, \p{N}) of the Basic Multilingual Plane, learnt from the regex on first
 * sight of each code unit: 0 not yet asked, 1 a word character, 2 not.
 */
const BMP_WORD = new Uint8Array(0x10000);
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

function bmpWordChar(c: number): boolean {
  let kind = BMP_WORD[c];
  if (kind === 0) {
    // Surrogates are read in pairs by wordCharLength; alone they are not letters.
    kind = c >= 0xd800 && c <= 0xdfff ? 2 : LETTER_OR_DIGIT.test(String.fromCharCode(c)) ? 1 : 2;
    BMP_WORD[c] = kind;
  }
  return kind === 1;
}

/** ASCII letters and digits. */
const ASCII_WORD = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90)) ASCII_WORD[c] = 1;
}

/**
 * Code units of the letter or digit at `i`, whose code unit `c` the caller has read (2 for one
 * beyond the BMP), or 0 for anything else.
 */
function wordCharLength(text: string, i: number, c: number): number {
  if (c < 128) return ASCII_WORD[c];
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
    const low = text.charCodeAt(i + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return LETTER_OR_DIGIT.test(text.slice(i, i + 2)) ? 2 : 0;
  }
  return bmpWordChar(c) ? 1 : 0;
}

/** The shared Word of text[start, end), whose hashes are `h` and `h2`, created on first sight. */
function lookUp(text: string, start: number, end: number, h: number, h2: number): Word {
  const slots = table;
  const mask = (1 << tableBits) - 1;
  const length = end - start;
  for (let slot = home(h); ; slot = (slot + 1) & mask) {
    const at = slot * STRIDE;
    const entry = slots[at + 3];
    if (entry === 0) break;
    if (slots[at] === h && slots[at + 1] === h2 && slots[at + 2] === length) return known[entry - 1];
  }
  if (known.length === MAX_WORDS) startAgain();
  const word = new Word(text.slice(start, end));
  add(word, h, h2);
  return word;
}

function add(word: Word, h: number, h2: number): void {
  if ((known.length + 1) * 4 > 3 << tableBits) grow();
  known.push(word);
  place(h, h2, word.text.length, known.length);
}

/** Words that keep their Word when the table starts again: the keyword tries hold them as keys. */
const pinned: Word[] = [];

/** An empty table again, but for the pinned words. */
function startAgain(): void {
  tableBits = FIRST_BITS;
  table = new Int32Array(STRIDE << FIRST_BITS);
  known.length = 0;
  for (const word of pinned) {
    const [h, h2] = hashes(word.text);
    add(word, h, h2);
  }
}

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
// The second hash: the same scheme with another odd multiplier and start, independent of the first.
const SECOND_OFFSET = 0x3c6ef372 | 0;
const SECOND_PRIME = 0x2c1b3c6d;

/**
 * The words of a folded text, exactly the tokens of `tokenize` (normalize.ts; a test holds them
 * equal): runs of letters and digits, apostrophe contractions (don't, it's) kept whole. One pass
 * over the characters finds each word and hashes it for the look-up.
 */
export function readWords(folded: string): Word[] {
  // Locals, not the module constants: optimised code reloads and rechecks a module binding on
  // every use, and these are read once per character.
  const ascii = ASCII_WORD;
  const prime = FNV_PRIME;
  const secondPrime = SECOND_PRIME;
  const out: Word[] = [];
  const n = folded.length;
  // Each code unit is read once, into `c`: charCodeAt on a sliced string is a dozen instructions.
  let i = 0;
  let c = n > 0 ? folded.charCodeAt(0) : 0;
  while (i < n) {
    let w = c < 128 ? ascii[c] : wordCharLength(folded, i, c);
    if (w === 0) {
      i++;
      if (i < n) c = folded.charCodeAt(i);
      continue;
    }
    const start = i;
    let h = FNV_OFFSET;
    let h2 = SECOND_OFFSET;
    for (;;) {
      // A run of letters and digits, hashed code unit by code unit.
      do {
        h = Math.imul(h ^ c, prime);
        h2 = Math.imul(h2 ^ c, secondPrime);
        if (w === 2) {
          const low = folded.charCodeAt(i + 1);
          h = Math.imul(h ^ low, prime);
          h2 = Math.imul(h2 ^ low, secondPrime);
        }
        i += w;
        if (i < n) {
          c = folded.charCodeAt(i);
          w = c < 128 ? ascii[c] : wordCharLength(folded, i, c);
        } else w = 0;
      } while (w > 0);
      // An apostrophe followed by a letter or digit continues the word (don't, it's).
      if (i + 1 < n && c === 39) {
        const next = folded.charCodeAt(i + 1);
        w = wordCharLength(folded, i + 1, next);
        if (w > 0) {
          h = Math.imul(h ^ 39, prime);
          h2 = Math.imul(h2 ^ 39, secondPrime);
          i++;
          c = next;
          continue;
        }
      }
      break;
    }
    out.push(lookUp(folded, start, i, h, h2));
  }
  return out;
}

/** The two hashes of a token, as readWords computes them. */
function hashes(token: string): [number, number] {
  let h = FNV_OFFSET;
  let h2 = SECOND_OFFSET;
  for (let k = 0; k < token.length; k++) {
    const c = token.charCodeAt(k);
    h = Math.imul(h ^ c, FNV_PRIME);
    h2 = Math.imul(h2 ^ c, SECOND_PRIME);
  }
  return [h, h2];
}

/** The shared Word of one token. */
export function wordOf(token: string): Word {
  const [h, h2] = hashes(token);
  return lookUp(token, 0, token.length, h, h2);
}

/** The shared Word of one token, the same object for as long as the process lives. */
export function pinnedWordOf(token: string): Word {
  const word = wordOf(token);
  if (!word.pinned) {
    word.pinned = true;
    pinned.push(word);
  }
  return word;
}

/** The texts of words: a paragraph's tokens. */
export function wordTexts(words: readonly Word[]): string[] {
  const out = new Array<string>(words.length);
  for (let k = 0; k < words.length; k++) out[k] = words[k].text;
  return out;
}
