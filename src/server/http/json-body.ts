import type { FastifyInstance } from "fastify";
import { AppError, badRequest } from "../errors";

/**
 * The JSON body parser of every route. Beyond JSON.parse it refuses the NUL character, which
 * PostgreSQL text cannot store (it would fail as a 500 deep in a query), and drops "__proto__"
 * keys so a body can never reach an object's prototype.
 */
export function parseJsonBody(text: string): unknown {
  return JSON.parse(text, (key, value) => {
    if (key === "__proto__") return undefined;
    if (typeof value === "string" && value.includes("\u0000")) {
      throw badRequest(`${key || "body"}: text cannot contain the NUL character (\\u0000)`);
    }
    return value;
  });
}

export function registerJsonParser(app: FastifyInstance, { allowEmpty }: { allowEmpty: boolean }) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    // Inflating a compressed body would slip past the body size limit, so only plain JSON is read.
    const encoding = request.headers["content-encoding"]?.trim().toLowerCase();
    if (encoding && encoding !== "identity") {
      const message = `Content-Encoding ${encoding} is not accepted: send the JSON body uncompressed`;
      return done(new AppError(415, "UNSUPPORTED_MEDIA_TYPE", message), undefined);
    }
    const text = String(body);
    if (text.trim() === "") {
      if (allowEmpty) return done(null, undefined);
      return done(badRequest("Request body is empty but Content-Type is application/json"), undefined);
    }
    try {
      done(null, parseJsonBody(text));
    } catch (error) {
      done(error instanceof AppError ? error : badRequest("Request body is not valid JSON"), undefined);
    }
  });
}

const hasNul = (value: unknown): boolean =>
  typeof value === "string" ? value.includes("\u0000") : Array.isArray(value) && value.some(hasNul);

/** The same NUL rule for the query string and path parameters. */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    for (const [where, values] of [
      ["query", request.query],
      ["params", request.params],
    ] as const) {
      for (const [name, value] of Object.entries((values ?? {}) as Record<string, unknown>)) {
        if (hasNul(value))
          throw badRequest(`${name}: the ${where} cannot contain the NUL character (\\u0000)`);
      }
    }
  });
}
