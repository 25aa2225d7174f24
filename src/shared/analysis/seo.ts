// Análise de SEO, local engine: counts, keyword density (stop words of both languages removed),
// Flesch readability (Martins et al. 1996 for Portuguese, the classic formula for English),
// reading time and suggestions in Portuguese.
import type { Language } from "../blocks/types";
import type { KeywordStat, Readability, SeoResult } from "./results";
import { LONG_SENTENCE_WORDS, minutesFor, plural, READING_WORDS_PER_MINUTE, textStats } from "./stats";
import { countSyllablesEn, countSyllablesNumber, countSyllablesPt } from "./syllables";
import {
  formatNumber,
  isContentWord,
  isNumeric,
  languageOf,
  round,
  TermCounter,
  truncate,
  type Word,
} from "./text";

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

/** Portuguese name of a Flesch score band. */
export function readabilityLevel(score: number, language: Language): string {
  if (language === "pt") {
    // Martins et al.: 75-100 muito fácil, 50-75 fácil, 25-50 difícil, 0-25 muito difícil.
    if (score >= 75) return "Muito fácil";
    if (score >= 50) return "Fácil";
    if (score >= 25) return "Difícil";
    return "Muito difícil";
  }
  if (score >= 90) return "Muito fácil";
  if (score >= 80) return "Fácil";
  if (score >= 70) return "Razoavelmente fácil";
  if (score >= 60) return "Padrão";
  if (score >= 50) return "Razoavelmente difícil";
  if (score >= 30) return "Difícil";
  return "Muito difícil";
}

export function readability(list: readonly Word[], sentenceCount: number, language: Language): Readability {
  const formula = FORMULAS[language];
  if (list.length === 0 || sentenceCount === 0) {
    return { score: 0, level: "Sem texto", formula: formula.name, wordsPerSentence: 0, syllablesPerWord: 0 };
  }
  let syllables = 0;
  for (const w of list) syllables += syllablesOf(w, language);
  const wordsPerSentence = list.length / sentenceCount;
  const syllablesPerWord = syllables / list.length;
  const raw = formula.base - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord;
  const score = round(Math.min(100, Math.max(0, raw)), 1);
  return {
    score,
    level: readabilityLevel(score, language),
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
  };
  result.suggestions = seoSuggestions(result, stats.longSentenceTexts);
  return result;
}

function seoSuggestions(r: SeoResult, longSentenceTexts: readonly string[]): string[] {
  if (r.wordCount === 0) return ["O texto está vazio: escreva ou cole o conteúdo para analisar."];
  const out: string[] = [];
  if (r.wordCount < MIN_SEO_WORDS) {
    out.push(
      `O texto tem ${plural(r.wordCount, "palavra", "palavras")}; para SEO, procure chegar a pelo menos ${MIN_SEO_WORDS}.`,
    );
  }
  if (r.longSentences > 0) {
    const example = truncate(longSentenceTexts[0], 60);
    const what = r.longSentences === 1 ? "frase tem" : "frases têm";
    out.push(
      `${r.longSentences} ${what} mais de ${LONG_SENTENCE_WORDS} palavras; divida-as para facilitar a leitura (ex.: "${example}").`,
    );
  }
  if (r.averageSentenceLength > IDEAL_SENTENCE_LENGTH) {
    out.push(
      `As frases têm em média ${formatNumber(r.averageSentenceLength)} palavras; procure ficar abaixo de ${IDEAL_SENTENCE_LENGTH}.`,
    );
  }
  for (const k of r.keywords) {
    if (k.density > MAX_KEYWORD_DENSITY && k.count >= DENSE_KEYWORD_MIN_COUNT) {
      out.push(
        `A palavra "${k.term}" tem densidade de ${formatNumber(k.density)}% (acima de ${MAX_KEYWORD_DENSITY}%); varie o vocabulário para não parecer excesso de palavras-chave.`,
      );
    }
  }
  const hard = r.language === "pt" ? 50 : 60;
  if (r.readability.score < hard) {
    out.push(
      `Leitura ${r.readability.level.toLowerCase()} (índice ${formatNumber(r.readability.score)}): use frases mais curtas e palavras mais simples.`,
    );
  }
  if (r.wordCount >= MIN_SEO_WORDS && (r.keywords[0]?.density ?? 0) < 0.5) {
    out.push(
      "Nenhuma palavra-chave se destaca; repita o termo principal algumas vezes (densidade entre 1% e 2%).",
    );
  }
  return out;
}
