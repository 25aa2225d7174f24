import type { FastifyInstance } from "fastify";
import { projectParamsSchema } from "../../shared/api/projects";
import { restoreRequestSchema, versionListQuerySchema, versionParamsSchema } from "../../shared/api/versions";
import type { AppContext } from "../app-context";
import { authorOf } from "../events/live-events";
import { getVersion, listVersions, restoreVersion } from "./service";

export async function versionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook("preHandler", ctx.guards.requireUser);

  app.get("/api/projects/:id/versions", async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    const page = versionListQuerySchema.parse(request.query ?? {});
    return listVersions(ctx.db, request.user, id, page);
  });

  app.get("/api/projects/:id/versions/:version", async (request) => {
    const { id, version } = versionParamsSchema.parse(request.params);
    return getVersion(ctx.db, request.user, id, version);
  });

  app.post("/api/projects/:id/versions/:version/restore", async (request) => {
    const { id, version } = versionParamsSchema.parse(request.params);
    const { baseVersion } = restoreRequestSchema.parse(request.body ?? {});
    const restored = await restoreVersion(ctx.db, request.user, id, version, baseVersion);
    await ctx.events.publishBlocks(id, { version: restored.version, author: authorOf(request.user) });
    return restored;
  });
}
