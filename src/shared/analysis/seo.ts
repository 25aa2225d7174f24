// Análise de SEO, local engine: counts, keyword density (stop words of both languages removed),
// Flesch readability (Martins et al. 1996 for Portuguese, the classic formula for English),
// reading time and suggestions (as codes, and as Portuguese sentences).
import type { Language } from "../blocks/types";
import { bandName, noteText } from "./notes";
import type { AnalysisNote, KeywordStat, Readability, ReadabilityBand, SeoResult } from "./results";
import { LONG_SENTENCE_WORDS, minutesFor, READING_WORDS_PER_MINUTE, textStats } from "./stats";
import { countSyllablesEn, countSyllablesNumber, countSyllablesPt } from "./syllables";
import { isContentWord, isNumeric, languageOf, round, TermCounter, truncate, type Word } from "./text";

const TOP_KEYWORDS = 10;
export const MIN_SEO_WORDS = 300;
export const MAX_KEYWORD_DENSITY = 3;
const DENSE_KEYWORD_MIN_COUNT = 3;
const IDEAL_SENTENCE_LENGTH = 20;

const FORMULAS: Record<Language, { name: string; base: number }> = {
  pt: { name: "Flesch adaptado ao português (Martins et al., 1996)", base: 248.835 },
  en: { name: "Flesch Reading Ease", base: 206.835 },
};

/** Syllables of one word in the text's language (numbers by their digits). */
export function syllablesOf(word: Word, language: Language): number {
  if (isNumeric(word.folded)) return countSyllablesNumber(word.raw);
  return language === "pt" ? countSyllablesPt(word.raw) : countSyllablesEn(word.raw);
}

/** The band of a Flesch score on the scale of the text's language. */
export function readabilityBand(score: number, language: Language): ReadabilityBand {
  if (language === "pt") {
    // Martins et al.: 75-100 muito fácil, 50-75 fácil, 25-50 difícil, 0-25 muito difícil.
    if (score >= 75) return "VERY_EASY";
    if (score >= 50) return "EASY";
    if (score >= 25) return "DIFFICULT";
    return "VERY_DIFFICULT";
  }
  if (score >= 90) return "VERY_EASY";
  if (score >= 80) return "EASY";
  if (score >= 70) return "FAIRLY_EASY";
  if (score >= 60) return "STANDARD";
  if (score >= 50) return "FAIRLY_DIFFICULT";
  if (score >= 30) return "DIFFICULT";
  return "VERY_DIFFICULT";
}

/** Portuguese name of a Flesch score band. */
export function readabilityLevel(score: number, language: Language): string {
  return bandName(readabilityBand(score, language), "pt");
}

export function readability(list: readonly Word[], sentenceCount: number, language: Language): Readability {
  const formula = FORMULAS[language];
  if (list.length === 0 || sentenceCount === 0) {
    return {
      score: 0,
      level: bandName("NO_TEXT", "pt"),
      band: "NO_TEXT",
      formula: formula.name,
      wordsPerSentence: 0,
      syllablesPerWord: 0,
    };
  }
  let syllables = 0;
  for (const w of list) syllables += syllablesOf(w, language);
  const wordsPerSentence = list.length / sentenceCount;
  const syllablesPerWord = syllables / list.length;
  const raw = formula.base - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord;
  const score = round(Math.min(100, Math.max(0, raw)), 1);
  const band = readabilityBand(score, language);
  return {
    score,
    level: bandName(band, "pt"),
    band,
    formula: formula.name,
    wordsPerSentence: round(wordsPerSentence, 1),
    syllablesPerWord: round(syllablesPerWord, 2),
  };
}

/** Content words by count, with their density per 100 words. */
export function keywordStats(list: readonly Word[], limit = TOP_KEYWORDS): KeywordStat[] {
  const counter = new TermCounter();
  for (const w of list) if (isContentWord(w.folded)) counter.add(w.folded, w.raw);
  return counter.top(limit).map(({ term, count }) => ({
    term: counter.surface(term),
    count,
    density: round((count / list.length) * 100, 2),
  }));
}

/** SEO and readability of a text. Never throws. */
export function analyzeSeo(text: string): SeoResult {
  const source = typeof text === "string" ? text : "";
  const stats = textStats(source);
  const language = languageOf(stats.words);
  const keywords = keywordStats(stats.words);
  const read = readability(stats.words, stats.sentences.length, language);
  const result: SeoResult = {
    language,
    wordCount: stats.wordCount,
    sentenceCount: stats.sentences.length,
    paragraphCount: source.split(/\r\n|\r|\n/).filter((line) => /[\p{L}\p{N}]/u.test(line)).length,
    characterCount: source.trim().length,
    averageSentenceLength: stats.averageSentenceLength,
    longSentences: stats.longSentences,
    keywords,
    readability: read,
    readingTimeMinutes: minutesFor(stats.wordCount, READING_WORDS_PER_MINUTE),
    suggestions: [],
    notes: [],
  };
  result.notes = seoNotes(result, stats.longSentenceTexts);
  // `suggestions` and `level` have always been Portuguese for API clients; the web words `notes` itself.
  result.suggestions = result.notes.map((note) => noteText(note, "pt"));
  return result;
}

function seoNotes(r: SeoResult, longSentenceTexts: readonly string[]): AnalysisNote[] {
  if (r.wordCount === 0) return [{ code: "EMPTY_TEXT", params: {} }];
  const out: AnalysisNote[] = [];
  if (r.wordCount < MIN_SEO_WORDS) {
    out.push({ code: "TOO_FEW_WORDS", params: { count: r.wordCount, min: MIN_SEO_WORDS } });
  }
  if (r.longSentences > 0) {
    out.push({
      code: "LONG_SENTENCES",
      params: {
        count: r.longSentences,
        max: LONG_SENTENCE_WORDS,
        example: truncate(longSentenceTexts[0], 60),
      },
    });
  }
  if (r.averageSentenceLength > IDEAL_SENTENCE_LENGTH) {
    out.push({
      code: "LONG_AVERAGE",
      params: { average: r.averageSentenceLength, max: IDEAL_SENTENCE_LENGTH },
    });
  }
  for (const k of r.keywords) {
    if (k.density > MAX_KEYWORD_DENSITY && k.count >= DENSE_KEYWORD_MIN_COUNT) {
      out.push({
        code: "DENSE_KEYWORD",
        params: { term: k.term, density: k.density, max: MAX_KEYWORD_DENSITY },
      });
    }
  }
  const hard = r.language === "pt" ? 50 : 60;
  if (r.readability.score < hard) {
    out.push({ code: "HARD_TO_READ", params: { band: r.readability.band, score: r.readability.score } });
  }
  if (r.wordCount >= MIN_SEO_WORDS && (r.keywords[0]?.density ?? 0) < 0.5) {
    out.push({ code: "NO_KEYWORD", params: {} });
  }
  return out;
}
