import type { FastifyInstance } from "fastify";
import { type Me, updateMeRequestSchema } from "../../shared/api/me";
import type { AppContext } from "../app-context";
import { updateProfile } from "./service";

export async function meRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { requireUser } = ctx.guards;

  app.get("/api/me", { preHandler: requireUser }, async (request): Promise<Me> => request.user);

  app.patch("/api/me", { preHandler: requireUser }, async (request): Promise<Me> => {
    const changes = updateMeRequestSchema.parse(request.body ?? {});
    await updateProfile(ctx.db, request.user.id, changes);
    const updated = await ctx.readUser(request);
    return updated ?? request.user;
  });
}
