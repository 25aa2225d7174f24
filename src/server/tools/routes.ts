import type { FastifyInstance } from "fastify";
import {
  deleteAllRequestSchema,
  forceDeleteRequestSchema,
  tableNameParamsSchema,
} from "../../shared/api/admin";
import { projectParamsSchema } from "../../shared/api/projects";
import type { AppContext } from "../app-context";
import {
  deleteAll,
  deleteById,
  forceDelete,
  listAllProjects,
  listColumns,
  listTables,
  markDeleted,
} from "./service";

/** Developer tools: maintenance over every project. Admin role, enforced here. */
export async function toolRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  app.addHook("preHandler", ctx.guards.requireAdmin);

  app.get("/api/tools/projects", async () => ({ projects: await listAllProjects(db) }));

  app.delete("/api/tools/projects/:id", async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    return { deletedIds: await deleteById(db, id) };
  });

  app.post("/api/tools/projects/:id/mark-deleted", async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    return markDeleted(db, id);
  });

  app.post("/api/tools/force-delete", async (request) => {
    const { projectIds } = forceDeleteRequestSchema.parse(request.body ?? {});
    return { deletedIds: await forceDelete(db, projectIds) };
  });

  app.post("/api/tools/delete-all", async (request) => {
    deleteAllRequestSchema.parse(request.body ?? {});
    return { deletedCount: await deleteAll(db) };
  });

  app.get("/api/tools/tables", async () => ({ tables: await listTables(db) }));

  app.get("/api/tools/tables/:name/columns", async (request) => {
    const { name } = tableNameParamsSchema.parse(request.params);
    return { table: name, columns: await listColumns(db, name) };
  });
}
