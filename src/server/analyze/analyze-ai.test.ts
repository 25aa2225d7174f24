import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupTestApp } from "../test/app";
import { factories } from "../test/factories";
import { type FakeAi, startFakeAi } from "../test/fake-ai";

const API_KEY = "sk-test-secret-key-never-shown";
let fake: FakeAi;
beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const t = setupTestApp({
  env: { AI_API_KEY: API_KEY, AI_MODEL: "fake-main", AI_MODEL_FAST: "fake-fast", AI_TIMEOUT_MS: "2000" },
  config: { aiRetryBaseMs: 5 },
  // The fake's URL is only known once it listens.
  lateEnv: () => ({ AI_BASE_URL: fake.url }),
});
const make = factories(t);

const text = [
  "Descubra o segredo que mudou a vida de 12 mil mulheres.",
  "Você tem garantia total de 30 dias.",
  "Clique no botão abaixo agora.",
].join("\n");

async function analyze(cookie: string, body: object = { text }, accept?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/analyze",
    headers: { cookie, ...(accept ? { accept } : {}) },
    payload: body,
  });
}

describe("AI block typing", () => {
  it("types each block with the AI, with the spec's parameters and neighbours as context", async () => {
    const user = await make.user();
    const res = await analyze(user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().engine).toBe("ai");
    expect(res.json().blocks.map((b: { type: string }) => b.type)).toEqual([
      "HOOK",
      "GUARANTEE",
      "CALL_TO_ACTION",
    ]);
    expect(res.json().blocks[0]).toMatchObject({
      confidence: 88,
      alternativeTypes: [{ type: "STORY_HOOK", confidence: 52 }],
    });
    expect(fake.requests).toHaveLength(3);
    for (const request of fake.requests) {
      expect(request).toMatchObject({ model: "fake-main", temperature: 0.3, max_tokens: 1000 });
    }
    const middle = fake.requests.find((r) =>
      r.messages[1].content.includes('Bloco a classificar: "Você tem'),
    )!;
    expect(middle.messages[1].content).toContain("Posição do bloco no texto: 50%");
    expect(middle.messages[1].content).toContain("Texto anterior (contexto)");
    expect(middle.messages[1].content).toContain("Texto seguinte (contexto)");
    expect(fake.authHeaders.every((h) => h === `Bearer ${API_KEY}`)).toBe(true);
    expect(res.body).not.toContain(API_KEY);
  });

  it("answers identical requests from the cache", async () => {
    const user = await make.user();
    await analyze(user.cookie);
    const calls = fake.requests.length;
    const again = await analyze(user.cookie);
    expect(again.json().engine).toBe("ai");
    expect(fake.requests.length).toBe(calls);
  });

  it("gives a paragraph the local model's type when the AI's answer types nothing", async () => {
    const user = await make.user();
    fake.answer = (request) =>
      request.messages[1].content.includes('classificar: "Você tem garantia')
        ? { kind: "ok", content: "no json here, sorry" }
        : request.messages[1].content.includes('classificar: "Clique')
          ? { kind: "ok", content: '{"block_type":"MAGIC_SPELL","confidence":90}' }
          : { kind: "ok", content: '{"block_type":"HOOK","confidence":80}' };
    const res = await analyze(user.cookie);
    expect(res.json().engine).toBe("ai");
    const [hook, guarantee, cta] = res.json().blocks;
    expect(hook).toMatchObject({ type: "HOOK", confidence: 80 });
    // Same fields both ways: type, confidence and alternatives from the local model.
    expect(guarantee.type).toBe("GUARANTEE");
    expect(guarantee.confidence).toBeGreaterThan(0);
    expect(Array.isArray(guarantee.alternativeTypes)).toBe(true);
    expect(cta.type).toBe("CALL_TO_ACTION");
    expect(Object.keys(cta).sort()).toEqual(Object.keys(hook).sort());
    expect(
      fake.requests.filter((r) => r.messages[1].content.includes(`classificar: "Você tem`)),
    ).toHaveLength(1);
  });

  it("shows a 0-1 confidence as a percentage and gives the local top 3 as hints", async () => {
    const user = await make.user();
    fake.answer = () => ({
      kind: "ok",
      content:
        '{"block_type":"HOOK","confidence":0.91,"alternative_types":[{"type":"USP","confidence":0.4}]}',
    });
    const res = await analyze(user.cookie, {
      text: "Descubra o segredo que mudou a vida de 12 mil mulheres.",
    });
    expect(res.json().blocks[0]).toMatchObject({
      type: "HOOK",
      confidence: 91,
      alternativeTypes: [{ type: "USP", confidence: 40 }],
    });
    expect(fake.requests[0].messages[1].content).toMatch(
      /Tipos mais prováveis segundo o classificador local \(pode errar\): [A-Z_]+ \d+%/,
    );
  });

  it("retries 429 and 503 and then succeeds", async () => {
    const user = await make.user();
    fake.answer = (_request, attempt) => {
      if (attempt === 1) return { kind: "status", status: 429 };
      if (attempt === 2) return { kind: "status", status: 503 };
      return { kind: "ok", content: '{"block_type":"HOOK","confidence":70}' };
    };
    const res = await analyze(user.cookie);
    expect(res.json().blocks.every((b: { type: string }) => b.type === "HOOK")).toBe(true);
    expect(fake.requests).toHaveLength(9);
  });

  it("does not retry a 400, and a dropped connection is retried", async () => {
    const user = await make.user();
    fake.answer = () => ({ kind: "status", status: 400 });
    const bad = await analyze(user.cookie, { text: "Um parágrafo só." });
    expect(fake.requests).toHaveLength(1);
    // Every call failed: the rules take over and say so.
    expect(bad.json()).toMatchObject({ engine: "rules", fallbackReason: expect.any(String) });

    fake.reset();
    fake.answer = (_r, attempt) =>
      attempt === 1 ? { kind: "drop" } : { kind: "ok", content: '{"block_type":"BONUS"}' };
    const dropped = await analyze(user.cookie, { text: "Outro parágrafo." });
    expect(dropped.json().blocks[0].type).toBe("BONUS");
    expect(fake.requests).toHaveLength(2);
  });

  it("falls back to the rules when the provider is slower than the timeout", async () => {
    const user = await make.user();
    fake.answer = () => ({ kind: "ok", content: '{"block_type":"HOOK"}', delayMs: 2500 });
    const res = await analyze(user.cookie, { text: "Parágrafo lento." });
    expect(res.json().engine).toBe("rules");
  }, 20_000);

  it("streams progress block by block and ends with the result", async () => {
    const user = await make.user();
    const res = await analyze(user.cookie, { text }, "text/event-stream");
    const events = res.body
      .trim()
      .split("\n\n")
      .map((chunk) => chunk.split("\n")[0].replace("event: ", ""));
    expect(events).toEqual(["progress", "progress", "progress", "result"]);
    expect(res.body).toContain('"done":3,"total":3');
    expect(res.body).not.toContain(API_KEY);
  });

  it("caps concurrent AI tasks per user with 429", async () => {
    const user = await make.user();
    fake.answer = () => ({ kind: "ok", content: '{"block_type":"HOOK"}', delayMs: 300 });
    const results = await Promise.all([1, 2, 3].map((i) => analyze(user.cookie, { text: `Texto ${i}` })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 429]);
    const limited = results.find((r) => r.statusCode === 429)!;
    expect(limited.json().error.message).toMatch(/AI tasks running/);
    expect(limited.json().error).toMatchObject({ reason: "AI_TASKS_BUSY", params: { running: 2 } });
  });
});
