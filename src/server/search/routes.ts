import type { FastifyInstance } from "fastify";
import { searchQuerySchema } from "../../shared/api/search";
import type { AppContext } from "../app-context";
import { searchBlocks } from "./service";

export async function searchRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook("preHandler", ctx.guards.requireUser);

  app.get("/api/search", async (request) => {
    const query = searchQuerySchema.parse(request.query);
    return { results: await searchBlocks(ctx.db, request.user, query) };
  });
}
