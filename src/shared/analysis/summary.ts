// Gerar Resumo, local engine: extractive. Each sentence is scored by the normalised frequency of
// its content words in the whole text, with a bonus for the opening sentences and a penalty for
// fragments; the best ones are returned in their original order.
import type { SummaryResult } from "./results";
import { type Sentence, splitSentences } from "./sentences";
import { isContentWord, round, words } from "./text";

/** Bonus of the first, second and third sentences (openings usually carry the main promise). */
const POSITION_BONUS = [0.15, 0.1, 0.05];
/** Sentences shorter than this many words are scored down proportionally. */
const FULL_LENGTH_WORDS = 8;
export const DEFAULT_SUMMARY_SENTENCES = 3;

export interface RankedSentence extends Sentence {
  index: number;
  score: number;
  wordCount: number;
}

/** Sentences with their extractive score, in text order. */
export function rankSentences(sentences: readonly Sentence[]): RankedSentence[] {
  const terms = sentences.map((s) => words(s.text));
  const tf = new Map<string, number>();
  let maxTf = 0;
  for (const list of terms) {
    for (const w of list) {
      if (!isContentWord(w.folded)) continue;
      const n = (tf.get(w.folded) ?? 0) + 1;
      tf.set(w.folded, n);
      if (n > maxTf) maxTf = n;
    }
  }
  return sentences.map((s, index) => {
    const list = terms[index];
    let sum = 0;
    let content = 0;
    for (const w of list) {
      const n = tf.get(w.folded);
      if (n !== undefined) {
        sum += n / maxTf;
        content++;
      }
    }
    const average = content ? sum / content : 0;
    const lengthFactor = Math.min(1, list.length / FULL_LENGTH_WORDS);
    const score = average * lengthFactor + (POSITION_BONUS[index] ?? 0);
    return { ...s, index, score, wordCount: list.length };
  });
}

/** Indexes of the `count` best sentences (ties to the earlier one), in text order. */
export function bestIndexes(ranked: readonly RankedSentence[], count: number): number[] {
  return [...ranked]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map((s) => s.index)
    .sort((a, b) => a - b);
}

/** Extractive summary of at most `maxSentences` sentences, in their original order. Never throws. */
export function summarize(text: string, maxSentences = DEFAULT_SUMMARY_SENTENCES): SummaryResult {
  const source = typeof text === "string" ? text : "";
  const count = Number.isFinite(maxSentences)
    ? Math.max(1, Math.floor(maxSentences))
    : DEFAULT_SUMMARY_SENTENCES;
  const sentences = splitSentences(source);
  const chosen =
    sentences.length <= count
      ? sentences.map((s) => s.text)
      : bestIndexes(rankSentences(sentences), count).map((i) => sentences[i].text);
  const summary = chosen.join(" ");
  const original = source.trim().length;
  const compression = original ? 100 * (1 - summary.length / original) : 0;
  return {
    summary,
    sentences: chosen,
    compressionPercent: round(Math.min(100, Math.max(0, compression)), 1),
  };
}
