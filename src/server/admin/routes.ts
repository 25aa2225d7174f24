import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { updateRoleRequestSchema } from "../../shared/api/admin";
import type { AppContext } from "../app-context";
import { adminSqlScripts, changeRole, listUsers } from "./service";

const userParamsSchema = z.object({ id: z.string().min(1).max(100) });

export async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook("preHandler", ctx.guards.requireAdmin);

  app.get("/api/admin/sql", async () => ({ scripts: adminSqlScripts() }));
  app.get("/api/admin/users", async () => ({ users: await listUsers(ctx.db, ctx.config.ADMIN_EMAILS) }));
  app.patch("/api/admin/users/:id", async (request) => {
    const { id } = userParamsSchema.parse(request.params);
    const { role } = updateRoleRequestSchema.parse(request.body ?? {});
    return changeRole(ctx.db, request.user, id, role, ctx.config.ADMIN_EMAILS);
  });
}
