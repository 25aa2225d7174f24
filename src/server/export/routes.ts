import type { FastifyInstance } from "fastify";
import { exportQuerySchema } from "../../shared/api/export";
import { projectParamsSchema } from "../../shared/api/projects";
import type { AppContext } from "../app-context";
import { exportProjectFile } from "./service";

/** Project files for download; a public project needs no account, like its page. */
export async function exportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get("/api/projects/:id/export", async (request, reply) => {
    const { id } = projectParamsSchema.parse(request.params);
    const query = exportQuerySchema.parse(request.query);
    const viewer = await ctx.readUser(request);
    const file = await exportProjectFile(ctx.db, viewer, id, query);
    // The file name holds only [a-z0-9_.-], so it needs no quoting rules beyond the quotes.
    return reply
      .header("content-type", file.mimeType)
      .header("content-disposition", `attachment; filename="${file.fileName}"`)
      .header("cache-control", "private, no-store")
      .send(typeof file.body === "string" ? file.body : Buffer.from(file.body));
  });
}
