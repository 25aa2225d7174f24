import type { BlockType } from "./types";
import { isBlockType } from "./types";

/** Narration pace used until the writer picks another (a calm sales-letter read). */
export const DEFAULT_WORDS_PER_MINUTE = 150;
export const MIN_WORDS_PER_MINUTE = 60;
export const MAX_WORDS_PER_MINUTE = 300;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const APOSTROPHE = 0x27;
const RIGHT_QUOTE = 0x2019;
const HYPHEN = 0x2d;
const DOT = 0x2e;
/** What is known of each code point of the basic plane: 0 not yet looked up, 1 word, 2 not. */
const basicPlane = new Uint8Array(0x10000);

function isWordCode(code: number): boolean {
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
  if (code > 0xffff) return LETTER_OR_DIGIT.test(String.fromCodePoint(code));
  if (basicPlane[code] === 0) basicPlane[code] = LETTER_OR_DIGIT.test(String.fromCharCode(code)) ? 1 : 2;
  return basicPlane[code] === 1;
}

const isJoiner = (code: number) =>
  code === APOSTROPHE || code === RIGHT_QUOTE || code === HYPHEN || code === DOT;

/**
 * Words as a reader counts them: runs of letters and digits, where an apostrophe, hyphen or dot
 * between two of them joins ("não-verbal", "it's" and "3.5" are one word each); punctuation is
 * none. A scan, not a regular expression's match list: it runs for every block on every keystroke
 * and for 5,000-block projects at once, and the list of matches was most of its cost.
 */
export function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i) as number;
    const width = code > 0xffff ? 2 : 1;
    if (isWordCode(code)) {
      if (!inWord) count++;
      inWord = true;
    } else if (
      !(inWord && isJoiner(code) && i + 1 < text.length && isWordCode(text.codePointAt(i + 1) as number))
    ) {
      inWord = false;
    }
    i += width;
  }
  return count;
}

/** Seconds it takes to say `words` at `wordsPerMinute`, rounded to the second. */
export function spokenSeconds(words: number, wordsPerMinute: number): number {
  const pace = Math.min(
    MAX_WORDS_PER_MINUTE,
    Math.max(MIN_WORDS_PER_MINUTE, wordsPerMinute || DEFAULT_WORDS_PER_MINUTE),
  );
  return Math.round((words / pace) * 60);
}

/** 0 → "0:00", 75 → "1:15", 3725 → "1:02:05": how a narration length is read on a timeline. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** The stages of a sales letter; consecutive blocks in one stage form a section. */
export const SECTION_KINDS = [
  "opening",
  "problem",
  "story",
  "solution",
  "proof",
  "offer",
  "close",
  "content",
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

const SECTION_OF: Readonly<Record<BlockType, SectionKind>> = {
  HOOK: "opening",
  PATTERN_INTERRUPT: "opening",
  STORY_HOOK: "opening",
  CREDIBILITY: "opening",
  EXPERT_INTRO: "opening",
  PAIN_POINT: "problem",
  EMOTIONAL_PAIN: "problem",
  RELATIONSHIP_PAIN: "problem",
  FAILED_SOLUTIONS: "problem",
  ALTERNATIVES_PROBLEM: "problem",
  CONSPIRACY: "problem",
  DISCOVERY_NARRATIVE: "story",
  SOLUTION_TEASER: "story",
  MECHANISM_INTRO: "solution",
  KEY_INGREDIENT: "solution",
  FORMULA_REVEAL: "solution",
  COMPARISON: "solution",
  USP: "solution",
  PRODUCT_INTRO: "solution",
  SCIENTIFIC_VALIDATION: "proof",
  SOCIAL_PROOF: "proof",
  TESTIMONIAL: "proof",
  BEFORE_AFTER: "proof",
  OFFER_STRUCTURE: "offer",
  BONUS: "offer",
  GUARANTEE: "offer",
  URGENCY: "close",
  SCARCITY: "close",
  FUTURE_VISION: "close",
  CALL_TO_ACTION: "close",
  UNDEFINED: "content",
};

/** The stage a block type belongs to; template types and 'text' are plain content. */
export function sectionOf(type: string): SectionKind {
  return isBlockType(type) ? SECTION_OF[type] : "content";
}

export type StatsBlock = { type: string; originalText: string; expansion: string };
export type Stats = { words: number; seconds: number };
export type SectionStats = Stats & { kind: SectionKind; from: number; to: number };

/** The text a block contributes to the final copy: its expansion once written, else its original. */
export const spokenText = (block: StatsBlock) =>
  block.expansion.trim() ? block.expansion : block.originalText;

/**
 * Words and spoken seconds per block, per section (runs of consecutive blocks in one stage,
 * numbered from 1) and for the whole text, all counted on the final copy's text. `wordsOf` lets a
 * caller that recounts often reuse the counts of blocks that did not change.
 */
export function textStats(
  blocks: readonly StatsBlock[],
  wordsPerMinute: number,
  wordsOf: (block: StatsBlock) => number = (block) => countWords(spokenText(block)),
) {
  const perBlock = blocks.map(wordsOf);
  const sections: SectionStats[] = [];
  blocks.forEach((block, index) => {
    const kind = sectionOf(block.type);
    const last = sections.at(-1);
    if (last && last.kind === kind) {
      last.to = index + 1;
      last.words += perBlock[index];
    } else sections.push({ kind, from: index + 1, to: index + 1, words: perBlock[index], seconds: 0 });
  });
  for (const section of sections) section.seconds = spokenSeconds(section.words, wordsPerMinute);
  const words = perBlock.reduce((sum, n) => sum + n, 0);
  return {
    blocks: perBlock.map((n) => ({ words: n, seconds: spokenSeconds(n, wordsPerMinute) })),
    sections,
    total: { words, seconds: spokenSeconds(words, wordsPerMinute) },
  };
}
