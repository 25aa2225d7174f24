import type { FastifyInstance } from "fastify";
import { type AiStatus, aiActionParamsSchema, aiActionRequestSchema } from "../../shared/api/ai";
import type { AppContext } from "../app-context";
import { AppError } from "../errors";
import { runToolbarAction } from "./toolbar";

export async function aiRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook("preHandler", ctx.guards.requireUser);

  app.get("/api/ai/status", async (): Promise<AiStatus> => {
    const provider = ctx.ai.provider;
    return {
      configured: provider !== null,
      model: provider?.models.main ?? null,
      fastModel: provider?.models.fast ?? null,
      concurrency: ctx.ai.concurrency,
    };
  });

  app.post("/api/ai/:action", async (request) => {
    const { action } = aiActionParamsSchema.parse(request.params);
    const input = aiActionRequestSchema.parse(request.body ?? {});
    try {
      return await ctx.ai.limiter.run(request.user.id, () =>
        runToolbarAction(ctx.db, ctx.ai, request.user, action, input),
      );
    } catch (error) {
      if (error instanceof AppError) throw error;
      // The provider failed after its retries: say so plainly, with a status that is not ours.
      request.log.warn({ err: error, action }, "AI toolbar action failed");
      throw new AppError(502, "AI_UNAVAILABLE", "The AI service did not answer. Try again in a moment.");
    }
  });
}
