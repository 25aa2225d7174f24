import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import type { ErrorCode, ErrorParams, ErrorReason } from "../shared/api/errors";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "./db/availability";

/** An error the API reports to the client as is: a status, a stable code and a human message. */
export class AppError extends Error {
  reason?: ErrorReason;
  params?: ErrorParams;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** Extra data a client needs to act on the error (e.g. the blocks of a save conflict). */
    readonly details?: unknown,
  ) {
    super(message);
  }

  /** Names the finer reason (and the values its wording needs) so a client can say it in its own language. */
  because(reason: ErrorReason, params?: ErrorParams): this {
    this.reason = reason;
    this.params = params;
    return this;
  }
}

export const badRequest = (message: string) => new AppError(400, "BAD_REQUEST", message);
export const unauthenticated = (message = "You need to be signed in") =>
  new AppError(401, "UNAUTHENTICATED", message);
export const forbidden = (message = "You are not allowed to do this") =>
  new AppError(403, "FORBIDDEN", message);
export const notFound = (message = "Not found") => new AppError(404, "NOT_FOUND", message);
export const conflict = (message: string) => new AppError(409, "CONFLICT", message);

/** Turns zod issues into one sentence that names each bad field. */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.length > 0 ? issue.path.join(".") : "body";
      return `${field}: ${issue.message}`;
    })
    .join("; ");
}

export type ErrorWhy = { reason?: ErrorReason; params?: ErrorParams };

export const errorBody = (code: string, message: string, details?: unknown, why: ErrorWhy = {}) => ({
  error: {
    code,
    message,
    ...(why.reason ? { reason: why.reason } : {}),
    ...(why.params ? { params: why.params } : {}),
    ...(details === undefined ? {} : { details }),
  },
});

/** Fastify's own error codes for bad requests, mapped to our status and code (JSON itself is ours: http/json-body.ts). */
const fastifyErrors: Record<string, { status: number; code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: "Request body is too large",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Content-Type must be application/json",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: "BAD_REQUEST" },
  FST_ERR_VALIDATION: { status: 400, code: "VALIDATION_FAILED" },
};

/**
 * Fastify answers a few errors before any route or error handler runs: a badly encoded URL and a
 * path parameter longer than the router allows. Passed as its `frameworkErrors` option, this
 * gives them the API's error shape too.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    const message = `A part of the URL path is longer than ${MAX_PATH_PARAM_LENGTH} characters`;
    return reply.status(414).send(errorBody("URI_TOO_LONG", message));
  }
  if (error.code === "FST_ERR_BAD_URL") {
    const message = "The URL is not validly encoded: a % must be followed by two hex digits of UTF-8";
    return reply.status(400).send(errorBody("BAD_REQUEST", message));
  }
  return reply.status(400).send(errorBody("BAD_REQUEST", "The request could not be routed"));
}

/** The router's longest path parameter (Fastify's default); longer ones are answered 414. */
export const MAX_PATH_PARAM_LENGTH = 100;

const VANISHED_MESSAGE = "What this request refers to was deleted while it ran";

/**
 * A foreign key violation (SQLSTATE 23503) means a write lost a race with a delete: the project
 * or account it refers to was there when the request checked and gone when it wrote. That is a
 * 404 like any other request for something deleted, not a fault of ours.
 */
function referencesVanishedRow(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (e.code === "23503") return true;
    current = e.cause;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = () =>
  new AppError(503, "DATABASE_UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE);

/**
 * One place that shapes every error; 5xx details stay in the log, never in the response. An
 * error that comes from the database being away (a restart, a failover) is a 503 the client
 * may retry, not a 500: recognised by its code, or, for errors a library wrapped beyond
 * recognition, by `databaseAnswers` failing right after.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  { databaseAnswers }: { databaseAnswers?: () => Promise<boolean> } = {},
) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.details, error));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(errorBody("VALIDATION_FAILED", describeZodError(error)));
    }
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send(errorBody(known.code, known.message ?? error.message));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody("RATE_LIMITED", "Too many requests, try again later"));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody("BAD_REQUEST", error.message));
    }
    if (referencesVanishedRow(error)) {
      return reply.status(404).send(errorBody("NOT_FOUND", VANISHED_MESSAGE));
    }
    if (isDatabaseUnavailable(error) || (databaseAnswers && !(await databaseAnswers()))) {
      request.log.warn({ reason: error.message }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody("DATABASE_UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(errorBody("INTERNAL", "Something went wrong on our side"));
  });
}
