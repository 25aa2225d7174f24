import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";

const t = setupTestApp();
const make = factories(t);

type Block = {
  originalText: string;
  translations?: Record<string, string>;
  translationStatus?: Record<string, string>;
};

const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const lookup = (cookie: string, text: string, language = "es") =>
  get(`/api/translation-memory?language=${language}&text=${encodeURIComponent(text)}`, cookie);

/** A project of `owner` holding these blocks. */
async function projectWith(
  owner: TestUser,
  blocks: Block[],
  fields: { isPublic?: boolean; title?: string } = {},
) {
  const p = await make.project(owner, fields);
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/projects/${p.id}/blocks`,
    headers: { cookie: owner.cookie },
    payload: { baseVersion: 1, blocks: blocks.map((b) => ({ type: "HOOK", expansion: "", ...b })) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: p.id, version: res.json().version as number };
}

describe("translation memory", () => {
  it("offers a 100% match ignoring case, spacing and punctuation, then fuzzy ones from 0.7, best first", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, [
      {
        originalText: "Buy now and save 50% on your first order today!",
        translations: { es: "Ahorra 50% hoy" },
      },
      {
        originalText: "Buy now and save 50% on your first order tonight",
        translations: { es: "Ahorra 50% esta noche" },
      },
      { originalText: "Something else entirely", translations: { es: "Otra cosa" } },
      { originalText: "Buy now and save 50% on your first order today", translations: { fr: "Achetez" } },
    ]);
    const res = await lookup(owner.cookie, "  buy NOW, and save 50% on your first order today ");
    expect(res.statusCode, res.body).toBe(200);
    const { matches } = res.json() as {
      matches: { source: string; target: string; score: number; projectId: string }[];
    };
    expect(matches[0]).toMatchObject({
      source: "Buy now and save 50% on your first order today!",
      target: "Ahorra 50% hoy",
      score: 1,
      projectId: p.id,
    });
    expect(matches.map((m) => m.target)).toEqual(["Ahorra 50% hoy", "Ahorra 50% esta noche"]);
    expect(matches[1].score).toBeGreaterThanOrEqual(0.7);
    expect(matches[1].score).toBeLessThan(1);
  });

  it("an accent-only difference is close but not a 100% match", async () => {
    const owner = await make.user();
    await projectWith(owner, [
      { originalText: "Não perca esta oferta", translations: { en: "Don't miss this offer" } },
    ]);
    const { matches } = (await lookup(owner.cookie, "Nao perca esta oferta", "en")).json();
    expect(matches).toHaveLength(1);
    expect(matches[0].score).toBe(0.99);
  });

  it("leaves out stale translations and never offers another user's text, public or private", async () => {
    const owner = await make.user();
    const other = await make.user();
    await projectWith(other, [
      { originalText: "Secret private line", translations: { es: "Línea privada" } },
    ]);
    await projectWith(
      other,
      [{ originalText: "Secret public line", translations: { es: "Línea pública" } }],
      {
        isPublic: true,
      },
    );
    const mine = await projectWith(owner, [{ originalText: "My line", translations: { es: "Mi línea" } }]);
    expect((await lookup(owner.cookie, "Secret private line")).json().matches).toEqual([]);
    expect((await lookup(owner.cookie, "Secret public line")).json().matches).toEqual([]);
    expect((await lookup(other.cookie, "Secret private line")).json().matches).toHaveLength(1);

    // Editing the original makes the translation stale: it no longer translates that source.
    const blocks = (await get(`/api/projects/${mine.id}/blocks`, owner.cookie)).json().blocks;
    await t.app.inject({
      method: "PUT",
      url: `/api/projects/${mine.id}/blocks`,
      headers: { cookie: owner.cookie },
      payload: { baseVersion: mine.version, blocks: [{ ...blocks[0], originalText: "My new line" }] },
    });
    expect((await lookup(owner.cookie, "My line")).json().matches).toEqual([]);
    expect((await lookup(owner.cookie, "My new line")).json().matches).toEqual([]);
  });

  it("finds a fuzzy match among hundreds of newer blocks sharing its rarest-looking word", async () => {
    const owner = await make.user();
    const stored = "Our extraordinary formula melts stubborn belly fat while you sleep tonight";
    const target = await projectWith(owner, [
      { originalText: stored, translations: { es: "Nuestra fórmula" } },
    ]);
    // Newer blocks holding the asked text's longest words, yet too unlike it to be offered.
    await projectWith(
      owner,
      Array.from({ length: 700 }, (_, i) => ({
        originalText: `Extraordinary stubborn offer number ${i}`,
        translations: { es: `Oferta ${i}` },
      })),
    );
    const asked = "Our extraordinary formula melts stubborn belly fat while you rest tonight";
    const expected = { source: stored, target: "Nuestra fórmula", projectId: target.id, score: 0.91 };
    const before = (await lookup(owner.cookie, asked)).json();
    expect(before.matches).toEqual([expect.objectContaining(expected)]);
    // With statistics the rarest words are asked for instead of the longest: the same answer.
    await t.database.db.execute(sql`analyze project_blocks`);
    const after = (await lookup(owner.cookie, asked)).json();
    expect(after.matches).toEqual([expect.objectContaining(expected)]);
  });

  it("answers 400 naming the field for a missing or bad language, text or limit, and 401 signed out", async () => {
    const owner = await make.user();
    const cases: [string, RegExp][] = [
      ["/api/translation-memory?text=hello", /language/],
      ["/api/translation-memory?language=xx&text=hello", /language/],
      ["/api/translation-memory?language=es", /text/],
      ["/api/translation-memory?language=es&text=%20%20", /text/],
      ["/api/translation-memory?language=es&text=hi&limit=0", /limit/],
    ];
    for (const [url, field] of cases) {
      const res = await get(url, owner.cookie);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toMatch(field);
    }
    expect(
      (await t.app.inject({ method: "GET", url: "/api/translation-memory?language=es&text=hi" })).statusCode,
    ).toBe(401);
  });

  it("the overview counts reviewed, draft, stale and missing blocks per language, and the memory's size", async () => {
    const owner = await make.user();
    expect((await get("/api/translation-overview", owner.cookie)).json()).toEqual({
      projects: [],
      memorySize: 0,
    });
    const p = await projectWith(
      owner,
      [
        { originalText: "One", translations: { es: "Uno", fr: "Un" }, translationStatus: { es: "reviewed" } },
        { originalText: "Two", translations: { es: "Dos" } },
        { originalText: "Three" },
        { originalText: "   " },
      ],
      { title: "Letter" },
    );
    const blocks = (await get(`/api/projects/${p.id}/blocks`, owner.cookie)).json().blocks;
    await t.app.inject({
      method: "PUT",
      url: `/api/projects/${p.id}/blocks`,
      headers: { cookie: owner.cookie },
      payload: {
        baseVersion: p.version,
        blocks: [blocks[0], { ...blocks[1], originalText: "Two!" }, blocks[2], blocks[3]],
      },
    });
    await make.project(owner, { title: "Not translated" });
    const res = await get("/api/translation-overview", owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      projects: [
        {
          id: p.id,
          title: "Letter",
          updatedAt: expect.any(String),
          translationLanguage: null,
          languages: [
            { language: "es", reviewed: 1, draft: 0, stale: 1, missing: 1 },
            { language: "fr", reviewed: 0, draft: 1, stale: 0, missing: 2 },
          ],
        },
      ],
      memorySize: 2,
    });
  });
});
