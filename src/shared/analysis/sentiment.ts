// Análise de Sentimento, local engine: a Portuguese or English lexicon (by the text's language)
// with negation (the three words after "não", "sem", "never"… are flipped: "sem dor" is good
// news) and intensifiers ("muito bom" weighs more than "bom").
import type { Language } from "../blocks/types";
import { EN_INTENSIFIERS, EN_LEXICON_SOURCE, EN_NEGATORS } from "./lexicon-en";
import { PT_INTENSIFIERS, PT_LEXICON_SOURCE, PT_NEGATORS } from "./lexicon-pt";
import type { ScoredSentence, SentimentResult } from "./results";
import { splitSentences } from "./sentences";
import { isStopWord } from "./stopwords";
import { foldWord, languageOf, round, TermCounter, truncate, type Word, words } from "./text";

const NEGATION_SPAN = 3;
const INTENSIFIER_SPAN = 2;
const TOP_WORDS = 10;
const TOP_SENTENCES = 3;
const SENTENCE_MAX_CHARS = 300;
/** Below this absolute score the text is neutral. */
const NEUTRAL_BAND = 0.1;
const CONTRAST = new Set(["mas", "porem", "contudo", "entretanto", "but", "however", "although"]);
// "perder peso", "lose weight": losing is good news when what is lost is weight.
const LOSE = new Set([
  "perder",
  "perde",
  "perdeu",
  "perdi",
  "perca",
  "percam",
  "lose",
  "loses",
  "lost",
  "losing",
]);
const WEIGHT = new Set(
  "peso quilos kg kilos gordura barriga medidas centimetros weight pounds lbs fat belly inches".split(" "),
);
const LOSING_WEIGHT = 2;

interface LanguageData {
  lexicon: ReadonlyMap<string, number>;
  intensifiers: Readonly<Record<string, number>>;
  negators: ReadonlySet<string>;
  variants: (folded: string) => string[];
}

function buildLexicon(source: Readonly<Record<string, string>>): Map<string, number> {
  const map = new Map<string, number>();
  for (const [weight, list] of Object.entries(source)) {
    for (const word of list.split(/\s+/)) if (word) map.set(foldWord(word), Number(weight));
  }
  return map;
}

function ptVariants(w: string): string[] {
  const out = [w];
  if (w.endsWith("mente") && w.length > 7) out.push(w.slice(0, -5));
  if (w.endsWith("oes")) out.push(`${w.slice(0, -3)}ao`);
  if (w.endsWith("ais")) out.push(`${w.slice(0, -3)}al`);
  if (w.endsWith("eis")) out.push(`${w.slice(0, -3)}el`, `${w.slice(0, -3)}il`);
  if (w.endsWith("es")) out.push(w.slice(0, -2));
  if (w.endsWith("s")) out.push(w.slice(0, -1));
  for (const v of [...out]) if (v.endsWith("a")) out.push(`${v.slice(0, -1)}o`);
  return out;
}

function enVariants(w: string): string[] {
  const out = [w];
  if (w.endsWith("ies")) out.push(`${w.slice(0, -3)}y`);
  if (w.endsWith("es")) out.push(w.slice(0, -2));
  if (w.endsWith("s")) out.push(w.slice(0, -1));
  if (w.endsWith("ed")) out.push(w.slice(0, -2), w.slice(0, -1));
  if (w.endsWith("ing")) out.push(w.slice(0, -3), `${w.slice(0, -3)}e`);
  if (w.endsWith("ily")) out.push(`${w.slice(0, -3)}y`);
  else if (w.endsWith("ly")) out.push(w.slice(0, -2));
  return out;
}

const DATA: Record<Language, LanguageData> = {
  pt: {
    lexicon: buildLexicon(PT_LEXICON_SOURCE),
    intensifiers: PT_INTENSIFIERS,
    negators: PT_NEGATORS,
    variants: ptVariants,
  },
  en: {
    lexicon: buildLexicon(EN_LEXICON_SOURCE),
    intensifiers: EN_INTENSIFIERS,
    negators: EN_NEGATORS,
    variants: enVariants,
  },
};

function lookup(data: LanguageData, cache: Map<string, number | null>, folded: string): number | null {
  const cached = cache.get(folded);
  if (cached !== undefined) return cached;
  let value: number | null = null;
  for (const v of data.variants(folded)) {
    const hit = data.lexicon.get(v);
    if (hit !== undefined) {
      value = hit;
      break;
    }
  }
  cache.set(folded, value);
  return value;
}

/** -1..1 from an unbounded sum (VADER's normalisation). */
function squash(sum: number): number {
  return sum === 0 ? 0 : sum / Math.sqrt(sum * sum + 15);
}

interface Tally {
  positive: TermCounter;
  negative: TermCounter;
  positiveSum: number;
  negativeSum: number;
}

function scoreSentence(tokens: Word[], data: LanguageData, cache: Map<string, number | null>, tally: Tally) {
  let sum = 0;
  let negationLeft = 0;
  let negator = "";
  let multiplier = 1;
  let multiplierLeft = 0;
  const consumed = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    if (consumed.has(i)) continue;
    const { folded, raw } = tokens[i];
    if (data.negators.has(folded) || folded.endsWith("n't")) {
      negationLeft = NEGATION_SPAN;
      negator = raw.toLowerCase();
      continue;
    }
    if (CONTRAST.has(folded)) {
      negationLeft = 0;
      multiplier = 1;
      continue;
    }
    const boost = data.intensifiers[folded];
    // Stop words carry no sentiment, and must not reach the lexicon through a variant ("dois" -> "dói").
    let value = boost === undefined && !isStopWord(folded) ? lookup(data, cache, folded) : null;
    let term = folded;
    let surface = raw;
    if (LOSE.has(folded)) {
      const weightAt = findWeightWord(tokens, i + 1);
      if (weightAt >= 0) {
        value = LOSING_WEIGHT;
        consumed.add(weightAt);
        term = `${folded} ${tokens[weightAt].folded}`;
        surface = `${raw} ${tokens[weightAt].raw}`;
      }
    }
    if (boost !== undefined) {
      multiplier *= boost;
      multiplierLeft = INTENSIFIER_SPAN;
    } else if (value !== null) {
      let contribution = value * multiplier;
      if (negationLeft > 0) {
        contribution = -contribution;
        term = `${foldWord(negator)} ${term}`;
        surface = `${negator} ${surface}`;
      }
      sum += contribution;
      if (contribution > 0) {
        tally.positive.add(term, surface, contribution);
        tally.positiveSum += contribution;
      } else if (contribution < 0) {
        tally.negative.add(term, surface, -contribution);
        tally.negativeSum -= contribution;
      }
      multiplier = 1;
      multiplierLeft = 0;
    } else if (multiplierLeft > 0 && --multiplierLeft === 0) {
      multiplier = 1;
    }
    if (negationLeft > 0) negationLeft--;
  }
  return squash(sum);
}

function findWeightWord(tokens: Word[], from: number): number {
  for (let j = from; j < Math.min(tokens.length, from + 4); j++) {
    if (WEIGHT.has(tokens[j].folded)) return j;
  }
  return -1;
}

/** Sentiment of a text with the Portuguese or English lexicon. Never throws. */
export function analyzeSentiment(text: string): SentimentResult {
  const source = typeof text === "string" ? text : "";
  const sentences = splitSentences(source).map((s) => ({ text: s.text, tokens: words(s.text) }));
  const language = languageOf(sentences.flatMap((s) => s.tokens));
  const data = DATA[language];
  const cache = new Map<string, number | null>();
  const tally: Tally = {
    positive: new TermCounter(),
    negative: new TermCounter(),
    positiveSum: 0,
    negativeSum: 0,
  };
  const scored: ScoredSentence[] = sentences.map((s) => ({
    text: truncate(s.text, SENTENCE_MAX_CHARS),
    score: round(scoreSentence(s.tokens, data, cache, tally), 3),
  }));
  const { positiveSum, negativeSum } = tally;
  const score = round((positiveSum - negativeSum) / (positiveSum + negativeSum + 2), 3);
  const label = score > NEUTRAL_BAND ? "positivo" : score < -NEUTRAL_BAND ? "negativo" : "neutro";
  const best = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, TOP_SENTENCES);
  const worst = scored
    .filter((s) => s.score < 0)
    .sort((a, b) => a.score - b.score)
    .slice(0, TOP_SENTENCES);
  return {
    label,
    score,
    positiveWords: tally.positive.top(TOP_WORDS).map(({ term }) => tally.positive.surface(term)),
    negativeWords: tally.negative.top(TOP_WORDS).map(({ term }) => tally.negative.surface(term)),
    sentences: [...best, ...worst],
    language,
  };
}
