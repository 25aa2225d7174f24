import type { FastifyInstance } from "fastify";
import { projectParamsSchema } from "../../shared/api/projects";
import type { AppContext } from "../app-context";
import { getPublicProject } from "./service";

/** Read-only access to public projects by their link, without an account. */
export async function publicRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get("/api/public/projects/:id", async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    return getPublicProject(ctx.db, id);
  });
}
