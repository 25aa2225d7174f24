import { z } from "zod";
import { blockSchema } from "./blocks";
import { projectIdSchema } from "./projects";

/** One entry of a project's history (GET /api/projects/:id/versions). */
export const versionSummarySchema = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  /** Who saved it; null when that account no longer exists. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  blocksCount: z.number().int(),
  /**
   * Why it was made: null for edits; 'created', 'duplicated', 'imported', 'template', 'analysis',
   * 'translated:<language>', 'restored:<version>' or 'ai:<action>'.
   */
  label: z.string().nullable(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const versionListResponseSchema = z.object({
  versions: z.array(versionSummarySchema),
  /** Pass as `?cursor=` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type VersionListResponse = z.infer<typeof versionListResponseSchema>;

export const VERSIONS_PAGE_DEFAULT = 50;
export const VERSIONS_PAGE_MAX = 100;

export const versionListQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "cursor must be a cursor from a previous page")
    .transform(Number)
    .optional(),
  limit: z.coerce
    .number({ message: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(VERSIONS_PAGE_MAX, `limit must be at most ${VERSIONS_PAGE_MAX}`)
    .default(VERSIONS_PAGE_DEFAULT),
});

export const versionParamsSchema = z.object({
  id: projectIdSchema,
  version: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "version must be a positive whole number")
    .transform(Number),
});

/** GET /api/projects/:id/versions/:version: the blocks as that version held them. */
export const versionBlocksResponseSchema = z.object({
  version: z.number().int(),
  blocks: z.array(blockSchema),
});
export type VersionBlocksResponse = z.infer<typeof versionBlocksResponseSchema>;

/** POST /api/projects/:id/versions/:version/restore */
export const restoreRequestSchema = z.object({
  baseVersion: z.number({ message: "baseVersion is required" }).int().min(1),
});
