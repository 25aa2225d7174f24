import { z } from "zod";
import { CONTENT_MAX_LENGTH } from "../limits";
import { aiUsageSchema } from "./ai-usage";
import { blockSchema } from "./blocks";

/** Which engine typed the blocks: an AI model, or the local Portuguese/English rules. */
export const analysisEngineSchema = z.enum(["ai", "rules"]);
export type AnalysisEngine = z.infer<typeof analysisEngineSchema>;

/** POST /api/analyze */
export const analyzeRequestSchema = z.object({
  text: z
    .string({ message: "text is required" })
    .max(CONTENT_MAX_LENGTH, `text must be at most ${CONTENT_MAX_LENGTH} characters`)
    .refine((t) => t.trim().length > 0, "Text cannot be empty"),
});
export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

export const analyzeResponseSchema = z.object({
  engine: analysisEngineSchema,
  /** Set when AI was configured but failed and the rules took over. */
  fallbackReason: z.string().optional(),
  /** Set with the fallback when the provider could not be reached at all. */
  providerUnreachable: z.boolean().optional(),
  blocks: z.array(blockSchema),
  usage: aiUsageSchema.optional(),
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

/** Server-sent events of a streamed analysis or translation (Accept: text/event-stream). */
export const progressEventSchema = z.object({ done: z.number().int(), total: z.number().int() });
export type ProgressEvent = z.infer<typeof progressEventSchema>;
