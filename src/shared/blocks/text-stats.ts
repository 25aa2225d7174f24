import type { BlockType } from "./types";
import { isBlockType } from "./types";

/** Narration pace used until the writer picks another (a calm sales-letter read). */
export const DEFAULT_WORDS_PER_MINUTE = 150;
export const MIN_WORDS_PER_MINUTE = 60;
export const MAX_WORDS_PER_MINUTE = 300;

const WORD = /[\p{L}\p{N}]+(?:['’\-.][\p{L}\p{N}]+)*/gu;

/** Words as a reader counts them: "não-verbal", "it's" and "3.5" are one word each; punctuation is none. */
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
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
 * numbered from 1) and for the whole text, all counted on the final copy's text.
 */
export function textStats(blocks: readonly StatsBlock[], wordsPerMinute: number) {
  const perBlock = blocks.map((block) => countWords(spokenText(block)));
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
