// Features of one paragraph for the learned typing model: first step of the scorer seam
// (features -> emissions -> decode). Two parts:
// - sparse: hashed word unigrams and bigrams, character 4-grams inside words (they survive
//   Portuguese inflection: garantia/garantido), the first words of the paragraph; all over folded
//   text, so both languages share one space; and the first words of the paragraphs before and
//   after it, in their own namespaces;
// - dense: the rule evidence of every type, position in the text, length, punctuation, numbers
//   and currency, quotes and dialogue marks, list marks, language; the shapes of real pages
//   (headings, fragments, attribution lines, price pieces); the evidence of the last heading above
//   (a section's lines inherit what its heading announces) and, after a question line, the
//   paragraph's own evidence again (an FAQ question is typed by its answer, which the question
//   reads as its next paragraph). The neighbours' dense vectors are added by the emission step,
//   so runs and section order are seen from both sides.
import { LANGUAGE_CODES } from "../profiles";
import type { PreparedSegment } from "../segmenter";

/** A module-local copy: an imported binding can cost a getter call per use in a hot loop. */
const LANGUAGES = LANGUAGE_CODES;

/** Words read per paragraph: bounds the work on a pasted megabyte-long line. */
export const MAX_TOKENS = 160;

const SEED_WORD = 0x1b873593;
const SEED_BIGRAM = 0x2f1a93c5;
const SEED_CHAR = 0x68e31da4;
const SEED_FIRST = 0x5bd1e995;
const SEED_FIRST2 = 0x7feb352d;
const SEED_LAST = 0x3c6ef372;
/** Namespaces of a paragraph's words seen from the paragraph after it and from the one before. */
export const SEED_PREVIOUS = 0x510e527f;
export const SEED_NEXT = 0x1f83d9ab;
/** Words of a neighbour read as context: the start of a paragraph says most about it. */
const NEIGHBOUR_TOKENS = 24;

/** FNV-1a over a string's UTF-16 code units, seeded so namespaces do not collide. */
function hashString(s: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Finaliser of MurmurHash3: spreads two hashes into one well-mixed 32-bit value. */
export function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hashes of the number shapes '#1' to '#6'. */
const NUMBER_SHAPES = [1, 2, 3, 4, 5, 6].map((digits) => hashString(`#${digits}`, SEED_WORD));

function allDigits(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return token.length > 0;
}

/** Numbers become their shape ('#4' for a year or a price), so 1997 and 2019 share a feature. */
export function tokenHash(token: string): number {
  return allDigits(token) ? NUMBER_SHAPES[Math.min(token.length, 6) - 1] : hashString(token, SEED_WORD);
}

/**
 * Writes the sparse feature hashes of a paragraph into `out` (grown when needed) and returns
 * how many there are. A hash may repeat: a repeated word counts again.
 */
export function sparseFeatures(tokens: readonly string[], out: { hashes: Uint32Array }): number {
  const count = Math.min(tokens.length, MAX_TOKENS);
  let chars = 0;
  for (let i = 0; i < count; i++) chars += tokens[i].length;
  const needed = count * 2 + chars + 4;
  if (out.hashes.length < needed) out.hashes = new Uint32Array(needed * 2);
  const hashes = out.hashes;
  let n = 0;
  let previous = 0;
  for (let i = 0; i < count; i++) {
    const token = tokens[i];
    const h = tokenHash(token);
    hashes[n++] = h;
    if (i > 0) hashes[n++] = bigramHash(previous, h);
    previous = h;
    n = charGrams(token, hashes, n);
  }
  if (count > 0) {
    const first = tokenHash(tokens[0]);
    hashes[n++] = firstHash(first);
    if (count > 1) hashes[n++] = firstTwoHash(first, tokenHash(tokens[1]));
    hashes[n++] = lastHash(tokenHash(tokens[count - 1]));
  }
  return n;
}

/** Words of a paragraph that give sparse features. */
export const maxTokens = (tokens: readonly unknown[]): number => Math.min(tokens.length, MAX_TOKENS);
export const bigramHash = (previous: number, h: number): number => mix(previous, h ^ SEED_BIGRAM);
export const firstHash = (first: number): number => mix(first, SEED_FIRST);
export const firstTwoHash = (first: number, second: number): number => mix(mix(first, second), SEED_FIRST2);
export const lastHash = (last: number): number => mix(last, SEED_LAST);

/** Most character 4-grams a word of `length` characters gives. */
export const charGramCount = (length: number): number => (length >= 4 ? length - 1 : 0);

/**
 * Writes the character 4-grams of `token` (padded with a boundary mark; words under 4 characters
 * are already whole) into `out` from `n`; returns the new end. They depend on the word alone, so
 * the classifier computes them once per distinct word.
 */
export function charGrams(token: string, out: Uint32Array, n: number): number {
  const length = token.length;
  if (length < 4) return n;
  for (let start = -1; start + 4 <= length + 1; start++) {
    let g = SEED_CHAR;
    for (let k = start; k < start + 4; k++) {
      const code = k < 0 || k >= length ? 32 : token.charCodeAt(k);
      g ^= code;
      g = Math.imul(g, 0x01000193);
    }
    out[n++] = g >>> 0;
  }
  return n;
}

/**
 * Hashes of a paragraph's first words in namespace `seed`, written to `out`: the features it
 * gives its neighbours (a one-line VSL sentence is often typed by what surrounds it).
 */
export function neighbourFeatures(tokens: readonly string[], seed: number, out: Uint32Array): number {
  const count = Math.min(tokens.length, NEIGHBOUR_TOKENS, out.length);
  for (let i = 0; i < count; i++) out[i] = mix(tokenHash(tokens[i]), seed);
  return count;
}

/** How many of a paragraph's words its neighbours read. */
export const neighbourTokens = (tokens: readonly unknown[]): number =>
  Math.min(tokens.length, NEIGHBOUR_TOKENS);

/** Room for one paragraph's neighbour features. */
export const NEIGHBOUR_FEATURES = NEIGHBOUR_TOKENS;

// Layout of the dense vector.
export const D_RULES = 0; // 30 rule scores, one per copy type
export const RULE_TYPES = 30;
const D_BIAS = D_RULES + RULE_TYPES;
const D_POSITION = D_BIAS + 1; // 10 bins of position 0-100
const POSITION_BINS = 10;
const D_FIRST = D_POSITION + POSITION_BINS;
const D_LAST = D_FIRST + 1;
const D_LENGTH = D_LAST + 1; // 6 bins of characters
const LENGTH_LIMITS = [25, 60, 120, 250, 500];
const D_SHAPE = D_LENGTH + LENGTH_LIMITS.length + 1;
const SHAPES = 15;
const D_LANGUAGE = D_SHAPE + SHAPES;
/** The shapes of real-page lines, at D_FORM + FORM.<shape>. */
export const D_FORM = D_LANGUAGE + LANGUAGE_CODES.length;
export const FORM = {
  upToTwoWords: 0,
  upToFiveWords: 1,
  noFinalPunctuation: 2,
  titleCase: 3,
  heading: 4,
  attribution: 5,
  price: 6,
  dashOpening: 7,
  ellipsis: 8,
  afterQuestion: 9,
} as const;
const FORMS = 10;
/** The last heading's rule evidence, and (at D_HEADING + RULE_TYPES) whether a heading is above. */
export const D_HEADING = D_FORM + FORMS;
/** This paragraph's rule evidence when the paragraph before is a question (an FAQ answer), and a flag. */
export const D_ANSWER = D_HEADING + RULE_TYPES + 1;
/** Size of one paragraph's dense vector. */
export const DENSE_SIZE = D_ANSWER + RULE_TYPES + 1;

/** Words of a heading its section's lines read as context. */
const HEADING_TOKENS = 8;
/** Namespace of a heading's words seen from the lines under it. */
const SEED_HEADING = 0x6a09e667;

/**
 * What a paragraph's features carry from the paragraphs above it: the last heading's rule evidence
 * and first words, and whether the paragraph just before was a question. One per text, read in
 * order. A heading becomes the context of the lines after it: of the next paragraph's dense and
 * sparse features both, so it is taken in when that paragraph's dense features are computed.
 */
export interface DenseContext {
  heading: Float32Array;
  hasHeading: boolean;
  /** Hashes of the heading's first words in the heading namespace, `headingWordCount` of them. */
  headingWords: Uint32Array;
  headingWordCount: number;
  afterQuestion: boolean;
  /** The paragraph just read is a heading: its evidence and words wait here. */
  pending: boolean;
  pendingHeading: Float32Array;
  pendingWords: Uint32Array;
  pendingWordCount: number;
}

export function newDenseContext(): DenseContext {
  return {
    heading: new Float32Array(RULE_TYPES),
    hasHeading: false,
    headingWords: new Uint32Array(HEADING_TOKENS),
    headingWordCount: 0,
    afterQuestion: false,
    pending: false,
    pendingHeading: new Float32Array(RULE_TYPES),
    pendingWords: new Uint32Array(HEADING_TOKENS),
    pendingWordCount: 0,
  };
}

/** Words read for the shape of a short line; longer lines are not headings nor fragments. */
const SHAPE_WORDS = 12;
const PRICE_WORDS =
  /\b(\d+ ?x|off|save|economize|desconto|parcelas?|a vista|frete|shipping|free|gratis|pix|boleto|kit|unidades?|potes?|frascos?)\b/;
// "— Ana", "Ana, 54 anos", "Ana Lima – Recife", "by Jo Reyes", "por Carla": a name on its own line.
const ATTRIBUTION =
  /^(?:[-–—]\s*\p{Lu}[\p{Ll}.]+(?:\s+\p{Lu}[\p{Ll}.]*){0,3}\s*(?:[,–—|-].*)?$|(?:by|por)\s+\p{Lu}|\p{Lu}[\p{Ll}.]+(?:\s+(?:d[aeo]s?\s+)?\p{Lu}[\p{Ll}.]*){0,3}\s*(?:,\s*(?:\d{1,3}\b|\p{Lu})|[–—|-]\s*\p{Lu}))/u;

/** Title Case: at least two words of four letters or more and all of them capitalised. */
function titleCase(text: string): boolean {
  let long = 0;
  let capital = 0;
  let start = 0;
  const length = text.length;
  for (let i = 0; i <= length; i++) {
    if (i < length && text.charCodeAt(i) !== 32) continue;
    if (i - start >= 4) {
      const first = text.charAt(start);
      if (first.toLowerCase() !== first.toUpperCase()) {
        long++;
        if (first !== first.toLowerCase()) capital++;
      }
    }
    start = i + 1;
  }
  return long >= 2 && capital === long;
}

const PS = /^p\.?\s?s\b/i;
const LINK = /https?:|www\.|\.com\b|\.com\.br\b/i;
const TIME = /\b\d{1,2}(:\d{2}|h\d{0,2})\b|\b(minut|hour|hora|dia|day|week|semana|mes|month)/;
const SPACE = /\s/;
const NUMBERED = /^\d{1,3}\s*[.):º°-]\s/;
const QUOTE_MARKS = new Set(['"', "'", "“", "‘", "«"]);
const DASH_MARKS = new Set(["-", "–", "—"]);
// Dashes are not list marks here: "- " opens a line of dialogue as often as a bullet.
const BULLET_MARKS = new Set(["*", "•", "·", "▪", "●", "◦", "‣", "✓", "✔", "✅", "→", "➜"]);
const CURRENCY_SIGNS = new Set([36, 0x20ac, 0xa3, 0xa5]); // $ € £ ¥ (R$ and US$ have the $)

// What one pass over a paragraph's characters finds (bits of `scanText`).
const HAS_QUOTE = 1;
const HAS_DIGIT = 2;
const HAS_PERCENT = 4;
const HAS_CURRENCY = 8;
/** Over 60% of the letters among the first UPPER_SPAN characters are capitals (headlines often are). */
const MOSTLY_UPPER = 16;
const UPPER_SPAN = 200;

function scanText(text: string): number {
  // A local, not the module constant: optimised code reloads and rechecks a module binding on
  // every use, and this one is read once per character.
  const span = UPPER_SPAN;
  let found = 0;
  let letters = 0;
  let upper = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    // Lower-case letters first: most characters are.
    if (c >= 97) {
      if (c <= 122) {
        if (i < span) letters++;
      } else if (c > 127 && CURRENCY_SIGNS.has(c)) found |= HAS_CURRENCY;
    } else if (c >= 65) {
      if (c <= 90 && i < span) {
        upper++;
        letters++;
      }
    } else if (c >= 48 && c <= 57) found |= HAS_DIGIT;
    else if (c === 34) found |= HAS_QUOTE;
    else if (c === 37) found |= HAS_PERCENT;
    else if (c === 36) found |= HAS_CURRENCY;
  }
  if (letters >= 4 && upper / letters > 0.6) found |= MOSTLY_UPPER;
  return found;
}

/**
 * Fills `out` (DENSE_SIZE values) with the dense features of one paragraph; `ruleScores` are
 * the rule classifier's lexical scores of the 30 copy types (0-100).
 */
export function denseFeatures(
  segment: PreparedSegment,
  ruleScores: ArrayLike<number>,
  out: Float32Array,
  context: DenseContext,
): void {
  out.fill(0, 0, DENSE_SIZE);
  for (let t = 0; t < RULE_TYPES; t++) out[D_RULES + t] = Math.min(ruleScores[t], 100) / 50;
  out[D_BIAS] = 1;
  const position = segment.position;
  out[D_POSITION + Math.min(POSITION_BINS - 1, Math.floor(position / 10))] = 1;
  if (segment.originalIndex === 0) out[D_FIRST] = 1;
  if (position === 100) out[D_LAST] = 1;
  const text = segment.cleanedText;
  const length = text.length;
  let bin = 0;
  while (bin < LENGTH_LIMITS.length && length >= LENGTH_LIMITS[bin]) bin++;
  out[D_LENGTH + bin] = 1;
  const original = segment.originalText;
  const opening = original.charAt(0);
  const found = scanText(text);
  const last = text.charCodeAt(length - 1);
  let s = D_SHAPE;
  out[s++] = last === 63 /* ? */ ? 1 : 0;
  out[s++] = last === 33 /* ! */ ? 1 : 0;
  out[s++] = last === 58 /* : */ ? 1 : 0;
  out[s++] = last === 8230 /* … */ ? 1 : 0;
  out[s++] = found & HAS_QUOTE ? 1 : 0;
  // Dialogue or a quote: the line opens with a quote mark.
  out[s++] = QUOTE_MARKS.has(opening) ? 1 : 0;
  // A bullet: a list glyph and a space.
  out[s++] = BULLET_MARKS.has(opening) && SPACE.test(original.charAt(1)) ? 1 : 0;
  out[s++] = opening >= "0" && opening <= "9" && NUMBERED.test(original) ? 1 : 0;
  out[s++] = found & HAS_DIGIT ? 1 : 0;
  out[s++] = found & HAS_PERCENT ? 1 : 0;
  out[s++] = found & HAS_CURRENCY ? 1 : 0;
  const head = text.charAt(0);
  out[s++] = (head === "p" || head === "P") && PS.test(text) ? 1 : 0;
  out[s++] = LINK.test(text) ? 1 : 0;
  out[s++] = found & MOSTLY_UPPER ? 1 : 0;
  out[s++] = TIME.test(segment.folded) ? 1 : 0;
  const language = LANGUAGES.indexOf(segment.language);
  if (language >= 0) out[D_LANGUAGE + language] = segment.languageMargin >= 2 ? 1 : 0.5;
  formFeatures(segment, found, ruleScores, out, context);
}

/**
 * The shapes of real pages, and the evidence carried from above: the last heading's, and a
 * question's answer's own (its question reads it through the next-paragraph weights).
 */
function formFeatures(
  segment: PreparedSegment,
  found: number,
  ruleScores: ArrayLike<number>,
  out: Float32Array,
  context: DenseContext,
): void {
  if (context.pending) {
    context.heading.set(context.pendingHeading);
    context.headingWords.set(context.pendingWords);
    context.headingWordCount = context.pendingWordCount;
    context.hasHeading = true;
    context.pending = false;
  }
  const text = segment.cleanedText;
  const original = segment.originalText;
  const words = segment.tokens.length;
  const last = text.charCodeAt(text.length - 1);
  const sentenceEnd =
    last === 46 /* . */ || last === 33 /* ! */ || last === 63 /* ? */ || last === 8230; /* … */
  const closed = sentenceEnd || last === 34 /* " */ || last === 41 /* ) */ || last === 59; /* ; */
  const short = words <= SHAPE_WORDS;
  const title = short && titleCase(text);
  const capitals = (found & MOSTLY_UPPER) !== 0;
  const colon = last === 58;
  const price =
    short &&
    ((found & HAS_CURRENCY) !== 0 || ((found & HAS_DIGIT) !== 0 && PRICE_WORDS.test(segment.folded)));
  const attribution = words <= 8 && !sentenceEnd && ATTRIBUTION.test(original);
  const opening = original.charAt(0);
  const dash = DASH_MARKS.has(opening) && SPACE.test(original.charAt(1));
  const listed = dash || BULLET_MARKS.has(opening) || segment.hasTransitionMarker;
  const heading =
    short &&
    words >= 2 &&
    !price &&
    !attribution &&
    !listed &&
    (colon || !closed) &&
    (title || capitals || colon || words <= 8);
  const f = D_FORM;
  out[f + FORM.upToTwoWords] = words <= 2 ? 1 : 0;
  out[f + FORM.upToFiveWords] = words <= 5 ? 1 : 0;
  out[f + FORM.noFinalPunctuation] = closed || colon ? 0 : 1;
  out[f + FORM.titleCase] = title ? 1 : 0;
  out[f + FORM.heading] = heading ? 1 : 0;
  out[f + FORM.attribution] = attribution ? 1 : 0;
  out[f + FORM.price] = price ? 1 : 0;
  out[f + FORM.dashOpening] = dash ? 1 : 0;
  out[f + FORM.ellipsis] = text.indexOf("…") >= 0 ? 1 : 0;
  out[f + FORM.afterQuestion] = context.afterQuestion ? 1 : 0;
  // Lines under a heading carry its evidence (a heading's own line sees the previous one's).
  if (context.hasHeading) {
    out.set(context.heading, D_HEADING);
    out[D_HEADING + RULE_TYPES] = 1;
  }
  if (context.afterQuestion) {
    for (let t = 0; t < RULE_TYPES; t++) out[D_ANSWER + t] = out[D_RULES + t];
    out[D_ANSWER + RULE_TYPES] = 1;
  }
  if (heading) {
    for (let t = 0; t < RULE_TYPES; t++) context.pendingHeading[t] = Math.min(ruleScores[t], 100) / 50;
    const count = Math.min(segment.tokens.length, HEADING_TOKENS);
    for (let k = 0; k < count; k++) context.pendingWords[k] = mix(tokenHash(segment.tokens[k]), SEED_HEADING);
    context.pendingWordCount = count;
    context.pending = true;
  }
  context.afterQuestion = last === 63 && short;
}
