import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, errorBody } from "../errors";

export const wantsEventStream = (request: FastifyRequest) =>
  (request.headers.accept ?? "").includes("text/event-stream");

/**
 * Runs long work and answers it as server-sent events: `progress` events while it runs, then one
 * `result` event with the same JSON a plain request gets, or one `error` event with our error shape.
 */
export async function streamWork<T>(
  reply: FastifyReply,
  work: (progress: (done: number, total: number) => void) => Promise<T>,
  /** Extra response headers (e.g. where to follow the job after a reconnect). */
  headers: Record<string, string> = {},
) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
    ...headers,
  });
  // Node holds the headers back until the first event, which may be a long AI call away: the
  // client needs them at once to learn the job it may cancel or follow again.
  raw.flushHeaders();
  const send = (event: string, data: unknown) => {
    if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  try {
    const result = await work((done, total) => send("progress", { done, total }));
    send("result", result);
  } catch (err) {
    if (err instanceof AppError) send("error", errorBody(err.code, err.message, undefined, err));
    else {
      reply.log.error({ err }, "streamed work failed");
      send("error", errorBody("INTERNAL", "Something went wrong on our side"));
    }
  } finally {
    raw.end();
  }
}
