import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { updateRoleRequestSchema } from "../../shared/api/admin";
import type { AppContext } from "../app-context";
import { authorizeTool, type ToolAction } from "../policies/policy";
import { adminSqlScripts, changeRole, listUsers } from "./service";

const userParamsSchema = z.object({ id: z.string().min(1).max(100) });

export async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook("preHandler", ctx.guards.requireUser);
  const allow = (action: ToolAction) => ({
    preHandler: async (request: FastifyRequest) => authorizeTool(request.user, action),
  });

  app.get("/api/admin/sql", allow("admin.view"), async () => ({ scripts: adminSqlScripts() }));
  app.get("/api/admin/users", allow("admin.view"), async () => ({
    users: await listUsers(ctx.db, ctx.config),
  }));
  app.patch("/api/admin/users/:id", allow("admin.changeRole"), async (request) => {
    const { id } = userParamsSchema.parse(request.params);
    const { role } = updateRoleRequestSchema.parse(request.body ?? {});
    return changeRole(ctx.db, request.user, id, role, ctx.config);
  });
}
