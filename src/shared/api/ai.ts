import { z } from "zod";
import { AI_ACTION_NAMES, TONES } from "../ai-actions";
import {
  metadataResultSchema,
  originalityResultSchema,
  performanceResultSchema,
  sentimentResultSchema,
  seoResultSchema,
  summaryResultSchema,
} from "../analysis/results";
import { LANGUAGE_CODES } from "../languages";
import { BLOCK_TYPE_MAX_LENGTH, CONTENT_MAX_LENGTH, MAX_BLOCKS } from "../limits";

export const aiActionParamsSchema = z.object({
  action: z.enum(AI_ACTION_NAMES, { message: `action must be one of ${AI_ACTION_NAMES.join(", ")}` }),
});

/** POST /api/ai/:action. Which fields are required depends on the action (see AI_ACTIONS). */
export const aiActionRequestSchema = z.object({
  text: z
    .string()
    .max(CONTENT_MAX_LENGTH, `text must be at most ${CONTENT_MAX_LENGTH} characters`)
    .optional(),
  blocks: z
    .array(
      z.object({ type: z.string().max(BLOCK_TYPE_MAX_LENGTH), text: z.string().max(CONTENT_MAX_LENGTH) }),
    )
    .max(MAX_BLOCKS)
    .optional(),
  tone: z.enum(TONES).optional(),
  audience: z.string().trim().max(200).optional(),
  language: z.enum(LANGUAGE_CODES).optional(),
  /** The open project: originality leaves it out of the comparison. */
  projectId: z.uuid().optional(),
});
export type AiActionRequest = z.infer<typeof aiActionRequestSchema>;

export const aiResultSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("text"), text: z.string() }),
  z.object({ kind: z.literal("sentiment"), data: sentimentResultSchema }),
  z.object({ kind: z.literal("seo"), data: seoResultSchema }),
  z.object({ kind: z.literal("metadata"), data: metadataResultSchema }),
  z.object({ kind: z.literal("originality"), data: originalityResultSchema }),
  z.object({ kind: z.literal("summary"), data: summaryResultSchema }),
  z.object({ kind: z.literal("performance"), data: performanceResultSchema }),
  z.object({ kind: z.literal("unavailable"), message: z.string() }),
]);
export type AiResult = z.infer<typeof aiResultSchema>;

export const aiActionResponseSchema = z.object({
  /** 'ai' the provider, 'local' a local engine, 'none' nothing could run (see result.message). */
  engine: z.enum(["ai", "local", "none"]),
  result: aiResultSchema,
});
export type AiActionResponse = z.infer<typeof aiActionResponseSchema>;

/** GET /api/ai/status: whether a provider is configured and which models it uses (never the key). */
export const aiStatusResponseSchema = z.object({
  configured: z.boolean(),
  model: z.string().nullable(),
  fastModel: z.string().nullable(),
  concurrency: z.number().int(),
});
export type AiStatus = z.infer<typeof aiStatusResponseSchema>;
