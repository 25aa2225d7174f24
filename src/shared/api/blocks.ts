import { z } from "zod";

export const alternativeTypeSchema = z.object({ type: z.string(), confidence: z.number() });

/** A block in the API. `type` is one of the 30 copy types, UNDEFINED, 'text' or a template type. */
export const blockSchema = z.object({
  id: z.string(),
  type: z.string(),
  originalText: z.string(),
  translation: z.string().nullable().optional(),
  expansion: z.string(),
  confidence: z.number().optional(),
  alternativeTypes: z.array(alternativeTypeSchema).optional(),
  translationFailed: z.boolean().optional(),
});
export type Block = z.infer<typeof blockSchema>;

/** GET /api/projects/:id/blocks */
export const blockListResponseSchema = z.object({ version: z.number().int(), blocks: z.array(blockSchema) });
export type BlockListResponse = z.infer<typeof blockListResponseSchema>;
