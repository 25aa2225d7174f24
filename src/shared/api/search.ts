import { z } from "zod";

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 50;

/** GET /api/search?q=&limit= */
export const searchQuerySchema = z.object({
  q: z
    .string({ message: "q is required" })
    .trim()
    .min(1, "q must not be empty: type a word to search for")
    .max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`),
  limit: z.coerce
    .number({ message: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(SEARCH_LIMIT_MAX, `limit must be at most ${SEARCH_LIMIT_MAX}`)
    .default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchFields = ["originalText", "translation", "expansion"] as const;
export type SearchField = (typeof searchFields)[number];

/**
 * One matching block. `snippet` is plain text (never HTML); `highlights` are the [start, end)
 * character ranges of the matched words inside it, so a client marks them without parsing markup.
 */
export const searchResultSchema = z.object({
  projectId: z.string(),
  projectTitle: z.string(),
  blockId: z.string(),
  blockType: z.string(),
  field: z.enum(searchFields),
  snippet: z.string(),
  highlights: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Best match first. */
export const searchResponseSchema = z.object({ results: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
