import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeEach } from "vitest";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { Database } from "../db/open";
import { resetDatabase, testDatabase } from "./database";

export const ADMIN_EMAIL = "admin@example.com";
export const TEST_SECRET = "test-secret-test-secret-test-secret-000";

export type TestApp = { app: FastifyInstance; database: Database };

/**
 * Builds the real app over the worker's shared database, resets that database before each test,
 * and closes the app after the file. Call at the top of a test file.
 */
export function setupTestApp(
  overrides: {
    env?: Record<string, string>;
    config?: Partial<Config>;
    lateEnv?: () => Record<string, string>;
  } = {},
) {
  const holder = {} as TestApp;
  beforeEach(async () => {
    if (!holder.app) {
      const config = loadConfig(
        {
          LOG_LEVEL: "silent",
          ADMIN_EMAILS: ADMIN_EMAIL,
          SIGN_IN_RATE_LIMIT: "1000",
          API_WRITE_RATE_LIMIT: "100000",
          ...overrides.env,
          ...overrides.lateEnv?.(),
        },
        { serveWeb: false, ...overrides.config },
      );
      holder.database = await testDatabase();
      holder.app = await buildApp({ config, database: holder.database, authSecret: TEST_SECRET });
      await holder.app.ready();
    }
    await resetDatabase(holder.database);
  });
  afterAll(async () => {
    await holder.app?.close();
  });
  return holder;
}

let counter = 0;

export type TestUser = { id: string; email: string; name: string; password: string; cookie: string };

/** Signs a new user up through the real auth route and returns the session cookie. */
export async function signUp(
  app: FastifyInstance,
  fields: Partial<Pick<TestUser, "email" | "name" | "password">> = {},
): Promise<TestUser> {
  counter += 1;
  const email = fields.email ?? `user${counter}-${Date.now()}@example.com`;
  const name = fields.name ?? `User ${counter}`;
  const password = fields.password ?? "secret123";
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    payload: { email, password, name },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { user: { id: string } };
  return { id: body.user.id, email, name, password, cookie: sessionCookie(res) };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const cookie = list.find((c) => c.includes("session_token="));
  if (!cookie) throw new Error("no session cookie in response");
  return cookie.split(";")[0];
}
