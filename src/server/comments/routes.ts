import type { FastifyInstance } from "fastify";
import { createCommentRequestSchema, mentionQuerySchema } from "../../shared/api/comments";
import { projectParamsSchema } from "../../shared/api/projects";
import type { AppContext } from "../app-context";
import { listComments, mentionSuggestions, postComment } from "./service";

export async function commentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook("preHandler", ctx.guards.requireUser);

  app.get("/api/projects/:id/comments", async (request) => {
    const { id } = projectParamsSchema.parse(request.params);
    return { comments: await listComments(ctx.db, request.user, id) };
  });

  app.post("/api/projects/:id/comments", async (request, reply) => {
    const { id } = projectParamsSchema.parse(request.params);
    const { content } = createCommentRequestSchema.parse(request.body ?? {});
    const comment = await postComment(ctx.db, request.user, id, content);
    await ctx.events.publishComment(id, comment.id);
    return reply.status(201).send(comment);
  });

  app.get("/api/mentions", async (request) => {
    const { q, exclude } = mentionQuerySchema.parse(request.query);
    return { projects: await mentionSuggestions(ctx.db, request.user, q, exclude) };
  });
}
