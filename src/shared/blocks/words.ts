// The words of folded text, each read once into a shared `Word`: tokenising looks every word up
// in one table as it scans the characters (no substring is cut for a word already known), and
// what the classifier needs per word (is it a stop word, where does it enter the keyword trie,
// its model scores) is then found on the word itself instead of in one map per step. Every word
// of a paste goes through here, so this is the hot path of typing.
import { LANGUAGE_PROFILES } from "./profiles";

/** A node of a language's keyword trie (compile.ts builds them). */
export interface TrieNode {
  exact: Map<string, TrieNode>;
  /** Stem children, bucketed by their first few characters. */
  stems: Map<number, { stem: string; node: TrieNode }[]> | null;
  hits: { term: number; slot: number }[];
}

export class Word {
  /** Which languages (bit per LANGUAGE_PROFILES entry) list the word as a stop word. */
  readonly stopLanguages: number;
  /**
   * Per language (LANGUAGE_PROFILES order): the trie nodes the word reaches from the root, in the
   * order a walk visits them; compile.ts fills an entry on first use.
   */
  readonly trieRoots: (readonly TrieNode[] | undefined)[] = [];
  /** The model word cache that last gave the word a slot, its reset count then, and the slot. */
  cacheOwner: object | null = null;
  cacheEpoch = 0;
  cacheSlot = -1;

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
 * Open addressing, at most half full, grown as words come: slot s holds a word's hash at 2s and
 * its index in `known` + 1 at 2s + 1 (0: empty), side by side so a probe reads one cache line.
 * Kept no larger than the words need, so it stays in the processor's cache.
 */
let tableBits = FIRST_BITS;
let table = new Int32Array(2 << FIRST_BITS);
const known: Word[] = [];

const home = (h: number): number => Math.imul(h, 0x9e3779b1) >>> (32 - tableBits);

function place(h: number, entry: number): void {
  const mask = (1 << tableBits) - 1;
  let slot = home(h);
  while (table[slot * 2 + 1] !== 0) slot = (slot + 1) & mask;
  table[slot * 2] = h;
  table[slot * 2 + 1] = entry;
}

function grow(): void {
  const old = table;
  tableBits++;
  table = new Int32Array(2 << tableBits);
  for (let slot = 0; slot < old.length; slot += 2) if (old[slot + 1] !== 0) place(old[slot], old[slot + 1]);
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

/** The shared Word of text[start, end), whose FNV-1a hash is `h`, created on first sight. */
function lookUp(text: string, start: number, end: number, h: number): Word {
  const mask = (1 << tableBits) - 1;
  const length = end - start;
  for (let slot = home(h); ; slot = (slot + 1) & mask) {
    const entry = table[slot * 2 + 1];
    if (entry === 0) break;
    if (table[slot * 2] !== h) continue;
    const word = known[entry - 1];
    // startsWith compares in native code: a loop of charCodeAt here costs a dispatch on the
    // string's representation (a paste's lines are slices of it) per character.
    if (word.text.length === length && text.startsWith(word.text, start)) return word;
  }
  if (known.length === MAX_WORDS) {
    tableBits = FIRST_BITS;
    table = new Int32Array(2 << FIRST_BITS);
    known.length = 0;
  } else if ((known.length + 1) * 2 > 1 << tableBits) grow();
  const word = new Word(text.slice(start, end));
  known.push(word);
  place(h, known.length);
  return word;
}

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/**
 * The words of a folded text, exactly the tokens of `tokenize` (normalize.ts; a test holds them
 * equal): runs of letters and digits, apostrophe contractions (don't, it's) kept whole. One pass
 * over the characters finds each word and hashes it for the look-up.
 */
export function readWords(folded: string): Word[] {
  const out: Word[] = [];
  const n = folded.length;
  // Each code unit is read once, into `c`: charCodeAt on a sliced string is a dozen instructions.
  let i = 0;
  let c = n > 0 ? folded.charCodeAt(0) : 0;
  while (i < n) {
    let w = wordCharLength(folded, i, c);
    if (w === 0) {
      i++;
      if (i < n) c = folded.charCodeAt(i);
      continue;
    }
    const start = i;
    let h = FNV_OFFSET;
    for (;;) {
      // A run of letters and digits, hashed code unit by code unit.
      do {
        h = Math.imul(h ^ c, FNV_PRIME);
        if (w === 2) h = Math.imul(h ^ folded.charCodeAt(i + 1), FNV_PRIME);
        i += w;
        if (i < n) {
          c = folded.charCodeAt(i);
          w = wordCharLength(folded, i, c);
        } else w = 0;
      } while (w > 0);
      // An apostrophe followed by a letter or digit continues the word (don't, it's).
      if (i + 1 < n && c === 39) {
        const next = folded.charCodeAt(i + 1);
        w = wordCharLength(folded, i + 1, next);
        if (w > 0) {
          h = Math.imul(h ^ 39, FNV_PRIME);
          i++;
          c = next;
          continue;
        }
      }
      break;
    }
    out.push(lookUp(folded, start, i, h));
  }
  return out;
}

/** The shared Word of one token. */
export function wordOf(token: string): Word {
  let h = FNV_OFFSET;
  for (let k = 0; k < token.length; k++) h = Math.imul(h ^ token.charCodeAt(k), FNV_PRIME);
  return lookUp(token, 0, token.length, h);
}

/** The texts of words: a paragraph's tokens. */
export function wordTexts(words: readonly Word[]): string[] {
  const out = new Array<string>(words.length);
  for (let k = 0; k < words.length; k++) out[k] = words[k].text;
  return out;
}
