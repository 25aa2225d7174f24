import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";

const t = setupTestApp({ config: { historyFoldSeconds: 0 } });
const make = factories(t);

type ApiBlock = { id: string; type: string; originalText: string; expansion: string };

const inject = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const texts = (blocks: ApiBlock[]) => blocks.map((b) => b.originalText);

async function saved(owner: TestUser, originals: string[]) {
  const p = await make.project(owner);
  const res = await inject("PUT", `/api/projects/${p.id}/blocks`, owner.cookie, {
    baseVersion: 1,
    blocks: originals.map((originalText) => ({ type: "HOOK", originalText })),
  });
  return { id: p.id, ...(res.json() as { version: number; blocks: ApiBlock[] }) };
}

describe("project versions", () => {
  it("lists every save newest first with author, size and label, and shows each version's blocks", async () => {
    const owner = await make.user();
    const p = await saved(owner, ["A", "B", "C"]);
    const [a, b, c] = p.blocks;
    const v3 = (
      await inject("PATCH", `/api/projects/${p.id}/blocks`, owner.cookie, {
        baseVersion: p.version,
        upsert: [{ ...b, originalText: "B2" }],
        remove: [c.id],
        order: [b.id, a.id],
        label: "ai:rewrite",
      })
    ).json();
    const list = await inject("GET", `/api/projects/${p.id}/versions`, owner.cookie);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.nextCursor).toBeNull();
    expect(body.versions).toEqual([
      {
        version: v3.version,
        createdAt: expect.any(String),
        author: { id: owner.id, name: owner.name },
        blocksCount: 2,
        label: "ai:rewrite",
      },
      expect.objectContaining({ version: 2, blocksCount: 3, label: null }),
      expect.objectContaining({ version: 1, blocksCount: 0, label: "created" }),
    ]);
    const two = (await inject("GET", `/api/projects/${p.id}/versions/2`, owner.cookie)).json();
    expect(two.version).toBe(2);
    expect(two.blocks.map((x: ApiBlock) => x.id)).toEqual([a.id, b.id, c.id]);
    expect(texts(two.blocks)).toEqual(["A", "B", "C"]);
    const three = (await inject("GET", `/api/projects/${p.id}/versions/${v3.version}`, owner.cookie)).json();
    expect(texts(three.blocks)).toEqual(["B2", "A"]);
    expect((await inject("GET", `/api/projects/${p.id}/versions/1`, owner.cookie)).json().blocks).toEqual([]);
  });

  it("keeps a replace-all's label and refuses a label it does not know", async () => {
    const owner = await make.user();
    const p = await saved(owner, ["oferta", "outra oferta"]);
    const replaced = await inject("PATCH", `/api/projects/${p.id}/blocks`, owner.cookie, {
      baseVersion: p.version,
      upsert: p.blocks.map((b) => ({ ...b, originalText: b.originalText.replace("oferta", "promoção") })),
      label: "replace",
    });
    expect(replaced.statusCode).toBe(200);
    const list = (await inject("GET", `/api/projects/${p.id}/versions`, owner.cookie)).json();
    expect(list.versions[0]).toEqual(expect.objectContaining({ version: p.version + 1, label: "replace" }));
    const bad = await inject("PATCH", `/api/projects/${p.id}/blocks`, owner.cookie, {
      baseVersion: p.version + 1,
      upsert: [],
      label: "replace:all",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^label: label must be/);
  });

  it("pages with cursor and limit and refuses bad ones", async () => {
    const owner = await make.user();
    let p = await saved(owner, ["x"]);
    for (let i = 0; i < 4; i++) {
      const res = await inject("PUT", `/api/projects/${p.id}/blocks`, owner.cookie, {
        baseVersion: p.version,
        blocks: [{ ...p.blocks[0], originalText: `x${i}` }],
      });
      p = { ...res.json(), id: p.id };
    }
    const first = (await inject("GET", `/api/projects/${p.id}/versions?limit=2`, owner.cookie)).json();
    expect(first.versions.map((v: { version: number }) => v.version)).toEqual([6, 5]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await inject("GET", `/api/projects/${p.id}/versions?limit=2&cursor=${first.nextCursor}`, owner.cookie)
    ).json();
    expect(second.versions.map((v: { version: number }) => v.version)).toEqual([4, 3]);
    const last = (
      await inject("GET", `/api/projects/${p.id}/versions?limit=2&cursor=${second.nextCursor}`, owner.cookie)
    ).json();
    expect(last.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(last.nextCursor).toBeNull();
    for (const [query, message] of [
      ["limit=0", /limit/],
      ["limit=101", /limit/],
      ["limit=abc", /limit/],
      ["cursor=-3", /cursor/],
    ] as const) {
      const res = await inject("GET", `/api/projects/${p.id}/versions?${query}`, owner.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const bad = await inject("GET", `/api/projects/${p.id}/versions/abc`, owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/version/);
    const missing = await inject("GET", `/api/projects/${p.id}/versions/99`, owner.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("VERSION_NOT_FOUND");
  });

  it("restores an old version as a new one, guarded by baseVersion", async () => {
    const owner = await make.user();
    const p = await saved(owner, ["A", "B"]);
    const [a, b] = p.blocks;
    const changed = (
      await inject("PATCH", `/api/projects/${p.id}/blocks`, owner.cookie, {
        baseVersion: p.version,
        upsert: [
          { ...a, originalText: "A mudou" },
          { type: "CTA", originalText: "novo" },
        ],
        remove: [b.id],
      })
    ).json();
    const stale = await inject("POST", `/api/projects/${p.id}/versions/${p.version}/restore`, owner.cookie, {
      baseVersion: p.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("CONFLICT");
    const res = await inject("POST", `/api/projects/${p.id}/versions/${p.version}/restore`, owner.cookie, {
      baseVersion: changed.version,
    });
    expect(res.statusCode).toBe(200);
    const restored = res.json();
    expect(restored.version).toBe(changed.version + 1);
    expect(restored.blocks.map((x: ApiBlock) => x.id)).toEqual([a.id, b.id]);
    expect(texts(restored.blocks)).toEqual(["A", "B"]);
    const now = (await inject("GET", `/api/projects/${p.id}/blocks`, owner.cookie)).json();
    expect(now).toEqual({ version: restored.version, blocks: restored.blocks });
    const [entry] = (await inject("GET", `/api/projects/${p.id}/versions?limit=1`, owner.cookie)).json()
      .versions;
    expect(entry).toMatchObject({
      version: restored.version,
      label: `restored:${p.version}`,
      blocksCount: 2,
    });
    const unknown = await inject("POST", `/api/projects/${p.id}/versions/77/restore`, owner.cookie, {
      baseVersion: restored.version,
    });
    expect(unknown.statusCode).toBe(404);
    const noBase = await inject("POST", `/api/projects/${p.id}/versions/2/restore`, owner.cookie, {});
    expect(noBase.statusCode).toBe(400);
    expect(noBase.json().error.message).toMatch(/baseVersion/);
    // Nothing changed by the refused attempts.
    expect((await inject("GET", `/api/projects/${p.id}/blocks`, owner.cookie)).json().version).toBe(
      restored.version,
    );
  });

  it("is readable by whoever reads the project and restorable only by its owner", async () => {
    const owner = await make.user();
    const other = await make.user();
    const p = await saved(owner, ["A"]);
    expect((await inject("GET", `/api/projects/${p.id}/versions`, other.cookie)).statusCode).toBe(404);
    expect((await inject("GET", `/api/projects/${p.id}/versions/2`, other.cookie)).statusCode).toBe(404);
    await inject("PATCH", `/api/projects/${p.id}`, owner.cookie, { isPublic: true });
    const version = (await inject("GET", `/api/projects/${p.id}/blocks`, owner.cookie)).json().version;
    expect((await inject("GET", `/api/projects/${p.id}/versions`, other.cookie)).statusCode).toBe(200);
    expect((await inject("GET", `/api/projects/${p.id}/versions/2`, other.cookie)).statusCode).toBe(200);
    const restore = await inject("POST", `/api/projects/${p.id}/versions/1/restore`, other.cookie, {
      baseVersion: version,
    });
    expect(restore.statusCode).toBe(403);
    const signedOut = await t.app.inject({ url: `/api/projects/${p.id}/versions` });
    expect(signedOut.statusCode).toBe(401);
  });

  it("grows with what changed: many saves of one block add one revision each", async () => {
    const owner = await make.user();
    let p = await saved(
      owner,
      Array.from({ length: 200 }, (_, i) => `Parágrafo ${i}`),
    );
    for (let i = 0; i < 20; i++) {
      const res = await inject("PATCH", `/api/projects/${p.id}/blocks`, owner.cookie, {
        baseVersion: p.version,
        upsert: [{ ...p.blocks[7], originalText: `edição ${i}` }],
      });
      p = { ...res.json(), id: p.id };
    }
    const [{ n }] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from block_revisions where project_id = ${p.id}::uuid`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(n).toBe(200 + 20);
    const tenth = (
      await inject("GET", `/api/projects/${p.id}/versions/${p.version - 10}`, owner.cookie)
    ).json();
    expect(tenth.blocks).toHaveLength(200);
    expect(tenth.blocks[7].originalText).toBe("edição 9");
  });

  it("gives a duplicate and an import their own first version", async () => {
    const owner = await make.user();
    const p = await saved(owner, ["A", "B"]);
    const copy = (
      await inject("POST", `/api/projects/${p.id}/duplicate`, owner.cookie, { title: "Cópia" })
    ).json();
    const versions = (await inject("GET", `/api/projects/${copy.id}/versions`, owner.cookie)).json().versions;
    expect(versions).toEqual([expect.objectContaining({ version: 1, label: "duplicated", blocksCount: 2 })]);
    const first = (await inject("GET", `/api/projects/${copy.id}/versions/1`, owner.cookie)).json();
    expect(texts(first.blocks)).toEqual(["A", "B"]);
  });
});

describe("history folding", () => {
  const folding = setupTestApp({ config: { historyFoldSeconds: 60 } });
  const makeFolding = factories(folding);

  it("folds a writer's quick plain edits into one entry but never labelled ones", async () => {
    const owner = await makeFolding.user();
    const p = await makeFolding.project(owner);
    const save = (baseVersion: number, text: string, extra: object = {}) =>
      folding.app.inject({
        method: "PUT",
        url: `/api/projects/${p.id}/blocks`,
        headers: { cookie: owner.cookie },
        payload: { baseVersion, blocks: [{ id: blockId, type: "HOOK", originalText: text }], ...extra },
      });
    let blockId: string | undefined;
    const v2 = (await save(1, "a")).json();
    blockId = v2.blocks[0].id;
    const v3 = (await save(v2.version, "ab")).json();
    const v4 = (await save(v3.version, "abc")).json();
    const v5 = (await save(v4.version, "abcd", { label: "template" })).json();
    const list = (
      await folding.app.inject({ url: `/api/projects/${p.id}/versions`, headers: { cookie: owner.cookie } })
    ).json();
    expect(list.versions.map((v: { version: number; label: string | null }) => [v.version, v.label])).toEqual(
      [
        [v5.version, "template"],
        [v4.version, null],
        [v2.version, null],
        [1, "created"],
      ],
    );
    const folded = (
      await folding.app.inject({
        url: `/api/projects/${p.id}/versions/${v4.version}`,
        headers: { cookie: owner.cookie },
      })
    ).json();
    expect(folded.blocks[0].originalText).toBe("abc");
    const gone = await folding.app.inject({
      url: `/api/projects/${p.id}/versions/${v3.version}`,
      headers: { cookie: owner.cookie },
    });
    expect(gone.statusCode).toBe(404);
  });
});
