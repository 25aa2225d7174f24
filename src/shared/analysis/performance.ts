// Análise de Desempenho, local engine: how a sales letter covers the five elements every VSL
// needs (hook, proof, offer, guarantee, call to action), whether they come in the expected order,
// how long it takes to read and to narrate, and how long its sentences are.
import { noteText } from "./notes";
import type { AnalysisNote, PerformanceResult, SalesElement } from "./results";
import { SALES_ELEMENTS } from "./results";
import {
  LONG_SENTENCE_WORDS,
  minutesFor,
  READING_WORDS_PER_MINUTE,
  SPEAKING_WORDS_PER_MINUTE,
  textStats,
} from "./stats";

export interface PerformanceBlock {
  type: string;
  text: string;
}

/** Block types (the copy engine's, and the templates' equivalents) that count as each element. */
export const ELEMENT_TYPES: Readonly<Record<SalesElement, readonly string[]>> = {
  Gancho: ["HOOK", "STORY_HOOK", "PATTERN_INTERRUPT", "HERO"],
  Prova: [
    "SOCIAL_PROOF",
    "TESTIMONIAL",
    "BEFORE_AFTER",
    "SCIENTIFIC_VALIDATION",
    "CREDIBILITY",
    "TESTIMONIALS",
    "SOCIAL-PROOF",
  ],
  Oferta: ["OFFER_STRUCTURE", "PRODUCT_INTRO"],
  Garantia: ["GUARANTEE"],
  "Chamada para ação": ["CALL_TO_ACTION", "CTA"],
};

/**
 * Expected rank of each element. The guarantee and the call to action share the last rank: a
 * letter may ask for the click and then remove the risk, or the other way round ("guarantee <=
 * CTA"); both must come after the offer.
 */
const RANK: Readonly<Record<SalesElement, number>> = {
  Gancho: 0,
  Prova: 1,
  Oferta: 2,
  Garantia: 3,
  "Chamada para ação": 3,
};

const ELEMENT_OF = new Map<string, SalesElement>(
  SALES_ELEMENTS.flatMap((element) => ELEMENT_TYPES[element].map((type) => [type, element] as const)),
);

const SCORE_COVERAGE = 60;
const SCORE_ORDER = 20;
const ORDER_PENALTY = 7;
const SCORE_SENTENCES = 20;
const IDEAL_SENTENCE_LENGTH = 18;
const WORST_SENTENCE_LENGTH = 30;
const SHORT_VSL_MINUTES = 2;

/** The element a block type counts as, if any (case-insensitive). */
export function elementOf(type: string): SalesElement | undefined {
  return ELEMENT_OF.get(String(type ?? "").toUpperCase());
}

/** Structure, order, length and score of a sales letter given as typed blocks. Never throws. */
export function analyzePerformance(blocks: readonly PerformanceBlock[]): PerformanceResult {
  const list = Array.isArray(blocks) ? blocks.filter((b) => b && typeof b === "object") : [];
  const firstAt = new Map<SalesElement, number>();
  list.forEach((block, i) => {
    const element = elementOf(block.type);
    if (element && !firstAt.has(element)) firstAt.set(element, i);
  });
  const present = SALES_ELEMENTS.filter((e) => firstAt.has(e));
  const missing = SALES_ELEMENTS.filter((e) => !firstAt.has(e));
  const outOfOrder: PerformanceResult["outOfOrder"] = [];
  for (const early of present) {
    for (const late of present) {
      // `late` is expected first, yet `early` comes before it.
      if (RANK[late] < RANK[early] && firstAt.get(early)! < firstAt.get(late)!) {
        outOfOrder.push({ first: early, second: late });
      }
    }
  }
  outOfOrder.sort((a, b) => firstAt.get(a.first)! - firstAt.get(b.first)! || RANK[a.second] - RANK[b.second]);

  const text = list.map((b) => (typeof b.text === "string" ? b.text : "")).join("\n");
  const stats = textStats(text);
  const result: PerformanceResult = {
    score: 0,
    present,
    missing,
    outOfOrder,
    readingMinutes: minutesFor(stats.wordCount, READING_WORDS_PER_MINUTE),
    speakingMinutes: minutesFor(stats.wordCount, SPEAKING_WORDS_PER_MINUTE),
    averageSentenceLength: stats.averageSentenceLength,
    longSentences: stats.longSentences,
    suggestions: [],
    notes: [],
  };
  result.score = scoreOf(result, stats.sentences.length);
  result.notes = notesFor(result, list.length, stats.wordCount);
  // `suggestions` has always been Portuguese for API clients; the web words `notes` itself.
  result.suggestions = result.notes.map((note) => noteText(note, "pt"));
  return result;
}

function scoreOf(r: PerformanceResult, sentenceCount: number): number {
  const coverage = (SCORE_COVERAGE * r.present.length) / SALES_ELEMENTS.length;
  const order = r.present.length ? Math.max(0, SCORE_ORDER - ORDER_PENALTY * r.outOfOrder.length) : 0;
  let sentences = 0;
  if (sentenceCount > 0) {
    const overIdeal = Math.max(0, r.averageSentenceLength - IDEAL_SENTENCE_LENGTH);
    const lengthPart = Math.max(0, 1 - overIdeal / (WORST_SENTENCE_LENGTH - IDEAL_SENTENCE_LENGTH));
    const longShare = r.longSentences / sentenceCount;
    const longPart = Math.max(0, 1 - longShare * 4);
    sentences = (SCORE_SENTENCES / 2) * (lengthPart + longPart);
  }
  return Math.round(Math.min(100, Math.max(0, coverage + order + sentences)));
}

function notesFor(r: PerformanceResult, blockCount: number, wordCount: number): AnalysisNote[] {
  if (blockCount === 0 || wordCount === 0) return [{ code: "EMPTY_LETTER", params: {} }];
  const out: AnalysisNote[] = r.missing.map((element) => ({ code: "MISSING_ELEMENT", params: { element } }));
  for (const { first, second } of r.outOfOrder) out.push({ code: "OUT_OF_ORDER", params: { first, second } });
  if (r.longSentences > 0) {
    out.push({ code: "LONG_SENTENCES_VSL", params: { count: r.longSentences, max: LONG_SENTENCE_WORDS } });
  }
  if (r.averageSentenceLength > IDEAL_SENTENCE_LENGTH + 2) {
    out.push({ code: "LONG_AVERAGE_VSL", params: { average: r.averageSentenceLength, max: 20 } });
  }
  if (r.speakingMinutes < SHORT_VSL_MINUTES) {
    out.push({ code: "SHORT_VSL", params: { minutes: r.speakingMinutes } });
  }
  return out;
}
