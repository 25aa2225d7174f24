import { countWords, MAX_WORDS_PER_MINUTE, MIN_WORDS_PER_MINUTE } from "@/shared/blocks/text-stats";
import type { FinalParagraph } from "@/shared/export/common";

/** One block of the prompter's script and where its words start in the whole read. */
export type ScriptBlock = FinalParagraph & { words: number; start: number };
export type Script = { blocks: ScriptBlock[]; totalWords: number };

/** How much one arrow key press changes the pace. */
export const WPM_STEP = 10;

export const clampWpm = (wpm: number) => Math.min(MAX_WORDS_PER_MINUTE, Math.max(MIN_WORDS_PER_MINUTE, wpm));

/** The read as word positions: each block counts at least one word, so none is skipped over. */
export function buildScript(paragraphs: readonly FinalParagraph[]): Script {
  let start = 0;
  const blocks = paragraphs.map((paragraph) => {
    const block = { ...paragraph, words: Math.max(1, countWords(paragraph.text)), start };
    start += block.words;
    return block;
  });
  return { blocks, totalWords: start };
}

/** The block being read at `position` (words read so far); -1 for an empty script. */
export function blockAt(script: Script, position: number): number {
  let found = script.blocks.length > 0 ? 0 : -1;
  for (let i = 0; i < script.blocks.length; i++) if (script.blocks[i].start <= position) found = i;
  return found;
}

/** Seconds left to read from `position` at `wpm`. */
export function remainingSeconds(script: Script, position: number, wpm: number): number {
  return (Math.max(0, script.totalWords - position) / clampWpm(wpm)) * 60;
}

/** Words read after `seconds` more at `wpm`, never past the end. */
export function advance(script: Script, position: number, wpm: number, seconds: number): number {
  return Math.min(script.totalWords, position + (clampWpm(wpm) / 60) * seconds);
}
