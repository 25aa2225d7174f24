import { z } from "zod";
import { CONTENT_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from "../limits";
import { NICHE_MAX_LENGTH } from "../niches";
import { nextCursorSchema, pageQuerySchema } from "./paging";

export const projectIdSchema = z.uuid({ message: "must be a valid project id" });
export const projectParamsSchema = z.object({ id: projectIdSchema });

const title = z
  .string({ message: "Title is required" })
  .trim()
  .min(1, "Title cannot be empty")
  .max(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters`);
const niche = z
  .string({ message: "Niche must be text" })
  .trim()
  .min(1, "Niche cannot be blank")
  .max(NICHE_MAX_LENGTH, `Niche must be at most ${NICHE_MAX_LENGTH} characters`);
const description = z
  .string()
  .max(DESCRIPTION_MAX_LENGTH, `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`);

export const personSchema = z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() });
export type Person = z.infer<typeof personSchema>;

/** A project as lists show it: the row plus its block count and creator, from one query. */
export const projectSummarySchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  niche: z.string(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  hasTranslation: z.boolean(),
  sourceProjectId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  blocksCount: z.number().int(),
  creator: personSchema,
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** GET /api/projects: one page, latest updated first. */
export const projectListResponseSchema = z.object({
  projects: z.array(projectSummarySchema),
  nextCursor: nextCursorSchema,
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;
export const projectListQuerySchema = pageQuerySchema.extend({ niche: niche.optional() });

/** GET /api/projects/:id */
export const projectDetailSchema = projectSummarySchema.extend({
  content: z.string().nullable(),
  translationLanguage: z.string().nullable(),
  version: z.number().int(),
  derivedCount: z.number().int(),
  source: z.object({ id: z.string(), title: z.string() }).nullable(),
  permissions: z.object({ canEdit: z.boolean(), canDelete: z.boolean() }),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** POST /api/projects */
export const createProjectRequestSchema = z.object({
  title,
  niche: niche.optional(),
  content: z
    .string()
    .max(CONTENT_MAX_LENGTH, `Content must be at most ${CONTENT_MAX_LENGTH} characters`)
    .optional(),
  description: description.optional(),
});
export type CreateProjectRequest = z.infer<typeof createProjectRequestSchema>;

/** PATCH /api/projects/:id */
export const updateProjectRequestSchema = z
  .object({
    title,
    niche,
    description: description.nullable(),
    isPublic: z.boolean({ message: "isPublic must be true or false" }),
    hasTranslation: z.boolean({ message: "hasTranslation must be true or false" }),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to change" });
export type UpdateProjectRequest = z.infer<typeof updateProjectRequestSchema>;

/** POST /api/projects/:id/duplicate */
export const duplicateProjectRequestSchema = z.object({ title });
export type DuplicateProjectRequest = z.infer<typeof duplicateProjectRequestSchema>;

/** GET /api/timeline: one page of public projects, latest updated first. */
export const timelineResponseSchema = projectListResponseSchema;
export const timelineQuerySchema = pageQuerySchema;

/** GET /api/niches */
export const nichesResponseSchema = z.object({ niches: z.array(z.string()) });

export const activityActionSchema = z.enum(["created", "updated", "commented"]);
export type ActivityAction = z.infer<typeof activityActionSchema>;

/** GET /api/activities */
export const activitySchema = z.object({
  id: z.string(),
  actionType: activityActionSchema,
  /** Always null: an activity keeps no copy of the title; `project.title` is the current one. */
  content: z.string().nullable(),
  createdAt: z.string(),
  project: z.object({ id: z.string(), title: z.string() }),
  user: personSchema.nullable(),
});
export type Activity = z.infer<typeof activitySchema>;
/** GET /api/activities: one page, newest first. */
export const activitiesResponseSchema = z.object({
  activities: z.array(activitySchema),
  nextCursor: nextCursorSchema,
});
export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;
export const activitiesQuerySchema = pageQuerySchema;
