import type { FastifyInstance } from "fastify";
import { saveBlocksRequestSchema } from "../../shared/api/blocks";
import { projectParamsSchema } from "../../shared/api/projects";
import type { AppContext } from "../app-context";
import { listBlocks, saveBlocks } from "./service";

export async function blockRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook("preHandler", ctx.guards.requireUser);

  app.get("/api/projects/:id/blocks", async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    return listBlocks(ctx.db, request.user, id);
  });

  app.put("/api/projects/:id/blocks", async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    const { baseVersion, blocks } = saveBlocksRequestSchema.parse(request.body ?? {});
    return saveBlocks(ctx.db, request.user, id, baseVersion, blocks);
  });
}
