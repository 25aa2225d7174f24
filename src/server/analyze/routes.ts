import type { FastifyInstance } from "fastify";
import { analyzeRequestSchema } from "../../shared/api/analyze";
import type { AppContext } from "../app-context";
import { streamWork, wantsEventStream } from "../http/event-stream";
import { runAsJob } from "../jobs/routes";
import { analyzeWithRules, checkParagraphLimit } from "./service";

export async function analyzeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.post("/api/analyze", { preHandler: ctx.guards.requireUser }, async (request, reply) => {
    const { text } = analyzeRequestSchema.parse(request.body ?? {});
    checkParagraphLimit(text);
    // With a provider, typing a long text takes minutes: a job that survives this request (and
    // this instance). The local rules answer at once, so they run right here.
    if (ctx.ai.provider) return runAsJob(ctx, request, reply, "analyze", { text });
    if (wantsEventStream(request))
      return streamWork(reply, async (progress) => analyzeWithRules(text, progress));
    return analyzeWithRules(text);
  });
}
