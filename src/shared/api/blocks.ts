import { z } from "zod";
import { LANGUAGE_CODES } from "../languages";
import { BLOCK_TEXT_MAX_LENGTH, BLOCK_TYPE_MAX_LENGTH, MAX_BLOCK_LIST_CHARS, MAX_BLOCKS } from "../limits";
import { wellFormed } from "../text/well-formed";
import { TRANSLATION_STATES } from "../translation/status";

export const alternativeTypeSchema = z.object({ type: z.string(), confidence: z.number() });

/** A block in the API. `type` is one of the 30 copy types, UNDEFINED, 'text' or a template type. */
export const blockSchema = z.object({
  id: z.string(),
  type: z.string(),
  originalText: z.string(),
  translation: z.string().nullable().optional(),
  /** One text per language code; `translation` is the one in the project's current language. */
  translations: z.record(z.string(), z.string()).optional(),
  expansion: z.string(),
  confidence: z.number().optional(),
  alternativeTypes: z.array(alternativeTypeSchema).optional(),
  /** True when no translation could be made; the UI marks it, never showing the original as one. */
  translationFailed: z.boolean().optional(),
  /**
   * 'dictionary' when the built-in word list made the translation (a rough fallback); 'memory'
   * when the writer's earlier translation of the same original was reused.
   */
  translationSource: z.enum(["ai", "dictionary", "memory"]).optional(),
  /** Per language with a translation: draft, reviewed, or stale (the original changed since). */
  translationStatus: z.record(z.string(), z.enum(TRANSLATION_STATES)).optional(),
  /** In an AI analysis: 'rules' when the AI gave this paragraph no usable type and the local model did. */
  typedBy: z.enum(["ai", "rules"]).optional(),
});
export type Block = z.infer<typeof blockSchema>;

/** GET /api/projects/:id/blocks and the answer of PUT. */
export const blockListResponseSchema = z.object({ version: z.number().int(), blocks: z.array(blockSchema) });
export type BlockListResponse = z.infer<typeof blockListResponseSchema>;

const text = (field: string) =>
  z
    .string({ message: `${field} must be text` })
    .max(BLOCK_TEXT_MAX_LENGTH, `${field} is too long`)
    .overwrite(wellFormed);

/** `{"<language>": "draft" | "reviewed" | "stale"}`, as a block or an import sends it. */
export const translationStatusInputSchema = z.partialRecord(
  z.enum(LANGUAGE_CODES, { message: `translationStatus keys must be one of ${LANGUAGE_CODES.join(", ")}` }),
  z.enum(TRANSLATION_STATES, {
    message: `translationStatus values must be one of ${TRANSLATION_STATES.join(", ")}`,
  }),
);

/** One block as the editor sends it; ids the server does not know are replaced by new ones. */
export const blockInputSchema = z
  .object({
    id: z.string().max(100).optional(),
    type: z
      .string({ message: "type is required" })
      .trim()
      .min(1, "type cannot be empty")
      .max(BLOCK_TYPE_MAX_LENGTH, "type is too long")
      .overwrite(wellFormed),
    originalText: text("originalText").default(""),
    translation: text("translation").nullable().optional(),
    translations: z
      .partialRecord(
        z.enum(LANGUAGE_CODES, { message: `translations keys must be one of ${LANGUAGE_CODES.join(", ")}` }),
        text("translations"),
      )
      .optional(),
    expansion: text("expansion").default(""),
    confidence: z.number().min(0).max(100).optional(),
    alternativeTypes: z
      .array(
        z.object({
          type: z.string().max(BLOCK_TYPE_MAX_LENGTH).overwrite(wellFormed),
          confidence: z.number().min(0).max(100),
        }),
      )
      .max(10)
      .optional(),
    translationFailed: z.boolean().optional(),
    translationSource: z.enum(["ai", "dictionary", "memory"]).optional(),
    /** The states the writer gives; the server keeps the rules (an edited original makes them stale). */
    translationStatus: translationStatusInputSchema.optional(),
  })
  .strip();
export type BlockInput = z.infer<typeof blockInputSchema>;

const blockChars = (b: BlockInput) =>
  b.originalText.length +
  (b.translation?.length ?? 0) +
  b.expansion.length +
  Object.values(b.translations ?? {}).reduce((n, t) => n + t.length, 0);

const withinTextBudget = (blocks: BlockInput[]) =>
  blocks.reduce((n, b) => n + blockChars(b), 0) <= MAX_BLOCK_LIST_CHARS;
const TEXT_BUDGET_MESSAGE = `The blocks hold more than ${MAX_BLOCK_LIST_CHARS} characters of text`;

/**
 * Why a save was made, for the history: AI results applied to many blocks, a template, a new
 * analysis, a replace-all, translations marked reviewed, translations filled from the memory. Plain edits send none (and may be folded with the same writer's recent
 * edits).
 */
export const saveLabelSchema = z
  .string()
  .regex(
    /^(ai:[a-z-]{1,40}|template|analysis|replace|review|memory)$/,
    "label must be 'template', 'analysis', 'replace', 'review', 'memory' or 'ai:<action>'",
  );

/** PUT /api/projects/:id/blocks: the whole list, saved atomically against `baseVersion`. */
export const saveBlocksRequestSchema = z.object({
  baseVersion: z.number({ message: "baseVersion is required" }).int().min(1),
  blocks: z
    .array(blockInputSchema, { message: "blocks must be a list" })
    .max(MAX_BLOCKS, `A project can hold at most ${MAX_BLOCKS} blocks`)
    .refine(withinTextBudget, { message: TEXT_BUDGET_MESSAGE }),
  label: saveLabelSchema.optional(),
});
export type SaveBlocksRequest = z.infer<typeof saveBlocksRequestSchema>;

const idList = (field: string) =>
  z
    .array(z.string({ message: `${field} must hold block ids` }).max(100), {
      message: `${field} must be a list`,
    })
    .max(MAX_BLOCKS, `${field} can name at most ${MAX_BLOCKS} blocks`);

/**
 * PATCH /api/projects/:id/blocks: only what changed since `baseVersion`. `upsert` holds changed
 * and new blocks (a new block keeps its id when that is a UUID no other project uses, as the
 * editor makes them; any other id is replaced, and the answer's `ids` maps it to the saved one),
 * `remove` the ids of removed blocks, `order` the whole list's ids in their new order when
 * the order changed (new blocks without it go to the end).
 */
export const patchBlocksRequestSchema = z.object({
  baseVersion: z.number({ message: "baseVersion is required" }).int().min(1),
  upsert: z
    .array(blockInputSchema, { message: "upsert must be a list" })
    .max(MAX_BLOCKS, `upsert can hold at most ${MAX_BLOCKS} blocks`)
    .refine(withinTextBudget, { message: TEXT_BUDGET_MESSAGE })
    .default([]),
  remove: idList("remove").default([]),
  order: idList("order").optional(),
  label: saveLabelSchema.optional(),
});
export type PatchBlocksRequest = z.infer<typeof patchBlocksRequestSchema>;

/** The answer of PATCH: the whole merged list, plus the saved id of every new block sent. */
export const patchBlocksResponseSchema = blockListResponseSchema.extend({
  ids: z.record(z.string(), z.string()),
});
export type PatchBlocksResponse = z.infer<typeof patchBlocksResponseSchema>;

/** The details of a 409 on PATCH: each block both sides changed, as the server now holds it. */
export const blockConflictSchema = z.object({
  id: z.string(),
  /** The block as saved by the other writer; null when they removed it. */
  theirs: blockSchema.nullable(),
});
export type BlockConflict = z.infer<typeof blockConflictSchema>;
