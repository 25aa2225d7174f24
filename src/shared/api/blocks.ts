import { z } from "zod";
import { BLOCK_TEXT_MAX_LENGTH, BLOCK_TYPE_MAX_LENGTH, MAX_BLOCK_LIST_CHARS, MAX_BLOCKS } from "../limits";

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
  /** True when no translation could be made; the UI marks it, never showing the original as one. */
  translationFailed: z.boolean().optional(),
  /** 'dictionary' when the built-in word list made the translation (a rough fallback). */
  translationSource: z.enum(["ai", "dictionary"]).optional(),
});
export type Block = z.infer<typeof blockSchema>;

/** GET /api/projects/:id/blocks and the answer of PUT. */
export const blockListResponseSchema = z.object({ version: z.number().int(), blocks: z.array(blockSchema) });
export type BlockListResponse = z.infer<typeof blockListResponseSchema>;

const text = (field: string) =>
  z.string({ message: `${field} must be text` }).max(BLOCK_TEXT_MAX_LENGTH, `${field} is too long`);

/** One block as the editor sends it; ids the server does not know are replaced by new ones. */
export const blockInputSchema = z
  .object({
    id: z.string().max(100).optional(),
    type: z
      .string({ message: "type is required" })
      .trim()
      .min(1, "type cannot be empty")
      .max(BLOCK_TYPE_MAX_LENGTH, "type is too long"),
    originalText: text("originalText").default(""),
    translation: text("translation").nullable().optional(),
    expansion: text("expansion").default(""),
    confidence: z.number().min(0).max(100).optional(),
    alternativeTypes: z
      .array(
        z.object({ type: z.string().max(BLOCK_TYPE_MAX_LENGTH), confidence: z.number().min(0).max(100) }),
      )
      .max(10)
      .optional(),
    translationFailed: z.boolean().optional(),
    translationSource: z.enum(["ai", "dictionary"]).optional(),
  })
  .strip();
export type BlockInput = z.infer<typeof blockInputSchema>;

const blockChars = (b: BlockInput) =>
  b.originalText.length + (b.translation?.length ?? 0) + b.expansion.length;

/** PUT /api/projects/:id/blocks: the whole list, saved atomically against `baseVersion`. */
export const saveBlocksRequestSchema = z.object({
  baseVersion: z.number({ message: "baseVersion is required" }).int().min(1),
  blocks: z
    .array(blockInputSchema, { message: "blocks must be a list" })
    .max(MAX_BLOCKS, `A project can hold at most ${MAX_BLOCKS} blocks`)
    .refine((blocks) => blocks.reduce((n, b) => n + blockChars(b), 0) <= MAX_BLOCK_LIST_CHARS, {
      message: `The blocks hold more than ${MAX_BLOCK_LIST_CHARS} characters of text`,
    }),
});
export type SaveBlocksRequest = z.infer<typeof saveBlocksRequestSchema>;
