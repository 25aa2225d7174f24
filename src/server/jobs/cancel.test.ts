import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "../db/schema";
import { setupAiTestApp } from "../test/ai-app";
import type { TestUser } from "../test/app";
import { factories } from "../test/factories";
import { defaultAnswer } from "../test/fake-ai";

const t = setupAiTestApp({
  AI_API_KEY: "sk-cancel",
  AI_TIMEOUT_MS: "10000",
  AI_BATCH_SIZE: "2",
  AI_CONCURRENCY: "1",
});
const make = factories(t);

const PARAGRAPHS = ["Primeiro.", "Segundo.", "Terceiro.", "Quarto.", "Quinto.", "Sexto."];

/** Every call after the first `fast` ones answers slowly, so the job is surely mid-run. */
function slowAfter(fast: number) {
  let calls = 0;
  t.fake.answer = (request) => {
    calls += 1;
    const answer = defaultAnswer(request);
    return calls > fast && answer.kind === "ok" ? { ...answer, delayMs: 5000 } : answer;
  };
}

async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function jobOf(user: TestUser) {
  const [job] = await t.database.db.select().from(jobs).where(eq(jobs.userId, user.id));
  return job;
}

const cancel = (id: string, cookie?: string) =>
  t.app.inject({ method: "DELETE", url: `/api/jobs/${id}`, headers: cookie ? { cookie } : {} });

describe("cancelling an AI job", () => {
  it("ends a running analysis as cancelled at once; no call starts after it", async () => {
    const user = await make.user();
    slowAfter(0);
    const pending = t.app.inject({
      method: "POST",
      url: "/api/analyze",
      headers: { cookie: user.cookie, accept: "text/event-stream" },
      payload: { text: PARAGRAPHS.join("\n") },
    });
    await until(() => t.fake.requests.length === 1);
    const job = await jobOf(user);

    const started = performance.now();
    const res = await cancel(job.id, user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: job.id, kind: "analyze", status: "cancelled" });
    expect(performance.now() - started).toBeLessThan(2000);

    // The request following the job ends with a clear error, not a result.
    const streamed = await pending;
    expect(streamed.body).toContain("event: error");
    expect(streamed.body).toContain('"reason":"JOB_CANCELLED"');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.fake.requests).toHaveLength(1);

    await until(async () => (await jobOf(user)).usage !== null);
    const snapshot = await t.app.inject({ url: `/api/jobs/${job.id}`, headers: { cookie: user.cookie } });
    expect(snapshot.json()).toMatchObject({ status: "cancelled", usage: { calls: 1 } });
  });

  it("saves nothing of a cancelled translation", async () => {
    const owner = await make.user();
    const project = await make.project(owner);
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${project.id}/blocks`,
      headers: { cookie: owner.cookie },
      payload: { baseVersion: 1, blocks: PARAGRAPHS.map((originalText) => ({ type: "HOOK", originalText })) },
    });
    slowAfter(1);
    const pending = t.app.inject({
      method: "POST",
      url: `/api/projects/${project.id}/translate`,
      headers: { cookie: owner.cookie },
      payload: { language: "es" },
    });
    await until(() => t.fake.requests.length === 2);
    expect((await cancel((await jobOf(owner)).id, owner.cookie)).json().status).toBe("cancelled");

    const res = await pending;
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: "CONFLICT", reason: "JOB_CANCELLED" });
    const blocks = (
      await t.app.inject({ url: `/api/projects/${project.id}/blocks`, headers: { cookie: owner.cookie } })
    ).json();
    expect(blocks.version).toBe(put.json().version);
    expect(blocks.blocks.every((b: { translations?: Record<string, string> }) => !b.translations?.es)).toBe(
      true,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.fake.requests).toHaveLength(2);
  });

  it("cancels only its owner's unfinished jobs, with clear errors otherwise", async () => {
    const owner = await make.user();
    const other = await make.user();
    const done = await t.app.inject({
      method: "POST",
      url: "/api/analyze",
      headers: { cookie: owner.cookie },
      payload: { text: "Um parágrafo." },
    });
    const id = String(done.headers["content-location"]).split("/").pop()!;

    const finished = await cancel(id, owner.cookie);
    expect(finished.statusCode).toBe(409);
    expect(finished.json().error).toMatchObject({ code: "CONFLICT", reason: "JOB_FINISHED" });
    expect((await cancel(id, other.cookie)).statusCode).toBe(404);
    expect((await cancel("00000000-0000-4000-8000-000000000000", owner.cookie)).statusCode).toBe(404);
    const bad = await cancel("not-a-job", owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/job id/);
    expect((await cancel(id)).statusCode).toBe(401);
  });
});
