import { describe, expect, it } from "vitest";
import { setupAiTestApp } from "../test/ai-app";
import { setupTestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";
import { defaultAnswer, translationBlocks } from "../test/fake-ai";

const API_KEY = "sk-translate-secret";
const withAi = setupAiTestApp({ AI_API_KEY: API_KEY });
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
    // One call for the batch: the blocks as a numbered JSON list, the language in the system prompt.
    expect(withAi.fake.requests).toHaveLength(1);
    expect(withAi.fake.requests[0]).toMatchObject({ model: "fake-fast", temperature: 0.3 });
    expect(withAi.fake.requests[0].messages[0].content).toContain("Spanish (es)");
    expect(translationBlocks(withAi.fake.requests[0].messages[1].content)).toEqual([
      { n: 1, text: "Discover the secret." },
      { n: 2, text: "Click below now." },
    ]);
    expect(body.usage).toEqual({
      calls: 1,
      promptTokens: withAi.fake.stats.promptTokens,
      completionTokens: withAi.fake.stats.completionTokens,
      wallMs: expect.any(Number),
    });
    const project = (
      await withAi.app.inject({ url: `/api/projects/${p.id}`, headers: { cookie: owner.cookie } })
    ).json();
    expect(project).toMatchObject({ hasTranslation: true, translationLanguage: "es" });
    expect(res.body).not.toContain(API_KEY);
  });

  it("marks failed blocks, and when every block fails saves nothing (422) and keeps the other languages", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["Your money-back guarantee starts today.", "Zyx qwv."]);
    // The batch's answer leaves the second block out; asked again alone, it fails.
    withAi.fake.answer = (request) => {
      const blocks = translationBlocks(request.messages[1].content) ?? [];
      if (blocks.length === 1 && blocks[0].text.includes("Zyx")) return { kind: "status", status: 500 };
      const answer = defaultAnswer(request);
      if (answer.kind !== "ok") return answer;
      const entries = JSON.parse(answer.content) as { n: number; text: string }[];
      return { kind: "ok", content: JSON.stringify(entries.filter((e) => !e.text.includes("Zyx"))) };
    };
    const pt = (await translate(p.id, owner.cookie, "pt")).json();
    expect(withAi.fake.requests.map((r) => translationBlocks(r.messages[1].content)?.length)).toEqual([
      2, 1, 1, 1,
    ]);
    expect(pt.blocks[1]).toMatchObject({ translation: "", translationFailed: true });
    expect(pt.blocks[1].translationSource).toBeUndefined();
    expect(pt).toMatchObject({ translated: 1, failed: 1 });

    // Every block failing in German saves nothing: 422, no new version, Portuguese untouched.
    withAi.fake.answer = () => ({ kind: "status", status: 500 });
    const de = await translate(p.id, owner.cookie, "de");
    expect(de.statusCode).toBe(422);
    expect(de.json().error).toMatchObject({ code: "TRANSLATION_FAILED" });
    expect(de.json().error.message).toMatch(/German/);
    const after = (
      await withAi.app.inject({ url: `/api/projects/${p.id}/blocks`, headers: { cookie: owner.cookie } })
    ).json();
    expect(after.version).toBe(pt.version);
    expect(after.blocks[0].translation).toBe(pt.blocks[0].translation);
    expect(after.blocks[0].translations).toEqual({ pt: pt.blocks[0].translation });
  });

  it("keeps one translation per language; a failed block keeps what it had", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["Discover the secret.", "Click below now."]);
    const es = (await translate(p.id, owner.cookie, "es")).json();
    expect(es.blocks[0].translations).toEqual({ es: "[es] Discover the secret." });
    const fr = (await translate(p.id, owner.cookie, "fr")).json();
    expect(fr.blocks[0]).toMatchObject({
      translation: "[fr] Discover the secret.",
      translations: { es: "[es] Discover the secret.", fr: "[fr] Discover the secret." },
    });
    // The second original changes and Spanish runs again with the provider failing on it: it
    // keeps the Spanish it had, and French stays as it was.
    const edited = await withAi.app.inject({
      method: "PATCH",
      url: `/api/projects/${p.id}/blocks`,
      headers: { cookie: owner.cookie },
      payload: { baseVersion: fr.version, upsert: [{ ...fr.blocks[1], originalText: "Click below today." }] },
    });
    expect(edited.statusCode).toBe(200);
    withAi.fake.answer = (request) =>
      JSON.stringify(request.messages).includes("Click below today")
        ? { kind: "status", status: 500 }
        : { kind: "ok", content: "never asked: the first block is cached" };
    const again = await translate(p.id, owner.cookie, "es");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ translated: 1, failed: 1 });
    const [first, second] = again.json().blocks;
    expect(first.translations).toEqual({ es: "[es] Discover the secret.", fr: "[fr] Discover the secret." });
    expect(second).toMatchObject({
      translation: "[es] Click below now.",
      translationFailed: true,
      translations: { es: "[es] Click below now.", fr: "[fr] Click below now." },
    });
  });

  it("streams progress per batch", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["One.", "Two.", "Three."]);
    const res = await translate(p.id, owner.cookie, "fr", "text/event-stream");
    expect(res.body.match(/event: progress/g)).toHaveLength(1);
    expect(res.body).toContain('"done":3,"total":3');
    expect(res.body).toContain("event: result");
  });

  it("refuses with 409 and writes nothing when the blocks change during the translation", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["Slow one.", "Slow two."]);
    withAi.fake.answer = (request) => ({
      ...(defaultAnswer(request) as { kind: "ok"; content: string }),
      delayMs: 400,
    });
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

  it("says a provider is needed, streamed or not, and saves nothing", async () => {
    const owner = await makeLocal.user();
    const p = await makeLocal.project(owner);
    const put = await local.app.inject({
      method: "PUT",
      url: `/api/projects/${p.id}/blocks`,
      headers: { cookie: owner.cookie },
      payload: {
        baseVersion: 1,
        blocks: [{ type: "CALL_TO_ACTION", originalText: "Click the button below right now." }],
      },
    });
    for (const accept of [undefined, "text/event-stream"]) {
      const res = await local.app.inject({
        method: "POST",
        url: `/api/projects/${p.id}/translate`,
        headers: { cookie: owner.cookie, ...(accept ? { accept } : {}) },
        payload: { language: "pt" },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        code: "AI_PROVIDER_REQUIRED",
        message: expect.stringMatching(/needs an AI provider/),
      });
    }
    const blocks = await local.app.inject({
      url: `/api/projects/${p.id}/blocks`,
      headers: { cookie: owner.cookie },
    });
    expect(blocks.json().version).toBe(put.json().version);
    expect(blocks.json().blocks[0].translation ?? "").toBe("");
  });
});
