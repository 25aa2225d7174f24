import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Config } from "../config";
import { setupTestApp, type TestApp } from "./app";
import { type FakeAi, startFakeAi } from "./fake-ai";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type AiTestApp = TestApp & {
  /** The fake provider the app calls, reset to its default answers before each test. */
  readonly fake: FakeAi;
  /** A JSON request as the user whose session cookie is given. */
  call(method: Method, url: string, cookie: string, payload?: object): Promise<LightMyRequestResponse>;
};

/**
 * setupTestApp with an AI provider: starts the fake OpenAI-compatible server for the file and
 * points the app at it. `env` adds to (or replaces) the defaults below; retries wait 5 ms.
 */
export function setupAiTestApp(env: Record<string, string> = {}, config: Partial<Config> = {}): AiTestApp {
  let fake: FakeAi | undefined;
  beforeAll(async () => {
    fake = await startFakeAi();
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake?.reset());
  const t = setupTestApp({
    env: {
      AI_API_KEY: "sk-test",
      AI_MODEL: "fake-main",
      AI_MODEL_FAST: "fake-fast",
      AI_TIMEOUT_MS: "2000",
      ...env,
    },
    config: { aiRetryBaseMs: 5, ...config },
    // The fake's URL is only known once it listens.
    lateEnv: () => ({ AI_BASE_URL: (fake as FakeAi).url }),
  });
  // A getter, not a copy: the fake exists only once beforeAll has run.
  Object.defineProperty(t, "fake", {
    get() {
      if (!fake) throw new Error("the fake AI provider starts in beforeAll");
      return fake;
    },
  });
  const call: AiTestApp["call"] = (method, url, cookie, payload) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  return Object.assign(t, { call }) as AiTestApp;
}
