import type { FastifyInstance } from "fastify";
import { analyzeRequestSchema } from "../../shared/api/analyze";
import type { AppContext } from "../app-context";
import { streamWork, wantsEventStream } from "../http/event-stream";
import { analyzeText } from "./service";

export async function analyzeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.post("/api/analyze", { preHandler: ctx.guards.requireUser }, async (request, reply) => {
    const { text } = analyzeRequestSchema.parse(request.body ?? {});
    const run = (progress: (done: number, total: number) => void) =>
      ctx.ai.limiter.run(request.user.id, () => analyzeText(ctx.db, ctx.ai, text, progress));
    if (wantsEventStream(request)) return streamWork(reply, run);
    return run(() => {});
  });
}
