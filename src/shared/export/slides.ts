import type { FinalParagraph } from "./common";

/** Most words one slide of a slide VSL shows: a phrase read at a glance in large type. */
export const SLIDE_MAX_WORDS = 14;

/** One slide of the deck: a short phrase, the full text of its block and the block's type label. */
export type Slide = { text: string; notes: string; label: string | null };

const wordsOf = (text: string) => text.split(/\s+/).filter((w) => w !== "");

/** Sentences end at . ! ? or … (closing quotes and brackets stay with them) or at a line break. */
const SENTENCE_END = /\n+|(?<=[.!?…]["'”’»)\]]*)\s+/;
/** Clauses end after , ; : or before a dash that stands between spaces. */
const CLAUSE_END = /(?<=[,;:])\s+|\s+(?=[—–-]\s)/;

/** `words` cut into the fewest runs of at most `max`, of near-equal length (no lonely last word). */
function evenRuns(words: string[], max: number): string[][] {
  const count = Math.ceil(words.length / max);
  const runs: string[][] = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    const end = start + Math.ceil((words.length - start) / (count - i));
    runs.push(words.slice(start, end));
    start = end;
  }
  return runs;
}

/** A sentence too long for one slide: clauses packed greedily, a clause still too long cut evenly. */
function splitSentence(words: string[], sentence: string, max: number): string[][] {
  if (words.length <= max) return [words];
  const runs: string[][] = [];
  let current: string[] = [];
  for (const clause of sentence.split(CLAUSE_END).map(wordsOf)) {
    if (clause.length === 0) continue;
    if (current.length + clause.length <= max) {
      current.push(...clause);
      continue;
    }
    if (current.length > 0) runs.push(current);
    current = [];
    if (clause.length <= max) current = clause;
    else runs.push(...evenRuns(clause, max));
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

/**
 * A block's text as the phrases of a slide VSL: one sentence a slide, a longer sentence split at
 * its clauses, and a clause still longer than `maxWords` cut between words into even parts. Every
 * word of the text appears once, in order, and no word is ever cut.
 */
export function splitSlides(text: string, maxWords: number = SLIDE_MAX_WORDS): string[] {
  const max = Math.max(1, Math.floor(maxWords));
  const phrases: string[] = [];
  for (const sentence of text.split(SENTENCE_END)) {
    const words = wordsOf(sentence);
    if (words.length === 0) continue;
    for (const run of splitSentence(words, sentence, max)) phrases.push(run.join(" "));
  }
  return phrases;
}

/** The deck's slides after its title slide: each paragraph of the final copy cut into phrases. */
export function deckSlides(paragraphs: readonly FinalParagraph[], maxWords = SLIDE_MAX_WORDS): Slide[] {
  return paragraphs.flatMap((paragraph) =>
    splitSlides(paragraph.text, maxWords).map((text) => ({
      text,
      notes: paragraph.text,
      label: paragraph.label,
    })),
  );
}
