import { foldText, tokenize } from "./normalize";
import type { Language } from "./types";

export type EstimatedLength = "short" | "medium" | "long";

/** One paragraph of the input, as produced by the splitter (spec section 3). */
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
const OPENERS =
  /^(?:mas isso nao e tudo|e tem mais|alem disso|no entanto|porem|but that's not all|and there's more|however|plus)(?![\p{L}\p{N}])/u;
// 'Segundo' only counts before punctuation: 'Segundo a Harvard…' means 'according to'.
const ORDINALS =
  /^(?:primeiro|segundo(?=\s*[,:;])|terceiro|finalmente|por fim|em seguida|first|second|third|finally|next)(?![\p{L}\p{N}])/u;

const PT_STOP_WORDS = new Set(
  (
    "o os de da dos das que e em na nas nao um uma umas uns para pra com por mais mas como voce voces " +
    "seu sua seus suas isso esse essa este esta ele ela eles elas eu meu minha meus minhas foi sao ao aos " +
    "ja tambem muito muita quando sem pelo pela porque ate tem ser nossa nosso todo toda ainda depois sobre " +
    "entao aqui agora era estava vai"
  ).split(" "),
);
const EN_STOP_WORDS = new Set(
  (
    "the and of to in is it you your that this for with on are was be have has had not but what my i we " +
    "they from at by or an if just all will can about more it's don't you're i'm there their been were how " +
    "when who than then into out up one would could he she his her our its get got because now here"
  ).split(" "),
);

/** Cleaning of spec section 4: whitespace, repeated ! and ?, dots to an ellipsis, straight quotes. */
export function cleanText(line: string): string {
  return line
    .replace(WHITESPACE, " ")
    .replace(REPEATED_BANG_OR_QUESTION, "$1")
    .replace(REPEATED_DOTS, "…")
    .replace(DOUBLE_QUOTES, '"')
    .replace(SINGLE_QUOTES, "'")
    .trim();
}

function stopWordCounts(tokens: readonly string[]): { pt: number; en: number } {
  let pt = 0;
  let en = 0;
  for (const token of tokens) {
    if (PT_STOP_WORDS.has(token)) pt++;
    else if (EN_STOP_WORDS.has(token)) en++;
  }
  return { pt, en };
}

/** Portuguese or English by stop-word counts of folded tokens; a tie (including none) is Portuguese. */
export function guessLanguage(tokens: readonly string[]): Language {
  const { pt, en } = stopWordCounts(tokens);
  return en > pt ? "en" : "pt";
}

/** Language of any text (folded and tokenised here); a tie is Portuguese. */
export function detectLanguage(text: string): Language {
  return guessLanguage(tokenize(foldText(text)));
}

export function estimateLength(text: string): EstimatedLength {
  if (text.length < 100) return "short";
  if (text.length < 300) return "medium";
  return "long";
}

/** Splits on any line break, trims, drops empty lines. Never throws. */
export function splitLines(input: string): string[] {
  const out: string[] = [];
  for (const line of String(input ?? "").split(LINE_BREAK)) {
    const trimmed = line.trim();
    if (trimmed) out.push(trimmed);
  }
  return out;
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
  const tokens = tokenize(folded);
  const counts = stopWordCounts(tokens);
  const last = count - 1;
  return {
    originalText,
    text: marked.text,
    cleanedText: marked.body,
    originalIndex: index,
    position: last <= 0 ? 0 : Math.round((index / last) * 1000) / 10,
    hasTransitionMarker: marked.marked,
    estimatedLength: estimateLength(marked.body),
    language: counts.en > counts.pt ? "en" : "pt",
    folded,
    tokens,
    languageMargin: Math.abs(counts.en - counts.pt),
  };
}

/** Splits and prepares a whole text. */
export function prepareSegments(input: string): PreparedSegment[] {
  const lines = splitLines(input);
  return lines.map((line, index) => prepareLine(line, index, lines.length));
}

/** The splitter of spec section 4, returning plain segments. */
export function segmentText(input: string): Segment[] {
  return prepareSegments(input).map(({ folded: _f, tokens: _t, languageMargin: _m, ...segment }) => segment);
}
