import { z } from "zod";
import { aiUsageSchema } from "./ai-usage";
import { errorResponseSchema } from "./errors";

/**
 * GET /api/jobs/:id: a long AI task (typing a text, translating a project) as it stands. With
 * `Accept: text/event-stream` the same request follows it: `progress` events, then `result` (the
 * answer the starting request would have given) or `error`. Any instance can answer it, so a
 * client that lost its connection, or reached another server, picks the same job up again.
 * DELETE /api/jobs/:id cancels a queued or running job and answers it as it now stands.
 */
export const jobSnapshotSchema = z.object({
  id: z.string(),
  kind: z.enum(["analyze", "translate"]),
  status: z.enum(["queued", "running", "done", "failed", "cancelled"]),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** What the job spent at the AI provider, once it ended. */
  usage: aiUsageSchema.optional(),
  result: z.unknown().optional(),
  error: errorResponseSchema.shape.error.omit({ details: true }).optional(),
});
export type JobSnapshot = z.infer<typeof jobSnapshotSchema>;

export const jobParamsSchema = z.object({ id: z.uuid({ message: "id must be a job id" }) });
