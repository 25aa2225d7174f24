import { foldText } from "./normalize";
import { LANGUAGE_PROFILES, splitList } from "./profiles";
import type { Language } from "./types";
import { readWords, type Word, wordOf, wordTexts } from "./words";

export type EstimatedLength = "short" | "medium" | "long";

/** One paragraph of the input, as produced by the splitter. */
export interface Segment {
  /** The trimmed input line, untouched: this is what the editor displays. */
  originalText: string;
  /** Cleaned text with its transition marker applied ('PASSO 1: …', '• …', 'TRANSIÇÃO: …', 'TEMPO: …'). */
  text: string;
  /** Cleaned text without marker or list glyph: what the classifier reads. */
  cleanedText: string;
  /** Index of the segment among the kept (non-empty) lines. */
  originalIndex: number;
  /** 0 for the first paragraph, 100 for the last. */
  position: number;
  hasTransitionMarker: boolean;
  estimatedLength: EstimatedLength;
  language: Language;
}

/** A segment plus its folded text and tokens, computed once and reused by the classifier. */
export interface PreparedSegment extends Segment {
  folded: string;
  tokens: string[];
  /** The tokens as shared words (words.ts), one per token. */
  words: readonly Word[];
  /** How many more stop words the guessed language had than the other: a small margin is a weak guess. */
  languageMargin: number;
}

const LINE_BREAK = /\r\n|\r|\n/;
const WHITESPACE = /\s+/g;
const REPEATED_BANG_OR_QUESTION = /([!?])\1+/g;
// We use the single character '…' everywhere; '..', '...', '....' and '……' all become one.
const REPEATED_DOTS = /(?:\.{2,}|…)+/g;
const DOUBLE_QUOTES = /[“”„‟«»″]/g;
const SINGLE_QUOTES = /[‘’‚‛′]/g;

// "1. ", "2) ", "3 - ": a numbered list item. A bare number ("97% of people", "3 reasons") is not.
const NUMBERED = /^(\d{1,3})\s*[.):º°-]\s*(?=\S)/;
const BULLET = /^[-*•·▪●◦‣–—]\s*(?=\S)/;
const BULLET_MARK = "•";
const alternation = (sources: readonly string[]): string => sources.map((s) => `(?:${s})`).join("|");
// Markers of every known language: a paragraph's marker is read before its language is guessed.
const OPENERS = new RegExp(
  `^(?:${alternation(LANGUAGE_PROFILES.flatMap((l) => splitList(l.openers)))})(?![\\p{L}\\p{N}])`,
  "u",
);
const ORDINALS = new RegExp(
  `^(?:${alternation(LANGUAGE_PROFILES.flatMap((l) => l.ordinals))})(?![\\p{L}\\p{N}])`,
  "u",
);

const LANGUAGES: readonly Language[] = LANGUAGE_PROFILES.map((l) => l.code);

/**
 * What the cleaning rewrites wherever it is: whitespace other than the space (as \s knows it),
 * curly quotes, primes and the ellipsis, and a doubled space, ! ? or dot.
 */
const REWRITTEN =
  /[\t-\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff“”„‟«»″‘’‚‛′…]| {2}|!!|\.\.|\?\?/;

/**
 * Whether the cleaning would change anything but the ends. Most lines have nothing to clean and
 * only need trimming; a regular expression tells in native code, where a loop of charCodeAt on a
 * line sliced from the paste pays a dispatch on the string's representation per character.
 */
export function needsCleaning(line: string): boolean {
  return REWRITTEN.test(line);
}

/** Cleans pasted text so typing sees one form: whitespace, repeated ! and ?, dots to an ellipsis, straight quotes. */
export function cleanText(line: string): string {
  if (!needsCleaning(line)) return line.trim();
  return line
    .replace(WHITESPACE, " ")
    .replace(REPEATED_BANG_OR_QUESTION, "$1")
    .replace(REPEATED_DOTS, "…")
    .replace(DOUBLE_QUOTES, '"')
    .replace(SINGLE_QUOTES, "'")
    .trim();
}

interface LanguageGuess {
  language: Language;
  /** How many more stop words the guessed language had than the runner-up. */
  margin: number;
}

const stopWordCounts = new Int32Array(LANGUAGES.length);

/** The language whose function words are most frequent; a tie goes to the earlier language. */
export function guessWithMargin(words: readonly Word[]): LanguageGuess {
  stopWordCounts.fill(0);
  for (let k = 0; k < words.length; k++) {
    const bits = words[k].stopLanguages;
    if (bits === 0) continue;
    for (let l = 0; l < stopWordCounts.length; l++) if ((bits >>> l) & 1) stopWordCounts[l]++;
  }
  let best = 0;
  let bestCount = -1;
  let second = 0;
  for (let l = 0; l < LANGUAGES.length; l++) {
    const count = stopWordCounts[l];
    if (count > bestCount) {
      second = Math.max(bestCount, 0);
      best = l;
      bestCount = count;
    } else if (count > second) second = count;
  }
  return { language: LANGUAGES[best], margin: LANGUAGES.length < 2 ? bestCount : bestCount - second };
}

/** Language of folded tokens by stop-word counts; a tie (including none) is the first language. */
export function guessLanguage(tokens: readonly string[]): Language {
  return guessWithMargin(tokens.map(wordOf)).language;
}

/** Language of any text (folded and tokenised here); a tie is Portuguese. */
export function detectLanguage(text: string): Language {
  return guessWithMargin(readWords(foldText(text))).language;
}

export function estimateLength(text: string): EstimatedLength {
  if (text.length < 100) return "short";
  if (text.length < 300) return "medium";
  return "long";
}

/** Splits on any line break, trims, drops empty lines. Never throws. */
export function splitLines(input: string): string[] {
  const text = String(input ?? "");
  const out: string[] = [];
  // Without a carriage return every break is a line feed, and a search for it is much faster
  // than splitting on the expression: a long paste is a hundred thousand lines.
  if (text.includes("\r")) {
    for (const line of text.split(LINE_BREAK)) keepLine(line, out);
    return out;
  }
  for (let start = 0; ; ) {
    const end = text.indexOf("\n", start);
    keepLine(end === -1 ? text.slice(start) : text.slice(start, end), out);
    if (end === -1) return out;
    start = end + 1;
  }
}

function keepLine(line: string, out: string[]): void {
  const trimmed = line.trim();
  if (trimmed) out.push(trimmed);
}

interface Marked {
  text: string;
  body: string;
  marked: boolean;
}

function applyMarker(cleaned: string, folded: string): Marked {
  const numbered = NUMBERED.exec(cleaned);
  if (numbered) {
    const body = cleaned.slice(numbered[0].length);
    return { text: `PASSO ${numbered[1]}: ${body}`, body, marked: true };
  }
  const bullet = BULLET.exec(cleaned);
  if (bullet) {
    const body = cleaned.slice(bullet[0].length);
    return { text: `${BULLET_MARK} ${body}`, body, marked: true };
  }
  if (OPENERS.test(folded)) return { text: `TRANSIÇÃO: ${cleaned}`, body: cleaned, marked: true };
  if (ORDINALS.test(folded)) return { text: `TEMPO: ${cleaned}`, body: cleaned, marked: true };
  return { text: cleaned, body: cleaned, marked: false };
}

/** Prepares line `index` of `count` kept lines: cleaned, marked, folded and tokenised once. */
export function prepareLine(originalText: string, index: number, count: number): PreparedSegment {
  const cleaned = cleanText(originalText);
  const foldedLine = foldText(cleaned);
  const marked = applyMarker(cleaned, foldedLine);
  // Folding can change length (rare ligatures), so a list item's body is folded on its own.
  const folded = marked.body === cleaned ? foldedLine : foldText(marked.body);
  const words = readWords(folded);
  const guess = guessWithMargin(words);
  const last = count - 1;
  return {
    originalText,
    text: marked.text,
    cleanedText: marked.body,
    originalIndex: index,
    position: last <= 0 ? 0 : Math.round((index / last) * 1000) / 10,
    hasTransitionMarker: marked.marked,
    estimatedLength: estimateLength(marked.body),
    language: guess.language,
    folded,
    tokens: wordTexts(words),
    words,
    languageMargin: guess.margin,
  };
}

/** Splits and prepares a whole text. */
export function prepareSegments(input: string): PreparedSegment[] {
  const lines = splitLines(input);
  return lines.map((line, index) => prepareLine(line, index, lines.length));
}

/** Splits text into paragraphs (blank lines, then long paragraphs at sentence ends), returning plain segments. */
export function segmentText(input: string): Segment[] {
  return prepareSegments(input).map(
    ({ folded: _f, tokens: _t, words: _w, languageMargin: _m, ...segment }) => segment,
  );
}
