import { z } from "zod";
import { LANGUAGE_CODES } from "../languages";
import { aiUsageSchema } from "./ai-usage";
import { blockSchema } from "./blocks";

/** POST /api/projects/:id/translate */
export const translateRequestSchema = z.object({
  language: z.enum(LANGUAGE_CODES, { message: `language must be one of ${LANGUAGE_CODES.join(", ")}` }),
  /** 'pending' redoes only the blocks whose translation is missing or stale; 'all' every block. */
  scope: z.enum(["all", "pending"], { message: "scope must be 'all' or 'pending'" }).default("all"),
});
export type TranslateRequest = z.input<typeof translateRequestSchema>;

export const translateResponseSchema = z.object({
  version: z.number().int(),
  blocks: z.array(blockSchema),
  language: z.enum(LANGUAGE_CODES),
  /** 'ai' when a provider translated; 'local' when only the built-in fallback could run. */
  engine: z.enum(["ai", "local"]),
  translated: z.number().int(),
  failed: z.number().int(),
  /**
   * Translated blocks that did not keep a glossary term (its fixed translation, or the term itself
   * when it is not translated); the editor marks them. Absent from results saved before glossaries.
   */
  glossaryMisses: z.number().int().default(0),
  /** Blocks given a translation memory's 100% match instead of a provider's answer. */
  fromMemory: z.number().int().default(0),
  /** What the translation spent at the AI provider (absent from results saved before it was counted). */
  usage: aiUsageSchema.optional(),
});
export type TranslateResponse = z.infer<typeof translateResponseSchema>;
