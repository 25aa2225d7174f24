import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
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
  translation?: string | null;
  translations?: Record<string, string>;
};

const patch = (id: string, cookie: string, payload: object) =>
  t.app.inject({ method: "PATCH", url: `/api/projects/${id}/blocks`, headers: { cookie }, payload });
const put = (id: string, cookie: string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/projects/${id}/blocks`, headers: { cookie }, payload });
const get = async (id: string, cookie: string) =>
  (await t.app.inject({ url: `/api/projects/${id}/blocks`, headers: { cookie } })).json() as {
    version: number;
    blocks: ApiBlock[];
  };
const texts = (blocks: ApiBlock[]) => blocks.map((b) => b.originalText);

/** A project saved with the given originals through PUT; answers its version and blocks. */
async function projectWith(owner: TestUser, originals: string[]) {
  const p = await make.project(owner);
  const res = await put(p.id, owner.cookie, {
    baseVersion: 1,
    blocks: originals.map((originalText) => ({ type: "HOOK", originalText })),
  });
  return { id: p.id, ...(res.json() as { version: number; blocks: ApiBlock[] }) };
}

describe("PATCH /api/projects/:id/blocks", () => {
  it("saves only the changes: edits, inserts with their new ids, removals and a new order", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["A", "B", "C"]);
    const [a, b, c] = p.blocks;
    const res = await patch(p.id, owner.cookie, {
      baseVersion: p.version,
      upsert: [
        { ...b, originalText: "B editado" },
        { id: "tmp-1", type: "OFFER_STRUCTURE", originalText: "Novo" },
      ],
      remove: [c.id],
      order: ["tmp-1", a.id, b.id],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toBe(p.version + 1);
    expect(texts(body.blocks)).toEqual(["Novo", "A", "B editado"]);
    const newId = body.ids["tmp-1"];
    expect(newId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.blocks[0].id).toBe(newId);
    expect(body.blocks[1].id).toBe(a.id);
    const now = await get(p.id, owner.cookie);
    expect(now.version).toBe(body.version);
    expect(texts(now.blocks)).toEqual(["Novo", "A", "B editado"]);
  });

  it("appends new blocks at the end when no order is sent, and an empty patch still answers the list", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["A", "B"]);
    const res = await patch(p.id, owner.cookie, {
      baseVersion: p.version,
      upsert: [{ type: "HOOK", originalText: "Fim" }],
    });
    expect(texts(res.json().blocks)).toEqual(["A", "B", "Fim"]);
    const empty = await patch(p.id, owner.cookie, { baseVersion: res.json().version });
    expect(empty.statusCode).toBe(200);
    expect(texts(empty.json().blocks)).toEqual(["A", "B", "Fim"]);
  });

  it("writes only the rows that changed", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["A", "B", "C", "D"]);
    const stamp = async () =>
      (
        (await t.database.db.execute(
          sql`select id, updated_at::text as at from project_blocks where project_id = ${p.id}::uuid`,
        )) as unknown as { rows: { id: string; at: string }[] }
      ).rows;
    const before = new Map((await stamp()).map((r) => [r.id, r.at]));
    await new Promise((resolve) => setTimeout(resolve, 5));
    // PUT of the whole list with one edit touches that one row only.
    await put(p.id, owner.cookie, {
      baseVersion: p.version,
      blocks: p.blocks.map((b, i) => (i === 2 ? { ...b, expansion: "mais" } : b)),
    });
    const after = await stamp();
    const touched = after.filter((r) => r.at !== before.get(r.id)).map((r) => r.id);
    expect(touched).toEqual([p.blocks[2].id]);
  });

  it("merges a stale save when the blocks it touches did not change since its version", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["A", "B", "C"]);
    const [a, b, c] = p.blocks;
    const tabA = await patch(p.id, owner.cookie, {
      baseVersion: p.version,
      upsert: [{ ...a, originalText: "A da aba 1" }],
    });
    expect(tabA.statusCode).toBe(200);
    // Tab B still starts from the old version and changes other blocks.
    const tabB = await patch(p.id, owner.cookie, {
      baseVersion: p.version,
      upsert: [
        { ...b, originalText: "B da aba 2" },
        { id: "tmp-x", type: "HOOK", originalText: "Novo" },
      ],
      remove: [c.id],
      order: [a.id, "tmp-x", b.id],
    });
    expect(tabB.statusCode).toBe(200);
    expect(tabB.json().version).toBe(tabA.json().version + 1);
    expect(texts(tabB.json().blocks)).toEqual(["A da aba 1", "Novo", "B da aba 2"]);
    expect(texts((await get(p.id, owner.cookie)).blocks)).toEqual(["A da aba 1", "Novo", "B da aba 2"]);
  });

  it("answers 409 with the other writer's text when both changed the same block, and saves nothing", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["A", "B"]);
    const [a, b] = p.blocks;
    const first = await patch(p.id, owner.cookie, {
      baseVersion: p.version,
      upsert: [{ ...a, originalText: "A deles" }],
    });
    const second = await patch(p.id, owner.cookie, {
      baseVersion: p.version,
      upsert: [
        { ...a, originalText: "A meu" },
        { ...b, originalText: "B meu" },
      ],
    });
    expect(second.statusCode).toBe(409);
    const error = second.json().error;
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toMatch(/same blocks/);
    expect(error.details.conflicts).toEqual([
      { id: a.id, theirs: expect.objectContaining({ id: a.id, originalText: "A deles" }) },
    ]);
    const now = await get(p.id, owner.cookie);
    expect(now.version).toBe(first.json().version);
    expect(texts(now.blocks)).toEqual(["A deles", "B"]);
  });

  it("treats a block removed by the other writer as a conflict with theirs = null, and the same edit as none", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["A", "B"]);
    const [a, b] = p.blocks;
    await patch(p.id, owner.cookie, { baseVersion: p.version, remove: [a.id] });
    const edit = await patch(p.id, owner.cookie, {
      baseVersion: p.version,
      upsert: [{ ...a, originalText: "A editado" }],
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.details.conflicts).toEqual([{ id: a.id, theirs: null }]);
    // Removing it again from the old version is the same result: merged, not a conflict.
    const same = await patch(p.id, owner.cookie, { baseVersion: p.version, remove: [a.id] });
    expect(same.statusCode).toBe(200);
    expect(texts(same.json().blocks)).toEqual([b.originalText]);
  });

  it("merges two reorders that agree and refuses two that do not", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["A", "B", "C"]);
    const [a, b, c] = p.blocks.map((x) => x.id);
    const moved = await patch(p.id, owner.cookie, { baseVersion: p.version, order: [c, a, b] });
    expect(texts(moved.json().blocks)).toEqual(["C", "A", "B"]);
    const clash = await patch(p.id, owner.cookie, { baseVersion: p.version, order: [b, a, c] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toMatch(/reordered/);
    // A stale save that only adds a block keeps the other writer's order.
    const add = await patch(p.id, owner.cookie, {
      baseVersion: p.version,
      upsert: [{ id: "tmp-n", type: "HOOK", originalText: "N" }],
      order: [a, "tmp-n", b, c],
    });
    expect(add.statusCode).toBe(200);
    expect(texts(add.json().blocks)).toEqual(["C", "A", "N", "B"]);
  });

  it("brings back a removed block under its old id (undo of a removal)", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["A", "B"]);
    const [a, b] = p.blocks;
    const removed = await patch(p.id, owner.cookie, { baseVersion: p.version, remove: [a.id] });
    const back = await patch(p.id, owner.cookie, {
      baseVersion: removed.json().version,
      upsert: [a],
      order: [a.id, b.id],
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().blocks.map((x: ApiBlock) => x.id)).toEqual([a.id, b.id]);
    expect(back.json().ids).toEqual({ [a.id]: a.id });
  });

  it("stores a new block under the UUID the editor made for it", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["A"]);
    const made = randomUUID();
    const res = await patch(p.id, owner.cookie, {
      baseVersion: p.version,
      upsert: [{ id: made, type: "HOOK", originalText: "novo" }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ids).toEqual({ [made]: made });
    expect(res.json().blocks.map((x: ApiBlock) => x.id)).toEqual([p.blocks[0].id, made]);
    const edit = await patch(p.id, owner.cookie, {
      baseVersion: res.json().version,
      upsert: [{ id: made, type: "HOOK", originalText: "editado" }],
    });
    expect(texts(edit.json().blocks)).toEqual(["A", "editado"]);
    expect((await get(p.id, owner.cookie)).blocks[1]).toMatchObject({ id: made, originalText: "editado" });
  });

  it("never takes a block id another project uses", async () => {
    const owner = await make.user();
    const mine = await projectWith(owner, ["A"]);
    const theirs = await projectWith(owner, ["X"]);
    const foreign = theirs.blocks[0].id;
    const res = await patch(mine.id, owner.cookie, {
      baseVersion: mine.version,
      upsert: [{ id: foreign, type: "HOOK", originalText: "copy" }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ids[foreign]).not.toBe(foreign);
    expect((await get(theirs.id, owner.cookie)).blocks[0].originalText).toBe("X");
  });

  it("keeps translations per language and writes `translation` into the current language", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["Hello"]);
    await t.app.inject({
      method: "PATCH",
      url: `/api/projects/${p.id}`,
      headers: { cookie: owner.cookie },
      payload: { hasTranslation: true },
    });
    await t.database.db.execute(
      sql`update projects set translation_language = 'pt' where id = ${p.id}::uuid`,
    );
    const res = await patch(p.id, owner.cookie, {
      baseVersion: (await get(p.id, owner.cookie)).version,
      upsert: [{ ...p.blocks[0], translation: "Olá", translations: { es: "Hola" } }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().blocks[0]).toMatchObject({
      translation: "Olá",
      translations: { es: "Hola", pt: "Olá" },
    });
    // A later save without `translations` leaves the other languages alone.
    const later = await patch(p.id, owner.cookie, {
      baseVersion: res.json().version,
      upsert: [{ id: p.blocks[0].id, type: "HOOK", originalText: "Hello!", translation: "Olá!" }],
    });
    expect(later.json().blocks[0].translations).toEqual({ es: "Hola", pt: "Olá!" });
  });

  it("an edit of a language that is not the current one changes that language only", async () => {
    const owner = await make.user();
    const p = await projectWith(owner, ["Hello"]);
    await t.database.db.execute(
      sql`update projects set translation_language = 'pt' where id = ${p.id}::uuid`,
    );
    const first = await patch(p.id, owner.cookie, {
      baseVersion: (await get(p.id, owner.cookie)).version,
      upsert: [{ ...p.blocks[0], translation: "Olá", translations: { es: "Hola", fr: "Bonjour" } }],
    });
    expect(first.statusCode).toBe(200);
    // What the editor sends when the column shows Spanish: every language, Spanish edited.
    const res = await patch(p.id, owner.cookie, {
      baseVersion: first.json().version,
      upsert: [
        {
          id: p.blocks[0].id,
          type: "HOOK",
          originalText: "Hello",
          translation: "Olá",
          translations: { es: "Hola, amigo", fr: "Bonjour", pt: "Olá" },
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [saved] = (await get(p.id, owner.cookie)).blocks;
    expect(saved.translation).toBe("Olá");
    expect(saved.translations).toEqual({ es: "Hola, amigo", fr: "Bonjour", pt: "Olá" });
  });

  it("refuses bad input with 400 naming the field, others with 404/403, a future version with 409", async () => {
    const owner = await make.user();
    const other = await make.user();
    const p = await projectWith(owner, ["A"]);
    const cases: [object, RegExp][] = [
      [{ upsert: [] }, /^baseVersion:/],
      [{ baseVersion: p.version, upsert: "x" }, /^upsert:/],
      [{ baseVersion: p.version, upsert: [{ originalText: "sem tipo" }] }, /^upsert\.0\.type:/],
      [{ baseVersion: p.version, remove: [1] }, /^remove\.0:/],
      [{ baseVersion: p.version, order: "x" }, /^order:/],
      [{ baseVersion: p.version, upsert: [{ type: "HOOK", translations: { xx: "?" } }] }, /translations/],
      [{ baseVersion: p.version, label: "whatever" }, /^label:/],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(p.id, owner.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    expect((await patch(p.id, other.cookie, { baseVersion: p.version })).statusCode).toBe(404);
    await t.app.inject({
      method: "PATCH",
      url: `/api/projects/${p.id}`,
      headers: { cookie: owner.cookie },
      payload: { isPublic: true },
    });
    expect((await patch(p.id, other.cookie, { baseVersion: p.version })).statusCode).toBe(403);
    const future = await patch(p.id, owner.cookie, { baseVersion: 999 });
    expect(future.statusCode).toBe(409);
    const signedOut = await t.app.inject({
      method: "PATCH",
      url: `/api/projects/${p.id}/blocks`,
      payload: { baseVersion: 1 },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
