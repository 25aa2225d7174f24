import type { FastifyInstance } from "fastify";
import { projectParamsSchema } from "../../shared/api/projects";
import { translateRequestSchema } from "../../shared/api/translate";
import { translationProviderRequired } from "../ai/translate";
import type { AppContext } from "../app-context";
import { runAsJob } from "../jobs/routes";
import { findEditable } from "../projects/access";

export async function translateRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.post("/api/projects/:id/translate", { preHandler: ctx.guards.requireUser }, async (request, reply) => {
    const { id } = projectParamsSchema.parse(request.params);
    const { language, scope } = translateRequestSchema.parse(request.body ?? {});
    // Refuse at once what the job would refuse: a project the user cannot edit, no provider.
    await findEditable(ctx.db, request.user, id);
    if (!ctx.ai.provider) throw translationProviderRequired();
    return runAsJob(ctx, request, reply, "translate", { projectId: id, language, scope });
  });
}
