import type { FastifyInstance } from "fastify";
import type { HealthResponse } from "../../shared/api/health";
import type { AppContext } from "../app-context";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../db/availability";
import { DATABASE_RETRY_AFTER_SECONDS, errorBody } from "../errors";

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // 200 once the database answers; 503 while it is away (in time for a load balancer to notice).
  // `ai` tells the provider's state as this instance last saw it: the provider is never called here.
  app.get("/api/health", async (_request, reply) => {
    const ai: HealthResponse["ai"] = ctx.ai.provider ? ctx.ai.provider.breaker.state : "off";
    if (await ctx.databaseAnswers()) return { ok: true, ai } satisfies HealthResponse;
    app.log.warn("health check: the database did not answer");
    return reply
      .status(503)
      .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ ok: false, ai, ...errorBody("DATABASE_UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE) });
  });
}
