import { z } from "zod";
import { blockSchema } from "./blocks";
import { projectSummarySchema } from "./projects";

/** GET /api/public/projects/:id: a public project as anyone with its link reads it, no account needed. */
export const publicProjectSchema = projectSummarySchema
  .pick({
    id: true,
    title: true,
    niche: true,
    description: true,
    createdAt: true,
    updatedAt: true,
    creator: true,
  })
  .extend({
    translationLanguage: z.string().nullable(),
    blocks: z.array(
      blockSchema.pick({ id: true, type: true, originalText: true, translation: true, expansion: true }),
    ),
  });
export type PublicProject = z.infer<typeof publicProjectSchema>;
