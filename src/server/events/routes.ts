import type { FastifyInstance } from "fastify";
import { eventsQuerySchema, presenceRequestSchema } from "../../shared/api/events";
import { projectParamsSchema } from "../../shared/api/projects";
import type { AppContext } from "../app-context";
import { AppError, badRequest, errorBody, notFound } from "../errors";
import { findReadable } from "../projects/access";
import { focusBlock } from "./presence";
import { openEventStream } from "./stream";
import { createStreamLimits, STREAM_RETRY_AFTER_SECONDS } from "./stream-limits";

function lastEventIdHeader(value: string | string[] | undefined): number | null {
  if (value === undefined) return null;
  const text = Array.isArray(value) ? value[0] : value;
  if (!/^\d{1,15}$/.test(text.trim())) throw badRequest("Last-Event-ID must be an event id (a number)");
  return Number(text);
}

export async function eventRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const limits = createStreamLimits(ctx.config);
  // Readable without an account when the project is public, like the project itself.
  app.get("/api/projects/:id/events", async (request, reply) => {
    const { id } = projectParamsSchema.parse(request.params);
    const query = eventsQuerySchema.parse(request.query);
    const lastEventId = lastEventIdHeader(request.headers["last-event-id"]) ?? query.lastEventId ?? null;
    const viewer = await ctx.readUser(request);
    await findReadable(ctx.db, viewer, id);
    let release: () => void;
    try {
      release = limits.acquire({ userId: viewer?.id ?? null, address: request.ip });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return reply
        .status(error.status)
        .header("retry-after", String(STREAM_RETRY_AFTER_SECONDS))
        .send(errorBody(error.code, error.message));
    }

    let untrack = () => {};
    reply.raw.once("close", () => release());
    await openEventStream(reply, {
      db: ctx.db,
      hub: ctx.events.hub,
      projectId: id,
      viewer,
      clientId: query.client ?? null,
      lastEventId,
      onOpen: (connectionId) => {
        untrack = ctx.events.track(connectionId, () => reply.raw.end());
      },
      onClose: () => untrack(),
    });
  });

  app.post("/api/projects/:id/presence", { preHandler: ctx.guards.requireUser }, async (request, reply) => {
    const { id } = projectParamsSchema.parse(request.params);
    const { client, blockId } = presenceRequestSchema.parse(request.body ?? {});
    await findReadable(ctx.db, request.user, id);
    if (!(await focusBlock(ctx.db, { projectId: id, userId: request.user.id, clientId: client, blockId }))) {
      throw notFound("No open event stream of this tab on this project: open /events with ?client= first");
    }
    await ctx.events.hub.signal("presence", id);
    return reply.status(204).send();
  });
}
