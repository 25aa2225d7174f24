import type { FastifyInstance } from "fastify";
import { projectParamsSchema } from "../../shared/api/projects";
import { translateRequestSchema } from "../../shared/api/translate";
import { translateProject } from "../ai/translate";
import type { AppContext } from "../app-context";
import { streamWork, wantsEventStream } from "../http/event-stream";

export async function translateRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.post("/api/projects/:id/translate", { preHandler: ctx.guards.requireUser }, async (request, reply) => {
    const { id } = projectParamsSchema.parse(request.params);
    const { language } = translateRequestSchema.parse(request.body ?? {});
    const run = (progress: (done: number, total: number) => void) =>
      ctx.ai.limiter.run(request.user.id, () =>
        translateProject(ctx.db, ctx.ai, request.user, id, language, progress),
      );
    if (wantsEventStream(request)) return streamWork(reply, run);
    return run(() => {});
  });
}
