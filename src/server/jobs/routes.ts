import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { jobParamsSchema } from "../../shared/api/jobs";
import type { AppContext } from "../app-context";
import { notFound } from "../errors";
import { streamWork, wantsEventStream } from "../http/event-stream";
import { type JobKind, snapshot } from "./queue";

export async function jobRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get("/api/jobs/:id", { preHandler: ctx.guards.requireUser }, async (request, reply) => {
    const { id } = jobParamsSchema.parse(request.params);
    const job = await ctx.jobs.read(id, request.user.id);
    if (!job) throw notFound("Job not found").because("JOB_NOT_FOUND");
    if (wantsEventStream(request)) return streamWork(reply, (progress) => ctx.jobs.waitFor(id, progress));
    return snapshot(job);
  });

  // Cancel: the job ends as cancelled at once and its instance makes no call after it.
  app.delete("/api/jobs/:id", { preHandler: ctx.guards.requireUser }, async (request) => {
    const { id } = jobParamsSchema.parse(request.params);
    const job = await ctx.jobs.cancel(id, request.user.id);
    if (!job) throw notFound("Job not found").because("JOB_NOT_FOUND");
    return snapshot(job);
  });
}

/**
 * Starts a long AI task as a job (counted against the user's AI task cap) and follows it for
 * this request: streamed (progress, then the result) or as one answer.
 */
export async function runAsJob(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: JobKind,
  input: Record<string, unknown>,
) {
  const userId = request.user.id;
  const id = await ctx.ai.limiter.admitJob(userId, (tx) => ctx.jobs.enqueue(tx, userId, kind, input));
  // Content-Location names the job, so a client whose connection drops follows it at GET /api/jobs/:id.
  const location = `/api/jobs/${id}`;
  if (wantsEventStream(request)) {
    return streamWork(reply, (progress) => ctx.jobs.waitFor(id, progress), { "content-location": location });
  }
  reply.header("content-location", location);
  return ctx.jobs.waitFor(id);
}
