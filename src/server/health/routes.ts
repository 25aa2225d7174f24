import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../app-context";

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get("/api/health", async (_request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { ok: true as const };
    } catch (err) {
      app.log.error({ err }, "health check: database did not answer");
      return reply
        .status(503)
        .send({ ok: false, error: { code: "UNAVAILABLE", message: "Database unavailable" } });
    }
  });
}
