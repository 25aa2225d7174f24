import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  deleteAllRequestSchema,
  forceDeleteRequestSchema,
  tableNameParamsSchema,
} from "../../shared/api/admin";
import { projectParamsSchema } from "../../shared/api/projects";
import type { AppContext } from "../app-context";
import { authorizeTool, type ToolAction } from "../policies/policy";
import {
  deleteAll,
  deleteById,
  forceDelete,
  listAllProjects,
  listColumns,
  listTables,
  markDeleted,
} from "./service";

/** Developer tools: maintenance over every project. Each route asks the policy for its action. */
export async function toolRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  app.addHook("preHandler", ctx.guards.requireUser);
  const allow = (action: ToolAction) => ({
    preHandler: async (request: FastifyRequest) => authorizeTool(request.user, action),
  });

  app.get("/api/tools/projects", allow("tools.listAll"), async () => ({
    projects: await listAllProjects(db),
  }));

  app.delete("/api/tools/projects/:id", allow("tools.deleteAny"), async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    return { deletedIds: await deleteById(db, id) };
  });

  app.post("/api/tools/projects/:id/mark-deleted", allow("tools.markDeleted"), async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    return markDeleted(db, id);
  });

  app.post("/api/tools/force-delete", allow("tools.forceDelete"), async (request) => {
    const { projectIds } = forceDeleteRequestSchema.parse(request.body ?? {});
    return { deletedIds: await forceDelete(db, projectIds) };
  });

  app.post("/api/tools/delete-all", allow("tools.deleteAll"), async (request) => {
    deleteAllRequestSchema.parse(request.body ?? {});
    return { deletedCount: await deleteAll(db) };
  });

  app.get("/api/tools/tables", allow("tools.catalogue"), async () => ({ tables: await listTables(db) }));

  app.get("/api/tools/tables/:name/columns", allow("tools.catalogue"), async (request) => {
    const { name } = tableNameParamsSchema.parse(request.params);
    return { table: name, columns: await listColumns(db, name) };
  });
}
