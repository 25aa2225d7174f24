import { describe, expect, it } from "vitest";
import { setupAiTestApp } from "../test/ai-app";
import type { TestUser } from "../test/app";
import { factories } from "../test/factories";

const t = setupAiTestApp({ AI_API_KEY: "sk-memory", AI_TIMEOUT_MS: "10000" });
const make = factories(t);

type Block = {
  id: string;
  originalText: string;
  translations?: Record<string, string>;
  translationStatus?: Record<string, string>;
  translationSource?: string;
};

async function projectWith(owner: TestUser, blocks: object[]) {
  const p = await make.project(owner);
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/projects/${p.id}/blocks`,
    headers: { cookie: owner.cookie },
    payload: { baseVersion: 1, blocks: blocks.map((b) => ({ type: "HOOK", ...b })) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: p.id, version: res.json().version as number, blocks: res.json().blocks as Block[] };
}

const translate = (id: string, cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/projects/${id}/translate`, headers: { cookie }, payload });

describe("translation and the memory", () => {
  it("reuses the writer's exact matches instead of calling the provider, as drafts", async () => {
    const owner = await make.user();
    await projectWith(owner, [
      {
        originalText: "Order today.",
        translations: { es: "Pide hoy." },
        translationStatus: { es: "reviewed" },
      },
    ]);
    const other = await make.user();
    await projectWith(other, [{ originalText: "Read this first.", translations: { es: "Ajeno." } }]);
    const p = await projectWith(owner, [
      { originalText: "ORDER today" },
      { originalText: "Read this first." },
    ]);

    const res = await translate(p.id, owner.cookie, { language: "es" });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ translated: 2, failed: 0, fromMemory: 1 });
    expect(body.blocks.map((b: Block) => [b.translations, b.translationStatus, b.translationSource])).toEqual(
      [
        [{ es: "Pide hoy." }, { es: "draft" }, "memory"],
        [{ es: "[es] Read this first." }, { es: "draft" }, "ai"],
      ],
    );
    // Only the block without a match of the writer's own went to the provider.
    expect(t.fake.requests).toHaveLength(1);
    expect(JSON.stringify(t.fake.requests[0].messages)).toContain("Read this first.");
  });

  it("with scope 'pending' redoes only missing and stale translations", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, [
      {
        originalText: "Kept as reviewed.",
        translations: { es: "Revisado." },
        translationStatus: { es: "reviewed" },
      },
      { originalText: "Kept as draft.", translations: { es: "Borrador." } },
      { originalText: "Will go stale.", translations: { es: "Viejo." } },
      { originalText: "Missing one." },
    ]);
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${p.id}/blocks`,
      headers: { cookie: owner.cookie },
      payload: {
        baseVersion: p.version,
        blocks: p.blocks.map((b, i) => (i === 2 ? { ...b, originalText: "Went stale." } : b)),
      },
    });
    expect(edited.json().blocks[2].translationStatus).toEqual({ es: "stale" });

    const res = await translate(p.id, owner.cookie, { language: "es", scope: "pending" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().blocks.map((b: Block) => [b.translations?.es, b.translationStatus?.es])).toEqual([
      ["Revisado.", "reviewed"],
      ["Borrador.", "draft"],
      ["[es] Went stale.", "draft"],
      ["[es] Missing one.", "draft"],
    ]);
    // The two pending blocks went in one batched call; the current ones were not asked.
    expect(t.fake.requests).toHaveLength(1);
    const asked = t.fake.requests[0].messages[1].content;
    expect(asked).toContain("Went stale.");
    expect(asked).toContain("Missing one.");

    const bad = await translate(p.id, owner.cookie, { language: "es", scope: "some" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/scope/);
  });
});
