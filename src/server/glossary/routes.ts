import type { FastifyInstance } from "fastify";
import {
  createGlossaryTermSchema,
  glossaryTermParamsSchema,
  updateGlossaryTermSchema,
} from "../../shared/api/glossary";
import { projectParamsSchema } from "../../shared/api/projects";
import type { AppContext } from "../app-context";
import { applicableTerms, createTerm, deleteTerm, listTerms, updateTerm } from "./service";

export async function glossaryRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  app.addHook("preHandler", ctx.guards.requireUser);

  app.get("/api/glossary", async (request) => ({ terms: await listTerms(db, request.user, null) }));

  app.post("/api/glossary", async (request, reply) => {
    const input = createGlossaryTermSchema.parse(request.body ?? {});
    return reply.status(201).send(await createTerm(db, request.user, null, input));
  });

  app.get("/api/projects/:id/glossary", async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    return { terms: await listTerms(db, request.user, id) };
  });

  app.get("/api/projects/:id/glossary/applicable", async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    return { terms: await applicableTerms(db, request.user, id) };
  });

  app.post("/api/projects/:id/glossary", async (request, reply) => {
    const { id } = projectParamsSchema.parse(request.params);
    const input = createGlossaryTermSchema.parse(request.body ?? {});
    return reply.status(201).send(await createTerm(db, request.user, id, input));
  });

  app.patch("/api/glossary/:termId", async (request) => {
    const { termId } = glossaryTermParamsSchema.parse(request.params);
    const input = updateGlossaryTermSchema.parse(request.body ?? {});
    return updateTerm(db, request.user, termId, input);
  });

  app.delete("/api/glossary/:termId", async (request, reply) => {
    const { termId } = glossaryTermParamsSchema.parse(request.params);
    await deleteTerm(db, request.user, termId);
    return reply.status(204).send();
  });
}
