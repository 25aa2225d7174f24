import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { jobs } from "../db/schema";
import { setupTestApp, TEST_SECRET } from "../test/app";
import { factories } from "../test/factories";
import { type FakeAi, startFakeAi } from "../test/fake-ai";

let fake: FakeAi;
beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const aiEnv = () => ({
  AI_API_KEY: "sk-test",
  AI_MODEL: "fake-main",
  AI_MODEL_FAST: "fake-fast",
  AI_TIMEOUT_MS: "2000",
  AI_BASE_URL: fake.url,
});
const t = setupTestApp({ config: { aiRetryBaseMs: 5 }, lateEnv: aiEnv });
const make = factories(t);

const text = ["Descubra o segredo de 12 mil mulheres.", "Garantia de 30 dias.", "Clique abaixo agora."].join(
  "\n",
);
const analyze = (cookie: string, accept?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/analyze",
    headers: { cookie, ...(accept ? { accept } : {}) },
    payload: { text },
  });

describe("AI work as jobs", () => {
  it("names the job of an analysis, which any request of its owner can read or follow to the end", async () => {
    const user = await make.user();
    const streamed = await analyze(user.cookie, "text/event-stream");
    const location = String(streamed.headers["content-location"]);
    expect(location).toMatch(/^\/api\/jobs\/[0-9a-f-]{36}$/);

    const snapshot = await t.app.inject({ url: location, headers: { cookie: user.cookie } });
    expect(snapshot.statusCode).toBe(200);
    expect(snapshot.json()).toMatchObject({
      kind: "analyze",
      status: "done",
      progress: { done: 3, total: 3 },
      result: { engine: "ai" },
    });
    expect(snapshot.json().result.blocks).toHaveLength(3);

    // Following a finished job answers its result at once, as the stream would have ended.
    const followed = await t.app.inject({
      url: location,
      headers: { cookie: user.cookie, accept: "text/event-stream" },
    });
    expect(followed.body).toContain("event: result");
    expect(followed.body).toContain('"engine":"ai"');

    const other = await make.user();
    expect((await t.app.inject({ url: location, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: location })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: "/api/jobs/nope", headers: { cookie: user.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/job id/);
  });

  it("lets another instance follow a job started on this one, progress and result", async () => {
    const user = await make.user();
    fake.answer = () => ({ kind: "ok", content: '{"block_type":"HOOK","confidence":0.9}', delayMs: 150 });
    const config = loadConfig({ LOG_LEVEL: "silent", ...aiEnv() }, { serveWeb: false, aiRetryBaseMs: 5 });
    const other = await buildApp({ config, database: t.database, authSecret: TEST_SECRET });
    try {
      const started = analyze(user.cookie);
      let jobId: string | undefined;
      await expect
        .poll(async () => {
          jobId = (await t.database.db.select({ id: jobs.id }).from(jobs))[0]?.id;
          return jobId;
        })
        .toBeDefined();
      const followed = await other.inject({
        url: `/api/jobs/${jobId}`,
        headers: { cookie: user.cookie, accept: "text/event-stream" },
      });
      expect(followed.body).toContain("event: progress");
      expect(followed.body).toContain('"done":3,"total":3');
      expect(followed.body).toContain("event: result");
      expect((await started).json().blocks).toHaveLength(3);
    } finally {
      await other.close();
    }
  });

  it("runs a translation as a job whose stored answer is the one the request got", async () => {
    const user = await make.user();
    const project = await make.project(user, { blocks: 2 });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/projects/${project.id}/translate`,
      headers: { cookie: user.cookie },
      payload: { language: "es" },
    });
    expect(res.statusCode).toBe(200);
    const job = await t.app.inject({
      url: String(res.headers["content-location"]),
      headers: { cookie: user.cookie },
    });
    expect(job.json()).toMatchObject({ kind: "translate", status: "done", result: res.json() });
  });
});
