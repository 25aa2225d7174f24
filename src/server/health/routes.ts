import type { FastifyInstance } from "fastify";
import type { AppContext } from "../app-context";
import { DATABASE_UNAVAILABLE_MESSAGE, databaseAnswers } from "../db/availability";
import { DATABASE_RETRY_AFTER_SECONDS, errorBody } from "../errors";

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // 200 once the database answers; 503 while it is away (in time for a load balancer to notice).
  app.get("/api/health", async (_request, reply) => {
    if (await databaseAnswers(ctx.db)) return { ok: true as const };
    app.log.warn("health check: the database did not answer");
    return reply
      .status(503)
      .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ ok: false, ...errorBody("DATABASE_UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE) });
  });
}
