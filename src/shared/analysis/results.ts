// Result types of the local analysis engines, with zod schemas: the server sends these as API
// responses and the web app validates them. The engines' suggestions come twice: as Brazilian
// Portuguese sentences (`suggestions`, for API clients) and as stable codes with their values
// (`notes`), which the web app words in the interface language.
import { z } from "zod";

export const analysisLanguageSchema = z.enum(["pt", "en"]);

/** What a suggestion of a local engine is about; its values are in `params`. */
export const analysisNoteCodes = [
  // SEO
  "EMPTY_TEXT",
  "TOO_FEW_WORDS",
  "LONG_SENTENCES",
  "LONG_AVERAGE",
  "DENSE_KEYWORD",
  "HARD_TO_READ",
  "NO_KEYWORD",
  // Performance of a sales letter
  "EMPTY_LETTER",
  "MISSING_ELEMENT",
  "OUT_OF_ORDER",
  "LONG_SENTENCES_VSL",
  "LONG_AVERAGE_VSL",
  "SHORT_VSL",
] as const;
export const analysisNoteSchema = z.object({
  code: z.enum(analysisNoteCodes),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type AnalysisNote = z.infer<typeof analysisNoteSchema>;

/** Bands of a Flesch score: the Portuguese scale has four, the English one seven. */
export const readabilityBands = [
  "NO_TEXT",
  "VERY_EASY",
  "EASY",
  "FAIRLY_EASY",
  "STANDARD",
  "FAIRLY_DIFFICULT",
  "DIFFICULT",
  "VERY_DIFFICULT",
] as const;
export type ReadabilityBand = (typeof readabilityBands)[number];

// ---- Análise de Sentimento ------------------------------------------------------------------
export const sentimentLabelSchema = z.enum(["positivo", "negativo", "neutro"]);
export type SentimentLabel = z.infer<typeof sentimentLabelSchema>;

export const scoredSentenceSchema = z.object({ text: z.string(), score: z.number().min(-1).max(1) });
export type ScoredSentence = z.infer<typeof scoredSentenceSchema>;

export const sentimentResultSchema = z.object({
  label: sentimentLabelSchema,
  /** -1 (all negative) .. 1 (all positive). */
  score: z.number().min(-1).max(1),
  /** Words that weighed most on each side, as written (lowercase); a negated word reads "não ruim". */
  positiveWords: z.array(z.string()),
  negativeWords: z.array(z.string()),
  /** Up to three most positive sentences (best first), then up to three most negative (worst first). */
  sentences: z.array(scoredSentenceSchema),
  language: analysisLanguageSchema,
});
export type SentimentResult = z.infer<typeof sentimentResultSchema>;

// ---- Análise de SEO -------------------------------------------------------------------------
export const keywordStatSchema = z.object({
  term: z.string(),
  count: z.number().int().nonnegative(),
  /** Occurrences per 100 words. */
  density: z.number().nonnegative(),
});
export type KeywordStat = z.infer<typeof keywordStatSchema>;

export const readabilitySchema = z.object({
  /** Flesch Reading Ease, 0..100 (higher is easier). */
  score: z.number().min(0).max(100),
  /** "Muito fácil" … "Muito difícil". */
  level: z.string(),
  /** The same band as a code, for clients that name it in their own language. */
  band: z.enum(readabilityBands),
  /** Which formula produced the score, for the panel. */
  formula: z.string(),
  wordsPerSentence: z.number().nonnegative(),
  syllablesPerWord: z.number().nonnegative(),
});
export type Readability = z.infer<typeof readabilitySchema>;

export const seoResultSchema = z.object({
  language: analysisLanguageSchema,
  wordCount: z.number().int().nonnegative(),
  sentenceCount: z.number().int().nonnegative(),
  paragraphCount: z.number().int().nonnegative(),
  characterCount: z.number().int().nonnegative(),
  /** Words per sentence. */
  averageSentenceLength: z.number().nonnegative(),
  /** Sentences over 25 words. */
  longSentences: z.number().int().nonnegative(),
  keywords: z.array(keywordStatSchema),
  readability: readabilitySchema,
  /** At 200 words per minute. */
  readingTimeMinutes: z.number().nonnegative(),
  suggestions: z.array(z.string()),
  notes: z.array(analysisNoteSchema),
});
export type SeoResult = z.infer<typeof seoResultSchema>;

// ---- Gerar Metadados ------------------------------------------------------------------------
export const metadataResultSchema = z.object({
  title: z.string().max(60),
  description: z.string().max(160),
  keywords: z.array(z.string()),
  language: analysisLanguageSchema,
});
export type MetadataResult = z.infer<typeof metadataResultSchema>;

// ---- Verificar Originalidade ----------------------------------------------------------------
export const originalityMatchSchema = z.object({
  projectId: z.string(),
  title: z.string(),
  /** Percent of the checked text's shingles also found in this project. */
  overlapPercent: z.number().min(0).max(100),
  /** Up to three matching passages quoted from the checked text, in their order in it. */
  passages: z.array(z.string()),
});
export type OriginalityMatch = z.infer<typeof originalityMatchSchema>;

export const originalityResultSchema = z.object({
  /** Percent of the text's shingles found in no project of the corpus (100 = fully original). */
  originalityScore: z.number().min(0).max(100),
  /** Best first, at most ten. */
  matches: z.array(originalityMatchSchema),
  /** Words per shingle and how many shingles the text has (0 when it is shorter than one). */
  shingleSize: z.number().int().positive(),
  shingleCount: z.number().int().nonnegative(),
});
export type OriginalityResult = z.infer<typeof originalityResultSchema>;

// ---- Gerar Resumo ---------------------------------------------------------------------------
export const summaryResultSchema = z.object({
  summary: z.string(),
  /** The chosen sentences, in their original order. */
  sentences: z.array(z.string()),
  /** How much shorter the summary is than the text, in percent of its characters (0..100). */
  compressionPercent: z.number().min(0).max(100),
});
export type SummaryResult = z.infer<typeof summaryResultSchema>;

// ---- Análise de Desempenho ------------------------------------------------------------------
export const SALES_ELEMENTS = ["Gancho", "Prova", "Oferta", "Garantia", "Chamada para ação"] as const;
export const salesElementSchema = z.enum(SALES_ELEMENTS);
export type SalesElement = z.infer<typeof salesElementSchema>;

export const performanceResultSchema = z.object({
  /** 0..100: coverage of the five elements, their order and sentence length. */
  score: z.number().int().min(0).max(100),
  present: z.array(salesElementSchema),
  missing: z.array(salesElementSchema),
  /** `first` appears before `second` in the letter, although `second` is expected first. */
  outOfOrder: z.array(z.object({ first: salesElementSchema, second: salesElementSchema })),
  /** Silent reading at 200 words per minute. */
  readingMinutes: z.number().nonnegative(),
  /** Narration of the VSL at 150 words per minute. */
  speakingMinutes: z.number().nonnegative(),
  averageSentenceLength: z.number().nonnegative(),
  longSentences: z.number().int().nonnegative(),
  suggestions: z.array(z.string()),
  notes: z.array(analysisNoteSchema),
});
export type PerformanceResult = z.infer<typeof performanceResultSchema>;
