import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupTestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";
import { type FakeAi, startFakeAi } from "../test/fake-ai";

const API_KEY = "sk-translate-secret";
let fake: FakeAi;
beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const withAi = setupTestApp({
  env: { AI_API_KEY: API_KEY, AI_MODEL_FAST: "fake-fast", AI_TIMEOUT_MS: "2000" },
  config: { aiRetryBaseMs: 5 },
  lateEnv: () => ({ AI_BASE_URL: fake.url }),
});
const make = factories(withAi);

async function projectWith(owner: TestUser, originals: string[]) {
  const p = await make.project(owner);
  const res = await withAi.app.inject({
    method: "PUT",
    url: `/api/projects/${p.id}/blocks`,
    headers: { cookie: owner.cookie },
    payload: { baseVersion: 1, blocks: originals.map((originalText) => ({ type: "HOOK", originalText })) },
  });
  return { id: p.id, version: res.json().version as number };
}

const translate = (id: string, cookie: string, language: string, accept?: string) =>
  withAi.app.inject({
    method: "POST",
    url: `/api/projects/${id}/translate`,
    headers: { cookie, ...(accept ? { accept } : {}) },
    payload: { language },
  });

describe("translation with a provider", () => {
  it("translates non-empty blocks with the fast model, saves atomically and flags the project", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["Discover the secret.", "", "Click below now."]);
    const res = await translate(p.id, owner.cookie, "es");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      language: "es",
      engine: "ai",
      translated: 2,
      failed: 0,
      version: p.version + 1,
    });
    expect(body.blocks.map((b: { translation: string }) => b.translation)).toEqual([
      "[es] Discover the secret.",
      "",
      "[es] Click below now.",
    ]);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]).toMatchObject({ model: "fake-fast", temperature: 0.3, max_tokens: 1000 });
    expect(fake.requests[0].messages[0].content).toContain("Spanish");
    const project = (
      await withAi.app.inject({ url: `/api/projects/${p.id}`, headers: { cookie: owner.cookie } })
    ).json();
    expect(project).toMatchObject({ hasTranslation: true, translationLanguage: "es" });
    expect(res.body).not.toContain(API_KEY);
  });

  it("marks failed blocks; Portuguese falls back to the built-in dictionary", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["Your money-back guarantee starts today.", "Zyx qwv."]);
    fake.answer = () => ({ kind: "status", status: 500 });
    const pt = (await translate(p.id, owner.cookie, "pt")).json();
    expect(pt.blocks[0]).toMatchObject({ translationSource: "dictionary" });
    expect(pt.blocks[0].translation).toMatch(/garantia de devolução do dinheiro/i);
    expect(pt.blocks[1]).toMatchObject({ translation: "", translationFailed: true });
    expect(pt).toMatchObject({ translated: 1, failed: 1 });

    const de = (await translate(p.id, owner.cookie, "de")).json();
    expect(de).toMatchObject({ translated: 0, failed: 2 });
    expect(
      de.blocks.every(
        (b: { translationFailed?: boolean; translation: string }) =>
          b.translationFailed && b.translation === "",
      ),
    ).toBe(true);
  });

  it("streams progress per block", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["One.", "Two.", "Three."]);
    const res = await translate(p.id, owner.cookie, "fr", "text/event-stream");
    expect(res.body.match(/event: progress/g)).toHaveLength(3);
    expect(res.body).toContain("event: result");
  });

  it("refuses with 409 and writes nothing when the blocks change during the translation", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["Slow one.", "Slow two."]);
    fake.answer = () => ({ kind: "ok", content: "traduzido", delayMs: 400 });
    const pending = translate(p.id, owner.cookie, "pt");
    await new Promise((r) => setTimeout(r, 100));
    const edit = await withAi.app.inject({
      method: "PUT",
      url: `/api/projects/${p.id}/blocks`,
      headers: { cookie: owner.cookie },
      payload: { baseVersion: p.version, blocks: [{ type: "HOOK", originalText: "Edited meanwhile" }] },
    });
    expect(edit.statusCode).toBe(200);
    const res = await pending;
    expect(res.statusCode).toBe(409);
    const blocks = (
      await withAi.app.inject({ url: `/api/projects/${p.id}/blocks`, headers: { cookie: owner.cookie } })
    ).json();
    expect(blocks.blocks).toMatchObject([{ originalText: "Edited meanwhile", translation: null }]);
  });

  it("refuses a bad language, other users and visitors", async () => {
    const owner = await make.user();
    const other = await make.user();
    const p = await projectWith(owner, ["Hi."]);
    const bad = await translate(p.id, owner.cookie, "xx");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^language:/);
    expect((await translate(p.id, other.cookie, "es")).statusCode).toBe(404);
    const visitor = await withAi.app.inject({
      method: "POST",
      url: `/api/projects/${p.id}/translate`,
      payload: { language: "es" },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("translation without a provider", () => {
  const local = setupTestApp();
  const makeLocal = factories(local);

  it("uses the dictionary for Portuguese and marks other languages unavailable", async () => {
    const owner = await makeLocal.user();
    const p = await makeLocal.project(owner);
    await local.app.inject({
      method: "PUT",
      url: `/api/projects/${p.id}/blocks`,
      headers: { cookie: owner.cookie },
      payload: {
        baseVersion: 1,
        blocks: [{ type: "CALL_TO_ACTION", originalText: "Click the button below right now." }],
      },
    });
    const pt = await local.app.inject({
      method: "POST",
      url: `/api/projects/${p.id}/translate`,
      headers: { cookie: owner.cookie },
      payload: { language: "pt" },
    });
    expect(pt.json()).toMatchObject({ engine: "local", translated: 1 });
    expect(pt.json().blocks[0].translation).toBe("Clique no botão abaixo agora mesmo.");
    const ja = await local.app.inject({
      method: "POST",
      url: `/api/projects/${p.id}/translate`,
      headers: { cookie: owner.cookie },
      payload: { language: "ja" },
    });
    expect(ja.json()).toMatchObject({ engine: "local", translated: 0, failed: 1 });
  });
});
