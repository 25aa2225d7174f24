import type { FastifyInstance } from "fastify";
import { exactMatchesRequestSchema, memoryQuerySchema } from "../../shared/api/translation-memory";
import type { AppContext } from "../app-context";
import { exactKey, exactMatches, findMatches, translationOverview } from "./service";

export async function translationMemoryRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook("preHandler", ctx.guards.requireUser);

  app.get("/api/translation-memory", async (request) => {
    const query = memoryQuerySchema.parse(request.query);
    return { matches: await findMatches(ctx.db, request.user, query) };
  });

  // A POST only because a project's originals do not fit in a URL: it reads and changes nothing.
  app.post("/api/translation-memory/exact", async (request) => {
    const { language, texts } = exactMatchesRequestSchema.parse(request.body ?? {});
    const found = await exactMatches(ctx.db, request.user.id, language, texts);
    const matches = [...new Set(texts)].flatMap((text) => {
      const target = found.get(exactKey(text));
      return target ? [{ text, target }] : [];
    });
    return { matches };
  });

  app.get("/api/translation-overview", async (request) => translationOverview(ctx.db, request.user));
}
