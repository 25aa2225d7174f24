import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupTestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";
import { type FakeAi, type FakeAnswer, startFakeAi } from "../test/fake-ai";

// A provider that is slow or answers garbage must give the local fallback or a clear 502
// AI_UNAVAILABLE within the time limit: never a wait of several time limits, never a 500.
const TIMEOUT_MS = 1500;
/** The time limit plus room for a loaded machine; several time limits in a row would exceed it. */
const ANSWER_BY_MS = TIMEOUT_MS + 1500;

let fake: FakeAi;
beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const t = setupTestApp({
  env: { AI_API_KEY: "sk-fault-test", AI_TIMEOUT_MS: String(TIMEOUT_MS) },
  // The real retry waits (1 s, 2 s, …): the time limit has to hold with them.
  config: { aiRetryBaseMs: 1000 },
  lateEnv: () => ({ AI_BASE_URL: fake.url }),
});
const make = factories(t);

const modes: Record<string, FakeAnswer> = {
  "answers after the time limit": { kind: "ok", content: "tarde demais", delayMs: 8000 },
  "answers invalid JSON": { kind: "malformed" },
  "answers an empty choice list": {
    kind: "raw",
    status: 200,
    contentType: "application/json",
    body: JSON.stringify({ id: "x", object: "chat.completion", created: 1, model: "m", choices: [] }),
  },
  "answers an HTTP 500 page": {
    kind: "raw",
    status: 500,
    contentType: "text/html",
    body: "<html><body><h1>500 Internal Server Error</h1></body></html>",
  },
};

async function timed(user: TestUser, method: "POST", url: string, payload: object) {
  const started = performance.now();
  const res = await t.app.inject({ method, url, headers: { cookie: user.cookie }, payload });
  return { res, ms: performance.now() - started };
}

describe.each(Object.entries(modes))("an AI provider that %s", (_mode, answer) => {
  beforeEach(() => {
    fake.answer = () => answer;
  });

  it("toolbar actions answer 502 AI_UNAVAILABLE within the time limit", async () => {
    const user = await make.user();
    const { res, ms } = await timed(user, "POST", "/api/ai/expand", { text: "Um bloco para expandir." });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: "AI_UNAVAILABLE",
      message: expect.stringMatching(/did not answer/),
    });
    expect(ms).toBeLessThan(ANSWER_BY_MS);
  });

  it("block typing falls back to the local rules within the time limit", async () => {
    const user = await make.user();
    const text = "Descubra o segredo.\n\nVocê tem garantia de 30 dias.\n\nClique no botão abaixo.";
    const { res, ms } = await timed(user, "POST", "/api/analyze", { text });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ engine: "rules", fallbackReason: expect.any(String) });
    expect(res.json().blocks).toHaveLength(3);
    expect(ms).toBeLessThan(ANSWER_BY_MS);
  });

  it("translation answers within the time limit with the block marked failed, never a 500", async () => {
    const user = await make.user();
    const project = await make.project(user);
    await t.app.inject({
      method: "PUT",
      url: `/api/projects/${project.id}/blocks`,
      headers: { cookie: user.cookie },
      payload: {
        baseVersion: 1,
        blocks: [{ type: "HOOK", originalText: "Click the button below now", expansion: "" }],
      },
    });
    const { res, ms } = await timed(user, "POST", `/api/projects/${project.id}/translate`, {
      language: "pt",
    });
    expect(ms).toBeLessThan(ANSWER_BY_MS);
    // Nothing was translated: the block says so (or, where every block failing is refused as a
    // whole, the answer is TRANSLATION_FAILED); either way nothing pretends to be a translation.
    if (res.statusCode === 200) {
      expect(res.json().blocks[0]).toMatchObject({ translation: "", translationFailed: true });
    } else {
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe("TRANSLATION_FAILED");
    }
  });
});
