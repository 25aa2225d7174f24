import { describe, expect, it } from "vitest";
import { setupTestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";

const t = setupTestApp({ config: { historyFoldSeconds: 0 } });
const make = factories(t);

type ApiBlock = {
  id: string;
  type: string;
  originalText: string;
  expansion: string;
  translations?: Record<string, string>;
  translationStatus?: Record<string, string>;
};
type BlockList = { version: number; blocks: ApiBlock[] };

const inject = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function put(owner: TestUser, id: string, baseVersion: number, blocks: object[]) {
  const res = await inject("PUT", `/api/projects/${id}/blocks`, owner.cookie, { baseVersion, blocks });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BlockList;
}

async function patch(owner: TestUser, id: string, baseVersion: number, upsert: object[]) {
  const res = await inject("PATCH", `/api/projects/${id}/blocks`, owner.cookie, { baseVersion, upsert });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BlockList;
}

/** A project with one block translated into Spanish and French, both reviewed. */
async function reviewed(owner: TestUser) {
  const p = await make.project(owner);
  const saved = await put(owner, p.id, 1, [
    {
      type: "HOOK",
      originalText: "Buy now",
      translations: { es: "Compra ya", fr: "Achetez" },
      translationStatus: { es: "reviewed", fr: "reviewed" },
      expansion: "",
    },
  ]);
  return { id: p.id, ...saved };
}

describe("translation status", () => {
  it("starts as draft, follows the writer's review, and goes stale when the original changes", async () => {
    const owner = await make.user();
    const p = await make.project(owner);
    const first = await put(owner, p.id, 1, [
      { type: "HOOK", originalText: "Buy now", translations: { es: "Compra ya" } },
    ]);
    expect(first.blocks[0].translationStatus).toEqual({ es: "draft" });

    const marked = await put(owner, p.id, first.version, [
      { ...first.blocks[0], translationStatus: { es: "reviewed" } },
    ]);
    expect(marked.blocks[0].translationStatus).toEqual({ es: "reviewed" });

    // A client that echoes the old state still gets stale: the server compares with what it stored.
    const edited = await put(owner, p.id, marked.version, [
      { ...marked.blocks[0], originalText: "Buy it now" },
    ]);
    expect(edited.blocks[0].translationStatus).toEqual({ es: "stale" });
    // Spacing alone is no change of the original.
    const spaced = await put(owner, p.id, edited.version, [
      { ...edited.blocks[0], originalText: " Buy  it now ", translationStatus: { es: "reviewed" } },
    ]);
    expect(spaced.blocks[0].translationStatus).toEqual({ es: "reviewed" });

    // Rewriting the translation makes it a draft again; removing it removes its state.
    const rewritten = await put(owner, p.id, spaced.version, [
      { ...spaced.blocks[0], translations: { es: "Cómpralo ya" } },
    ]);
    expect(rewritten.blocks[0].translationStatus).toEqual({ es: "draft" });
    const removed = await put(owner, p.id, rewritten.version, [{ ...rewritten.blocks[0], translations: {} }]);
    expect(removed.blocks[0].translationStatus).toBeUndefined();

    const read = (await inject("GET", `/api/projects/${p.id}/blocks`, owner.cookie)).json() as BlockList;
    expect(read.blocks[0].translationStatus).toBeUndefined();
  });

  it("PATCH marks every unchanged translation of an edited original stale, and keeps them on GET", async () => {
    const owner = await make.user();
    const p = await reviewed(owner);
    const block = p.blocks[0];
    const edited = await patch(owner, p.id, p.version, [
      { ...block, originalText: "Buy today", translations: { es: "Compra hoy", fr: "Achetez" } },
    ]);
    // Spanish was rewritten with the original (draft); French was left behind (stale).
    expect(edited.blocks[0].translationStatus).toEqual({ es: "draft", fr: "stale" });
    const read = (await inject("GET", `/api/projects/${p.id}/blocks`, owner.cookie)).json() as BlockList;
    expect(read.blocks[0].translationStatus).toEqual({ es: "draft", fr: "stale" });

    const bulk = await patch(owner, p.id, edited.version, [
      { ...read.blocks[0], translationStatus: { es: "reviewed", fr: "reviewed" } },
    ]);
    expect(bulk.blocks[0].translationStatus).toEqual({ es: "reviewed", fr: "reviewed" });
  });

  it("versions keep the states and a restore brings back the states of that version", async () => {
    const owner = await make.user();
    const p = await reviewed(owner);
    const edited = await put(owner, p.id, p.version, [{ ...p.blocks[0], originalText: "Buy today" }]);
    expect(edited.blocks[0].translationStatus).toEqual({ es: "stale", fr: "stale" });

    const old = (await inject("GET", `/api/projects/${p.id}/versions/${p.version}`, owner.cookie)).json();
    expect(old.blocks[0].translationStatus).toEqual({ es: "reviewed", fr: "reviewed" });

    const restored = await inject(
      "POST",
      `/api/projects/${p.id}/versions/${p.version}/restore`,
      owner.cookie,
      {
        baseVersion: edited.version,
      },
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().blocks[0]).toMatchObject({
      originalText: "Buy now",
      translationStatus: { es: "reviewed", fr: "reviewed" },
    });
  });

  it("a duplicate keeps the states", async () => {
    const owner = await make.user();
    const p = await reviewed(owner);
    await put(owner, p.id, p.version, [
      { ...p.blocks[0], translationStatus: { es: "reviewed", fr: "draft" } },
    ]);
    const copy = await inject("POST", `/api/projects/${p.id}/duplicate`, owner.cookie, { title: "Copy" });
    expect(copy.statusCode, copy.body).toBe(201);
    const blocks = (
      await inject("GET", `/api/projects/${copy.json().id}/blocks`, owner.cookie)
    ).json() as BlockList;
    expect(blocks.blocks[0].translationStatus).toEqual({ es: "reviewed", fr: "draft" });
  });

  it("an import keeps the texts and states of every language, and an old export's text is a draft", async () => {
    const owner = await make.user();
    const res = await inject("POST", "/api/projects/import", owner.cookie, {
      format: "copyblocks.project",
      version: 1,
      project: { title: "Imported", translationLanguage: "es" },
      blocks: [
        {
          type: "HOOK",
          originalText: "Buy now",
          translation: "Compra ya",
          translations: { es: "Compra ya", fr: "Achetez" },
          translationStatus: { es: "reviewed", fr: "stale" },
        },
        { type: "CTA", originalText: "Click", translation: "Haz clic" },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const blocks = (
      await inject("GET", `/api/projects/${res.json().id}/blocks`, owner.cookie)
    ).json() as BlockList;
    expect(blocks.blocks.map((b) => [b.translations, b.translationStatus])).toEqual([
      [
        { es: "Compra ya", fr: "Achetez" },
        { es: "reviewed", fr: "stale" },
      ],
      [{ es: "Haz clic" }, { es: "draft" }],
    ]);
  });

  it("refuses an unknown state or language naming the field", async () => {
    const owner = await make.user();
    const p = await make.project(owner);
    const bad = await inject("PUT", `/api/projects/${p.id}/blocks`, owner.cookie, {
      baseVersion: 1,
      blocks: [
        { type: "HOOK", originalText: "x", translations: { es: "y" }, translationStatus: { es: "done" } },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/translationStatus/);
    const lang = await inject("PUT", `/api/projects/${p.id}/blocks`, owner.cookie, {
      baseVersion: 1,
      blocks: [{ type: "HOOK", originalText: "x", translationStatus: { xx: "draft" } }],
    });
    expect(lang.statusCode).toBe(400);
    expect(lang.json().error.message).toMatch(/translationStatus/);
  });
});
