import type { FastifyInstance } from "fastify";
import {
  type PatchBlocksRequest,
  patchBlocksRequestSchema,
  saveBlocksRequestSchema,
} from "../../shared/api/blocks";
import { projectParamsSchema } from "../../shared/api/projects";
import type { AppContext } from "../app-context";
import { authorOf } from "../events/live-events";
import { listBlocks, patchBlocks, saveBlocks } from "./service";

export async function blockRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook("preHandler", ctx.guards.requireUser);
  const foldSeconds = ctx.config.historyFoldSeconds;

  app.get("/api/projects/:id/blocks", async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    return listBlocks(ctx.db, request.user, id);
  });

  app.put("/api/projects/:id/blocks", async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    const { baseVersion, blocks, label } = saveBlocksRequestSchema.parse(request.body ?? {});
    const saved = await saveBlocks(ctx.db, request.user, id, baseVersion, blocks, { foldSeconds, label });
    await ctx.events.publishBlocks(id, { version: saved.version, author: authorOf(request.user) });
    return saved;
  });

  app.patch("/api/projects/:id/blocks", async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    const body = patchBlocksRequestSchema.parse(request.body ?? {});
    const saved = await patchBlocks(ctx.db, request.user, id, body, { foldSeconds, label: body.label });
    await ctx.events.publishBlocks(id, {
      version: saved.version,
      author: authorOf(request.user),
      blockIds: touchedBlocks(body),
    });
    return saved;
  });
}

/**
 * The blocks a change touched, so other open editors can tell whether it meets their own unsaved
 * edits; undefined (reload everything) when it reorders or adds blocks without an id yet.
 */
function touchedBlocks(body: PatchBlocksRequest): string[] | undefined {
  if (body.order || body.upsert.some((b) => !b.id)) return undefined;
  return [...body.upsert.map((b) => b.id!), ...body.remove];
}
