import type { FastifyInstance } from "fastify";
import { analyzeRequestSchema } from "../../shared/api/analyze";
import type { AppContext } from "../app-context";
import { streamWork, wantsEventStream } from "../http/event-stream";
import { analyzeWithRules } from "./service";

export async function analyzeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.post("/api/analyze", { preHandler: ctx.guards.requireUser }, async (request, reply) => {
    const { text } = analyzeRequestSchema.parse(request.body ?? {});
    if (wantsEventStream(request)) {
      return streamWork(reply, async (progress) => analyzeWithRules(text, progress));
    }
    return analyzeWithRules(text);
  });
}
