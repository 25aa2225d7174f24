import { z } from "zod";
import { COMMENT_MAX_LENGTH } from "../limits";
import { MENTION_QUERY_MAX } from "../mentions";
import { personSchema } from "./projects";

export const commentSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  content: z.string(),
  referencedProjects: z.array(z.string()).nullable(),
  createdAt: z.string(),
  author: personSchema.nullable(),
  /** Current titles of the mentioned projects the viewer may open; others show as 'private project'. */
  mentions: z.record(z.string(), z.object({ id: z.string(), title: z.string() })),
});
export type Comment = z.infer<typeof commentSchema>;

/** GET /api/projects/:id/comments (newest first) */
export const commentListResponseSchema = z.object({ comments: z.array(commentSchema) });

/** POST /api/projects/:id/comments */
export const createCommentRequestSchema = z.object({
  content: z
    .string({ message: "content is required" })
    .trim()
    .min(1, "Comment cannot be empty")
    .max(COMMENT_MAX_LENGTH, `Comment must be at most ${COMMENT_MAX_LENGTH} characters`),
});

/** GET /api/mentions?q=&exclude=: projects the user may mention (own and public). */
export const mentionQuerySchema = z.object({
  q: z.string().max(MENTION_QUERY_MAX, `q must be at most ${MENTION_QUERY_MAX} characters`).default(""),
  exclude: z.uuid({ message: "exclude must be a project id" }).optional(),
});
export const mentionSuggestionsResponseSchema = z.object({
  projects: z.array(z.object({ id: z.string(), title: z.string() })),
});
