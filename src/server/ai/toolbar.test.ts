import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AI_ACTION_NAMES, NEEDS_PROVIDER_MESSAGE } from "../../shared/ai-actions";
import { aiActionResponseSchema } from "../../shared/api/ai";
import { setupTestApp, type TestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";
import { type FakeAi, startFakeAi } from "../test/fake-ai";

const API_KEY = "sk-toolbar-secret-value";
const copy = [
  "Você já acordou cansado, mesmo depois de dormir oito horas? Isso não é normal e não é culpa sua.",
  "Eu sou a Dra. Helena Prado, neurologista há 18 anos, e vou mostrar por que isso acontece.",
  "Mais de 12 mil brasileiros já voltaram a dormir bem com o Método Sono Profundo.",
  "Hoje você leva o método completo por 12 parcelas de R$ 19,70.",
  "E você tem garantia incondicional de 30 dias: se não gostar, devolvemos todo o seu dinheiro.",
  "Clique no botão abaixo agora e comece hoje mesmo.",
].join("\n\n");

const run = (t: TestApp, user: TestUser, action: string, body: object) =>
  t.app.inject({ method: "POST", url: `/api/ai/${action}`, headers: { cookie: user.cookie }, payload: body });

describe("AI toolbar without a provider", () => {
  const t = setupTestApp();
  const make = factories(t);

  it("computes the local analyses and says so", async () => {
    const user = await make.user();
    for (const action of ["sentiment", "seo", "metadata", "summary"]) {
      const res = await run(t, user, action, { text: copy });
      expect(res.statusCode, action).toBe(200);
      const body = aiActionResponseSchema.parse(res.json());
      expect(body.engine).toBe("local");
      expect(body.result.kind).toBe(action);
    }
    const perf = await run(t, user, "performance", {
      blocks: [
        { type: "HOOK", text: "Gancho" },
        { type: "CALL_TO_ACTION", text: "Clique" },
        { type: "OFFER_STRUCTURE", text: "Oferta" },
      ],
    });
    const perfBody = perf.json();
    expect(perfBody.result.data.missing).toEqual(expect.arrayContaining(["Garantia", "Prova"]));
    expect(perfBody.result.data.outOfOrder).toContainEqual({ first: "Chamada para ação", second: "Oferta" });
  });

  it("explains that the writing actions need a provider", async () => {
    const user = await make.user();
    for (const action of AI_ACTION_NAMES.filter((a) =>
      ["expand", "rewrite", "convert-style", "check", "titles", "faq", "adapt"].includes(a),
    )) {
      const res = await run(t, user, action, { text: "Um bloco." });
      expect(res.json(), action).toEqual({
        engine: "none",
        result: { kind: "unavailable", message: NEEDS_PROVIDER_MESSAGE },
      });
    }
  });

  it("checks originality against own and public projects, never others' private ones", async () => {
    const user = await make.user();
    const other = await make.user();
    const paragraph = "Mais de 12 mil brasileiros já voltaram a dormir bem com o Método Sono Profundo.";
    const save = async (owner: TestUser, title: string, isPublic: boolean) => {
      const p = await make.project(owner, { title, isPublic });
      await t.app.inject({
        method: "PUT",
        url: `/api/projects/${p.id}/blocks`,
        headers: { cookie: owner.cookie },
        payload: { baseVersion: 1, blocks: [{ type: "SOCIAL_PROOF", originalText: paragraph }] },
      });
      return p;
    };
    const current = await save(user, "Atual", false);
    await save(user, "Minha outra VSL", false);
    await save(other, "Privada do outro", false);
    await save(other, "Pública do outro", true);
    const res = await run(t, user, "originality", { text: copy, projectId: current.id });
    const data = res.json().result.data;
    const titles = data.matches.map((m: { title: string }) => m.title).sort();
    expect(titles).toEqual(["Minha outra VSL", "Pública do outro"]);
    expect(data.matches[0].passages[0]).toContain("dormir bem com o Método Sono Profundo");
    expect(data.originalityScore).toBeLessThan(100);
  });

  it("refuses an unknown action and missing input with 400", async () => {
    const user = await make.user();
    const unknown = await run(t, user, "make-coffee", { text: "x" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/^action:/);
    expect((await run(t, user, "seo", { text: "   " })).json().error.message).toBe(
      "text: Text cannot be empty",
    );
    expect((await run(t, user, "performance", {})).statusCode).toBe(400);
    expect((await run(t, user, "rewrite", { text: "x", tone: "Sarcástico" })).statusCode).toBe(400);
    const visitor = await t.app.inject({ method: "POST", url: "/api/ai/seo", payload: { text: "x" } });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("AI toolbar with a provider", () => {
  let fake: FakeAi;
  beforeAll(async () => {
    fake = await startFakeAi();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  const t = setupTestApp({
    env: { AI_API_KEY: API_KEY, AI_MODEL: "fake-main", AI_TIMEOUT_MS: "2000" },
    config: { aiRetryBaseMs: 5 },
    lateEnv: () => ({ AI_BASE_URL: fake.url }),
  });
  const make = factories(t);

  it("runs every writing action through the provider with a Portuguese sales-copy prompt", async () => {
    const user = await make.user();
    for (const action of [
      "expand",
      "rewrite",
      "convert-style",
      "check",
      "titles",
      "faq",
      "adapt",
      "seo",
      "sentiment",
    ]) {
      fake.reset();
      const res = await run(t, user, action, {
        text: "Você merece dormir bem.",
        tone: "Persuasivo",
        audience: "mães",
      });
      expect(res.statusCode, action).toBe(200);
      expect(res.json()).toMatchObject({
        engine: "ai",
        result: { kind: "text", text: expect.stringContaining("Resposta da IA") },
      });
      expect(fake.requests[0].model).toBe("fake-main");
      expect(fake.requests[0].messages[0].content).toContain("português do Brasil");
      expect(res.body).not.toContain(API_KEY);
    }
    const rewrite = fake.requests.length;
    expect(rewrite).toBe(1);
  });

  it("passes the tone, audience and target language into the prompt", async () => {
    const user = await make.user();
    await run(t, user, "rewrite", { text: "Bloco.", tone: "Urgente" });
    await run(t, user, "adapt", { text: "Bloco.", audience: "aposentados" });
    await run(t, user, "translate-advanced", { text: "Bloco.", language: "es" });
    const prompts = fake.requests.map((r) => r.messages[1].content);
    expect(prompts[0]).toContain("Tom desejado: Urgente");
    expect(prompts[1]).toContain("aposentados");
    expect(prompts[2]).toContain("Spanish");
    expect((await run(t, user, "translate-advanced", { text: "Bloco." })).statusCode).toBe(400);
  });

  it("keeps originality and performance local even with a provider", async () => {
    const user = await make.user();
    expect((await run(t, user, "originality", { text: copy })).json().engine).toBe("local");
    expect((await run(t, user, "performance", { blocks: [{ type: "HOOK", text: "x" }] })).json().engine).toBe(
      "local",
    );
    expect(fake.requests).toHaveLength(0);
  });

  it("answers 502 with a clear message when the provider keeps failing, after retrying", async () => {
    const user = await make.user();
    fake.answer = () => ({ kind: "status", status: 503 });
    const res = await run(t, user, "expand", { text: "Bloco." });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: "AI_UNAVAILABLE",
      message: expect.stringMatching(/did not answer/),
    });
    expect(fake.requests).toHaveLength(3);
    fake.reset();
    fake.answer = () => ({ kind: "malformed" });
    expect((await run(t, user, "titles", { text: "Outro bloco." })).statusCode).toBe(502);
  });

  it("reports the provider's models, never the key", async () => {
    const user = await make.user();
    const res = await t.app.inject({ url: "/api/ai/status", headers: { cookie: user.cookie } });
    expect(res.json()).toEqual({
      configured: true,
      model: "fake-main",
      fastModel: "gpt-4o-mini",
      concurrency: 12,
    });
    expect(res.body).not.toContain(API_KEY);
  });
});
