import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { signInRequestSchema, signUpRequestSchema } from "../../shared/api/auth";
import { databaseUnavailable, describeZodError, errorBody } from "../errors";
import { registerJsonParser } from "../http/json-body";
import { type Auth, CLIENT_IP_HEADER } from "./auth";
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  isWeakPassword,
  type PasswordOwner,
  WEAK_PASSWORD_MESSAGE,
} from "./password-rules";
import type { SignInLimiter } from "./sign-in-limit";

const SIGN_IN_PATH = "/api/auth/sign-in/email";
const SIGN_UP_PATH = "/api/auth/sign-up/email";
const CHANGE_PASSWORD_PATH = "/api/auth/change-password";
const RESET_PASSWORD_PATH = "/api/auth/reset-password";

/** Bodies we check ourselves first, so a bad field gets a message naming it. */
const bodySchemas: Record<string, typeof signUpRequestSchema | typeof signInRequestSchema> = {
  [SIGN_UP_PATH]: signUpRequestSchema,
  [SIGN_IN_PATH]: signInRequestSchema,
};

/**
 * The new password a request sets (sign-up, change, reset) and whose it is, so it can be checked
 * against their own e-mail and name before better-auth takes it; null for other requests.
 */
async function newPasswordAndOwner(
  auth: Auth,
  request: FastifyRequest,
  path: string,
): Promise<{ password: string; owner: PasswordOwner } | null> {
  if (request.method !== "POST") return null;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  if (path === SIGN_UP_PATH) {
    const password = text(body.password);
    return password === null ? null : { password, owner: { email: text(body.email), name: text(body.name) } };
  }
  const password = text(body.newPassword);
  if (password === null) return null;
  if (path === CHANGE_PASSWORD_PATH) {
    const session = await auth.api.getSession({ headers: toFetchHeaders(request) }).catch(() => null);
    return { password, owner: session?.user ?? {} };
  }
  if (path === RESET_PASSWORD_PATH && text(body.token)) {
    const context = await auth.$context;
    const found = await context.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
    const user = found ? await context.internalAdapter.findUserById(found.value) : null;
    return { password, owner: user ?? {} };
  }
  return null;
}

/** better-auth's status codes that our API contract spells differently. */
function ourStatus(status: number, code: string | undefined): number {
  if (status === 422 && code?.includes("ALREADY_EXISTS")) return 409;
  if (status === 422) return 400;
  return status;
}

export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Mounts better-auth's handler on /api/auth/* inside Fastify. */
export async function authRoutes(
  app: FastifyInstance,
  {
    auth,
    signInLimiter,
    databaseAnswers,
  }: { auth: Auth; signInLimiter: SignInLimiter; databaseAnswers: () => Promise<boolean> },
) {
  // In this scope an empty JSON body is allowed (sign-out is often sent without one).
  registerJsonParser(app, { allowEmpty: true });

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    // Sign-in answers carry session tokens next to what the visitor typed: compressing them would
    // let a length-watching attacker guess the tokens (BREACH). They are small anyway.
    compress: false,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split("?")[0];
      const schema = bodySchemas[path];
      if (schema && request.method === "POST") {
        const parsed = schema.safeParse(request.body ?? {});
        if (!parsed.success) {
          return reply.status(400).send(errorBody("VALIDATION_FAILED", describeZodError(parsed.error)));
        }
        // Said before anything else, even for an e-mail already registered (better-auth checks
        // that first); the hash function refuses the same passwords on every other route.
        if (path === SIGN_UP_PATH && isCommonPassword((parsed.data as { password: string }).password)) {
          return reply.status(400).send(errorBody("PASSWORD_TOO_COMMON", COMMON_PASSWORD_MESSAGE));
        }
      }
      const newPassword = await newPasswordAndOwner(auth, request, path);
      if (newPassword && isWeakPassword(newPassword.password, newPassword.owner)) {
        return reply.status(400).send(errorBody("PASSWORD_TOO_WEAK", WEAK_PASSWORD_MESSAGE));
      }
      let url: URL;
      try {
        url = new URL(request.url, `${request.protocol}://${request.host}`);
      } catch {
        return reply.status(400).send(errorBody("BAD_REQUEST", "The Host header is not a valid host name"));
      }
      const signInEmail =
        path === SIGN_IN_PATH && request.method === "POST" ? (request.body as { email: string }).email : null;
      if (signInEmail !== null) {
        const verdict = await signInLimiter.attempt(signInEmail, request.ip);
        if (!verdict.allowed) {
          return reply
            .status(429)
            .header("retry-after", String(verdict.retryAfterSeconds))
            .send(
              errorBody("RATE_LIMITED", verdict.message, undefined, {
                reason: "SIGN_IN_LIMITED",
                params: { minutes: verdict.retryAfterMinutes },
              }),
            );
        }
      }

      const hasBody = request.method !== "GET" && request.body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: toFetchHeaders(request),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );

      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
      }
      const secure = request.protocol === "https";
      const cookies = response.headers
        .getSetCookie()
        .map((c) => (secure && !/;\s*secure/i.test(c) ? `${c}; Secure` : c));
      if (cookies.length > 0) reply.header("set-cookie", cookies);

      const text = await response.text();
      // better-auth turns its own failures into a 500; while the database is away that is a 503.
      if (response.status >= 500 && !(await databaseAnswers())) throw databaseUnavailable();
      if (signInEmail !== null) {
        if (response.ok) await signInLimiter.recordSuccess(signInEmail, request.ip);
        else if (response.status !== 401) await signInLimiter.takeBack(signInEmail, request.ip);
      }
      if (response.status >= 400) {
        const body = safeJson(text) as { code?: string; message?: string } | undefined;
        const status = ourStatus(response.status, body?.code);
        const message = body?.message || response.statusText || "Authentication failed";
        return reply
          .status(status)
          .header("content-type", "application/json; charset=utf-8")
          .send(errorBody(body?.code || fallbackCode(status), message));
      }
      return reply.send(text === "" ? null : text);
    },
  });
}

function fallbackCode(status: number): string {
  if (status === 404) return "NOT_FOUND";
  if (status === 429) return "RATE_LIMITED";
  return "BAD_REQUEST";
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
