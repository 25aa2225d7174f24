import { type EventSourceMessage, EventSourceParserStream } from "eventsource-parser/stream";
import type { z } from "zod";
import { ApiError, parseErrorBody } from "./api-client";
import { trackJob } from "./running-jobs";

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type Progress = { done: number; total: number };

/**
 * An `error` event arrives after a 200 header, so its status comes from the stable code: callers
 * can treat a streamed 409 or 429 exactly like a plain one.
 */
const STATUS_BY_CODE: Record<string, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  AI_PROVIDER_REQUIRED: 422,
  TRANSLATION_FAILED: 422,
  INTERNAL: 500,
  AI_UNAVAILABLE: 502,
  DATABASE_UNAVAILABLE: 503,
};

/** The ApiError an `error` event stands for. */
export function streamedError(data: string): ApiError {
  const body = parseJson(data) as { error?: { code?: unknown } } | null;
  const code = body?.error?.code;
  const status = typeof code === "string" ? (STATUS_BY_CODE[code] ?? 500) : 500;
  return parseErrorBody(status, body);
}

/** How often a dropped stream is picked up again from its job before giving up. */
const FOLLOW_ATTEMPTS = 5;
const FOLLOW_BACKOFF_MS = [500, 1000, 2000, 4000, 8000];

/** Errors that mean the connection broke, not that the work failed. */
const isBrokenStream = (error: unknown) =>
  error instanceof ApiError && (error.code === "NETWORK_ERROR" || error.code === "INCOMPLETE_STREAM");

function wait(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("Aborted", "AbortError"));
    });
  });
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { credentials: "same-origin", ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK_ERROR", "Could not reach the server");
  }
}

/**
 * POSTs JSON asking for server-sent events: calls `onProgress` for each `progress` event and
 * resolves with the `result` event parsed by `schema`. An `error` event, a non-2xx answer or a
 * stream that ends without a result rejects with the app's ApiError. A server that answers plain
 * JSON (no stream) is accepted too. Long work runs as a job the answer names (Content-Location):
 * when the connection drops, the job is followed again there (any server can answer), so a
 * flaky network or a restarted server does not lose the work.
 */
export async function postWithProgress<T>(
  url: string,
  body: unknown,
  schema: z.ZodType<T>,
  onProgress: (progress: Progress) => void,
  { signal, onJob }: { signal?: AbortSignal; onJob?: (url: string) => void } = {},
): Promise<T> {
  const response = await send(url, {
    method: "POST",
    signal,
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
  });

  const finish = (data: unknown): T => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new ApiError(502, "INVALID_RESPONSE", `Unexpected response from ${url}`);
    return parsed.data;
  };

  const contentType = response.headers.get("content-type") ?? "";
  if (!response.ok || !contentType.includes("text/event-stream") || !response.body) {
    const data = parseJson(await response.text());
    if (!response.ok) throw parseErrorBody(response.status, data);
    return finish(data);
  }

  const job = response.headers.get("content-location");
  if (!job) return readProgressStream(response, finish, onProgress);
  onJob?.(job);
  // Followed until it ends, so the editor can ask before the writer leaves while it runs.
  const untrack = trackJob(job);
  try {
    return await followJob(job, response, finish, onProgress, signal);
  } finally {
    untrack();
  }
}

/** Reads a job's stream to its end, picking the job up again when the connection drops. */
async function followJob<T>(
  job: string,
  first: Response,
  finish: (data: unknown) => T,
  onProgress: (progress: Progress) => void,
  signal?: AbortSignal,
): Promise<T> {
  let response = first;
  for (let attempt = 0; ; attempt++) {
    try {
      return await readProgressStream(response, finish, onProgress);
    } catch (error) {
      if (!isBrokenStream(error) || attempt >= FOLLOW_ATTEMPTS) throw error;
    }
    await wait(FOLLOW_BACKOFF_MS[attempt], signal);
    try {
      response = await send(job, { signal, headers: { accept: "text/event-stream" } });
    } catch (error) {
      if (isBrokenStream(error)) continue;
      throw error;
    }
    if (!response.ok) throw parseErrorBody(response.status, parseJson(await response.text()));
  }
}

/** Reads one text/event-stream answer to its `result` (or `error`). */
async function readProgressStream<T>(
  response: Response,
  finish: (data: unknown) => T,
  onProgress: (progress: Progress) => void,
): Promise<T> {
  if (!response.body) throw new ApiError(502, "INCOMPLETE_STREAM", "The server stopped before finishing");
  // An event split anywhere across chunks, even inside a CRLF, is the parser's job.
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  const handle = ({ event, data }: EventSourceMessage): { value: T } | null => {
    if (event === "progress") {
      const p = parseJson(data) as Partial<Progress> | null;
      if (p && typeof p.done === "number" && typeof p.total === "number")
        onProgress({ done: p.done, total: p.total });
    } else if (event === "result") {
      return { value: finish(parseJson(data)) };
    } else if (event === "error") {
      throw streamedError(data);
    }
    return null;
  };

  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const outcome = handle(value);
      if (outcome) return outcome.value;
    }
  } catch (error) {
    if (error instanceof ApiError || (error instanceof DOMException && error.name === "AbortError"))
      throw error;
    throw new ApiError(0, "NETWORK_ERROR", "The connection closed before the work finished");
  } finally {
    reader.cancel().catch(() => {});
  }
  throw new ApiError(502, "INCOMPLETE_STREAM", "The server stopped before finishing");
}
