import { describe, expect, it } from "vitest";
import { setupTestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";

// POST /api/translation-memory/exact: the 100% matches of many originals at once, from the
// caller's own projects only.

const t = setupTestApp();
const make = factories(t);

const exact = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/translation-memory/exact", headers: { cookie }, payload });

async function projectWith(owner: TestUser, blocks: object[], fields: { isPublic?: boolean } = {}) {
  const p = await make.project(owner, fields);
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/projects/${p.id}/blocks`,
    headers: { cookie: owner.cookie },
    payload: { baseVersion: 1, blocks: blocks.map((b) => ({ type: "HOOK", expansion: "", ...b })) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: p.id, ...(res.json() as { version: number; blocks: { id: string; originalText: string }[] }) };
}

describe("exact memory matches for many originals", () => {
  it("answers each asked text that has a 100% match, reviewed first, never a stale or fuzzy one", async () => {
    const owner = await make.user();
    await projectWith(owner, [
      { originalText: "Lose weight now.", translations: { es: "Adelgaza ya." } },
      {
        originalText: "lose weight NOW",
        translations: { es: "¡Adelgaza ahora!" },
        translationStatus: { es: "reviewed" },
      },
      { originalText: "Read on.", translations: { es: "Sigue leyendo." } },
      { originalText: "Click below today", translations: { es: "Haz clic hoy" } },
    ]);
    // An out-of-date translation is no match: its original changed after it was written.
    const stale = await projectWith(owner, [{ originalText: "Half price.", translations: { es: "Mitad." } }]);
    const rewrite = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${stale.id}/blocks`,
      headers: { cookie: owner.cookie },
      payload: {
        baseVersion: stale.version,
        blocks: [
          { type: "HOOK", expansion: "", originalText: "Half price!!", translations: { es: "Mitad." } },
        ],
      },
    });
    expect(rewrite.statusCode, rewrite.body).toBe(200);

    const res = await exact(owner.cookie, {
      language: "es",
      texts: ["Lose weight, now!", "Read on", "Click below", "Half price, today!!", "Lose weight, now!"],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      matches: [
        { text: "Lose weight, now!", target: "¡Adelgaza ahora!" },
        { text: "Read on", target: "Sigue leyendo." },
      ],
    });
  });

  it("never offers another writer's text, even from a public project", async () => {
    const owner = await make.user();
    const other = await make.user();
    await projectWith(other, [{ originalText: "Lose weight now.", translations: { es: "Adelgaza ya." } }], {
      isPublic: true,
    });
    const res = await exact(owner.cookie, { language: "es", texts: ["Lose weight now."] });
    expect(res.json()).toEqual({ matches: [] });
  });

  it("names the bad field, and asks for a session", async () => {
    const owner = await make.user();
    const noLanguage = await exact(owner.cookie, { texts: ["x"] });
    expect(noLanguage.statusCode).toBe(400);
    expect(noLanguage.json().error.message).toMatch(/language/);
    const noList = await exact(owner.cookie, { language: "es", texts: "x" });
    expect(noList.statusCode).toBe(400);
    expect(noList.json().error.message).toMatch(/texts/);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/translation-memory/exact",
      payload: { language: "es", texts: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
