// Counts shared by the SEO and performance engines.
import { type Sentence, splitSentences } from "./sentences";
import { countWords, round, type Word, words } from "./text";

/** A sentence is long above this many words (both the SEO and the performance panels). */
export const LONG_SENTENCE_WORDS = 25;
export const READING_WORDS_PER_MINUTE = 200;
export const SPEAKING_WORDS_PER_MINUTE = 150;

export interface TextStats {
  words: Word[];
  sentences: Sentence[];
  /** Words of each sentence, in order. */
  sentenceWords: number[];
  wordCount: number;
  averageSentenceLength: number;
  /** Sentences over LONG_SENTENCE_WORDS words. */
  longSentences: number;
  /** The long sentences themselves, in order. */
  longSentenceTexts: string[];
}

export function textStats(text: string): TextStats {
  const source = typeof text === "string" ? text : "";
  const list = words(source);
  const sentences = splitSentences(source);
  const sentenceWords = sentences.map((s) => countWords(s.text));
  const longSentenceTexts = sentences
    .filter((_, i) => sentenceWords[i] > LONG_SENTENCE_WORDS)
    .map((s) => s.text);
  const inSentences = sentenceWords.reduce((a, b) => a + b, 0);
  return {
    words: list,
    sentences,
    sentenceWords,
    wordCount: list.length,
    averageSentenceLength: sentences.length ? round(inSentences / sentences.length, 1) : 0,
    longSentences: longSentenceTexts.length,
    longSentenceTexts,
  };
}

/** Minutes at `wordsPerMinute`, one decimal. */
export function minutesFor(wordCount: number, wordsPerMinute: number): number {
  return round(wordCount / wordsPerMinute, 1);
}

/** "uma frase" / "3 frases": a count with its noun in the right number. */
export function plural(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${count} ${many}`;
}
