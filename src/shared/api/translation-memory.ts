import { z } from "zod";
import { LANGUAGE_CODES } from "../languages";
import { BLOCK_TEXT_MAX_LENGTH, MAX_BLOCKS } from "../limits";

export const MEMORY_LIMIT_DEFAULT = 5;
export const MEMORY_LIMIT_MAX = 20;
/** The lowest score a fuzzy match may have to be offered. */
export const MEMORY_MIN_SCORE = 0.7;

/** GET /api/translation-memory?language=&text=&limit= */
export const memoryQuerySchema = z.object({
  language: z.enum(LANGUAGE_CODES, {
    message: `language is required and must be one of ${LANGUAGE_CODES.join(", ")}`,
  }),
  text: z
    .string({ message: "text is required: the original to find translations of" })
    .trim()
    .min(1, "text must not be empty: give the original to find translations of")
    .max(BLOCK_TEXT_MAX_LENGTH, `text must be at most ${BLOCK_TEXT_MAX_LENGTH} characters`),
  limit: z.coerce
    .number({ message: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MEMORY_LIMIT_MAX, `limit must be at most ${MEMORY_LIMIT_MAX}`)
    .default(MEMORY_LIMIT_DEFAULT),
});
export type MemoryQuery = z.infer<typeof memoryQuerySchema>;

/**
 * One earlier translation. `score` is 1 when `source` is the asked text ignoring case, spacing and
 * punctuation; below 1, the words the two texts share, counted on both sides, over all their
 * distinct words (lower case, accents removed), offered from 0.7.
 */
export const memoryMatchSchema = z.object({
  source: z.string(),
  target: z.string(),
  score: z.number().min(0).max(1),
  projectId: z.string(),
  projectTitle: z.string(),
  /** The target's state where it was found (a reviewed translation is worth more). */
  state: z.enum(["draft", "reviewed"]),
});
export type MemoryMatch = z.infer<typeof memoryMatchSchema>;

/** Best first. */
export const memoryResponseSchema = z.object({ matches: z.array(memoryMatchSchema) });
export type MemoryResponse = z.infer<typeof memoryResponseSchema>;

/**
 * POST /api/translation-memory/exact: the 100% matches of many originals at once (filling a
 * project's empty translations from the memory before any AI call).
 */
export const exactMatchesRequestSchema = z.object({
  language: z.enum(LANGUAGE_CODES, {
    message: `language is required and must be one of ${LANGUAGE_CODES.join(", ")}`,
  }),
  texts: z
    .array(
      z
        .string({ message: "texts must hold the originals to find translations of" })
        .max(BLOCK_TEXT_MAX_LENGTH, `each text must be at most ${BLOCK_TEXT_MAX_LENGTH} characters`),
      { message: "texts must be a list of originals" },
    )
    .max(MAX_BLOCKS, `texts can hold at most ${MAX_BLOCKS} originals`),
});
export type ExactMatchesRequest = z.infer<typeof exactMatchesRequestSchema>;

/** For each asked text that has one, the translation of the same text ignoring case, spacing and punctuation. */
export const exactMatchesResponseSchema = z.object({
  matches: z.array(z.object({ text: z.string(), target: z.string() })),
});
export type ExactMatchesResponse = z.infer<typeof exactMatchesResponseSchema>;

/** One language of a project on the Translation page: how many blocks are in each state. */
export const translationProgressSchema = z.object({
  language: z.string(),
  reviewed: z.number().int(),
  draft: z.number().int(),
  stale: z.number().int(),
  missing: z.number().int(),
});
export type TranslationProgressCounts = z.infer<typeof translationProgressSchema>;

/** GET /api/translation-overview: the caller's translated projects, newest first, and the memory's size. */
export const translationOverviewSchema = z.object({
  projects: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      updatedAt: z.string(),
      /** The language the editor shows (null when none was chosen). */
      translationLanguage: z.string().nullable(),
      languages: z.array(translationProgressSchema),
    }),
  ),
  /** Source and translation pairs the memory can offer (stale translations are left out). */
  memorySize: z.number().int(),
});
export type TranslationOverview = z.infer<typeof translationOverviewSchema>;
