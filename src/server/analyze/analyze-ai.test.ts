import { describe, expect, it } from "vitest";
import { setupAiTestApp } from "../test/ai-app";
import { factories } from "../test/factories";
import { typingParagraphs } from "../test/fake-ai";

const API_KEY = "sk-test-secret-key-never-shown";
const t = setupAiTestApp({ AI_API_KEY: API_KEY }, { aiBreakerCoolDownMs: 200 });
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

/** The paragraphs a typing call asked about, by number. */
const asked = (index: number) =>
  [...typingParagraphs(t.fake.requests[index].messages[1].content).values()].map((p) => p.slice(0, 12));

describe("AI block typing", () => {
  it("types many paragraphs in one call: the type list once, numbered paragraphs, context and hints", async () => {
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
    expect(res.json().blocks[0].typedBy).toBeUndefined();
    expect(t.fake.requests).toHaveLength(1);
    const [request] = t.fake.requests;
    expect(request).toMatchObject({ model: "fake-main", temperature: 0.3, max_tokens: 50 + 3 * 40 });
    // The fixed part (the type list, the answer's form) is the system prompt, the same every call.
    expect(request.messages[0].content).toContain("- GUARANTEE: garantia ou eliminação de risco");
    expect(request.messages[1].content).not.toContain("GUARANTEE: garantia");
    expect(request.messages[1].content).toMatch(/^1\. \(0%; [A-Z_]+(, [A-Z_]+)?\) Descubra/m);
    expect(request.messages[1].content).toMatch(/^2\. \(50%; [A-Z_, ]+\) Você tem/m);
    expect(request.messages[1].content).toMatch(/^3\. \(100%; [A-Z_, ]+\) Clique/m);
    expect(t.fake.authHeaders.every((h) => h === `Bearer ${API_KEY}`)).toBe(true);
    expect(res.body).not.toContain(API_KEY);
    // What it spent, as the provider counted it.
    expect(res.json().usage).toEqual({
      calls: 1,
      promptTokens: t.fake.stats.promptTokens,
      completionTokens: t.fake.stats.completionTokens,
      wallMs: expect.any(Number),
    });
  });

  it("cuts a long text into batches of AI_BATCH_SIZE paragraphs, the text around each as context", async () => {
    const user = await make.user();
    const paragraphs = Array.from({ length: 45 }, (_, i) => `Parágrafo número ${i + 1} da carta.`);
    const res = await analyze(user.cookie, { text: paragraphs.join("\n") });
    expect(res.json().blocks).toHaveLength(45);
    expect(t.fake.requests).toHaveLength(2);
    const second = t.fake.requests.find((r) => typingParagraphs(r.messages[1].content).size === 5)!;
    expect(second.messages[1].content).toContain(
      'Texto anterior (contexto, não classifique): "Parágrafo número 40 da carta."',
    );
    expect(second.messages[1].content).toMatch(/^1\. \([^)]*\) Parágrafo número 41 /m);
    expect(res.json().usage.calls).toBe(2);
  });

  it("answers identical requests from the cache", async () => {
    const user = await make.user();
    await analyze(user.cookie);
    const calls = t.fake.requests.length;
    const again = await analyze(user.cookie);
    expect(again.json().engine).toBe("ai");
    expect(t.fake.requests.length).toBe(calls);
    expect(again.json().usage.calls).toBe(0);
  });

  it("asks again only for the numbers an answer missed or garbled; then the local model answers alone", async () => {
    const user = await make.user();
    t.fake.answer = (request) => {
      const paragraphs = typingParagraphs(request.messages[1].content);
      if (paragraphs.size === 3)
        return {
          kind: "ok",
          content:
            '[{"n":1,"type":"HOOK","confidence":80},{"n":2,"type":"GUARANTEE","confidence":"a lot"},{"n":3,"type":"MAGIC_SPELL"}]',
        };
      // The second call: 1 is the guarantee (answered), 2 the call to action (still unusable).
      return { kind: "ok", content: '[{"n":1,"type":"GUARANTEE","confidence":75}]' };
    };
    const res = await analyze(user.cookie);
    expect(res.json().engine).toBe("ai");
    expect(t.fake.requests).toHaveLength(2);
    expect(asked(1)).toEqual(["Você tem gar", "Clique no bo"]);
    const [hook, guarantee, cta] = res.json().blocks;
    expect(hook).toMatchObject({ type: "HOOK", confidence: 80 });
    expect(guarantee).toMatchObject({ type: "GUARANTEE", confidence: 75 });
    // The local model's type, confidence and alternatives, marked as such.
    expect(cta).toMatchObject({ type: "CALL_TO_ACTION", typedBy: "rules" });
    expect(cta.confidence).toBeGreaterThan(0);
    expect(Array.isArray(cta.alternativeTypes)).toBe(true);
  });

  it("shows 0-1 confidences as percentages", async () => {
    const user = await make.user();
    t.fake.answer = () => ({
      kind: "ok",
      content: '[{"n":1,"type":"HOOK","confidence":0.91,"alt":{"USP":0.4}}]',
    });
    const res = await analyze(user.cookie, {
      text: "Descubra o segredo que mudou a vida de 12 mil mulheres.",
    });
    expect(res.json().blocks[0]).toMatchObject({
      type: "HOOK",
      confidence: 91,
      alternativeTypes: [{ type: "USP", confidence: 40 }],
    });
  });

  it("retries 429 and 503 and then succeeds", async () => {
    const user = await make.user();
    t.fake.answer = (request, attempt) => {
      if (attempt === 1) return { kind: "status", status: 429 };
      if (attempt === 2) return { kind: "status", status: 503 };
      const n = typingParagraphs(request.messages[1].content).size;
      return {
        kind: "ok",
        content: JSON.stringify(Array.from({ length: n }, (_, i) => ({ n: i + 1, type: "HOOK" }))),
      };
    };
    const res = await analyze(user.cookie);
    expect(res.json().blocks.every((b: { type: string }) => b.type === "HOOK")).toBe(true);
    expect(t.fake.requests).toHaveLength(3);
    expect(res.json().usage.calls).toBe(3);
  });

  it("does not retry a 400, and a dropped connection is retried", async () => {
    const user = await make.user();
    t.fake.answer = () => ({ kind: "status", status: 400 });
    const bad = await analyze(user.cookie, { text: "Um parágrafo só." });
    expect(t.fake.requests).toHaveLength(1);
    // Every call failed: the rules take over and say so.
    expect(bad.json()).toMatchObject({ engine: "rules", fallbackReason: expect.any(String) });
    expect(bad.json().providerUnreachable).toBeUndefined();

    t.fake.reset();
    t.fake.answer = (_r, attempt) =>
      attempt === 1 ? { kind: "drop" } : { kind: "ok", content: '[{"n":1,"type":"BONUS"}]' };
    const dropped = await analyze(user.cookie, { text: "Outro parágrafo." });
    expect(dropped.json().blocks[0].type).toBe("BONUS");
    expect(t.fake.requests).toHaveLength(2);
  });

  it("falls back to the rules when the provider is slower than the timeout", async () => {
    const user = await make.user();
    t.fake.answer = () => ({ kind: "ok", content: '[{"n":1,"type":"HOOK"}]', delayMs: 2500 });
    const res = await analyze(user.cookie, { text: "Parágrafo lento." });
    expect(res.json().engine).toBe("rules");
    // A timeout before any answer opens the breaker for a moment (a short cool-down in this test).
    await new Promise((resolve) => setTimeout(resolve, 300));
  }, 20_000);

  it("streams progress batch by batch and ends with the result", async () => {
    const user = await make.user();
    const res = await analyze(user.cookie, { text }, "text/event-stream");
    const events = res.body
      .trim()
      .split("\n\n")
      .map((chunk) => chunk.split("\n")[0].replace("event: ", ""));
    expect(events).toEqual(["progress", "result"]);
    expect(res.body).toContain('"done":3,"total":3');
    expect(res.body).not.toContain(API_KEY);
  });

  it("caps concurrent AI tasks per user with 429", async () => {
    const user = await make.user();
    t.fake.answer = () => ({ kind: "ok", content: '[{"n":1,"type":"HOOK"}]', delayMs: 300 });
    const results = await Promise.all([1, 2, 3].map((i) => analyze(user.cookie, { text: `Texto ${i}` })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 429]);
    const limited = results.find((r) => r.statusCode === 429)!;
    expect(limited.json().error.message).toMatch(/AI tasks running/);
    expect(limited.json().error).toMatchObject({ reason: "AI_TASKS_BUSY", params: { running: 2 } });
  });
});
