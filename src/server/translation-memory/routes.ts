import type { FastifyInstance } from "fastify";
import { memoryQuerySchema } from "../../shared/api/translation-memory";
import type { AppContext } from "../app-context";
import { findMatches, translationOverview } from "./service";

export async function translationMemoryRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook("preHandler", ctx.guards.requireUser);

  app.get("/api/translation-memory", async (request) => {
    const query = memoryQuerySchema.parse(request.query);
    return { matches: await findMatches(ctx.db, request.user, query) };
  });

  app.get("/api/translation-overview", async (request) => translationOverview(ctx.db, request.user));
}
