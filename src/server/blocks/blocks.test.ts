import { describe, expect, it } from "vitest";
import { MAX_BLOCKS } from "../../shared/limits";
import { setupTestApp } from "../test/app";
import { factories } from "../test/factories";

const t = setupTestApp();
const make = factories(t);

const put = (id: string, cookie: string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/projects/${id}/blocks`, headers: { cookie }, payload });
const get = (id: string, cookie: string) =>
  t.app.inject({ url: `/api/projects/${id}/blocks`, headers: { cookie } });

const block = (text: string, extra: object = {}) => ({
  type: "HOOK",
  originalText: text,
  expansion: "",
  ...extra,
});

describe("PUT /api/projects/:id/blocks", () => {
  it("saves the whole list in order, bumps the version and keeps known ids", async () => {
    const owner = await make.user();
    const p = await make.project(owner);
    const first = await put(p.id, owner.cookie, {
      baseVersion: 1,
      blocks: [
        block("Um", {
          id: "block-temp-1",
          confidence: 72,
          alternativeTypes: [{ type: "STORY_HOOK", confidence: 40 }],
        }),
        block("Dois", { type: "OFFER_STRUCTURE", translation: "Two", expansion: "Dois, expandido" }),
      ],
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json();
    expect(saved.version).toBe(2);
    expect(saved.blocks).toMatchObject([
      {
        type: "HOOK",
        originalText: "Um",
        confidence: 72,
        alternativeTypes: [{ type: "STORY_HOOK", confidence: 40 }],
      },
      { type: "OFFER_STRUCTURE", originalText: "Dois", translation: "Two", expansion: "Dois, expandido" },
    ]);
    expect(saved.blocks[0].id).not.toBe("block-temp-1");

    // Reorder and edit: ids survive, order follows the request.
    const [a, b] = saved.blocks;
    const second = await put(p.id, owner.cookie, {
      baseVersion: 2,
      blocks: [{ ...b, expansion: "editado" }, a],
    });
    expect(second.json().version).toBe(3);
    expect(second.json().blocks.map((x: { id: string }) => x.id)).toEqual([b.id, a.id]);
    const reloaded = (await get(p.id, owner.cookie)).json();
    expect(reloaded.version).toBe(3);
    expect(reloaded.blocks.map((x: { expansion: string }) => x.expansion)).toEqual(["editado", ""]);
  });

  it("refuses a stale baseVersion with 409 and changes nothing", async () => {
    const owner = await make.user();
    const p = await make.project(owner);
    await put(p.id, owner.cookie, { baseVersion: 1, blocks: [block("Tab A")] });
    const stale = await put(p.id, owner.cookie, { baseVersion: 1, blocks: [block("Tab B")] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("CONFLICT");
    expect(stale.json().error.message).toMatch(/changed somewhere else/);
    const now = (await get(p.id, owner.cookie)).json();
    expect(now.blocks.map((x: { originalText: string }) => x.originalText)).toEqual(["Tab A"]);
  });

  it("lets exactly one of two concurrent saves from the same version win", async () => {
    const owner = await make.user();
    const p = await make.project(owner);
    const [x, y] = await Promise.all([
      put(p.id, owner.cookie, { baseVersion: 1, blocks: [block("X1"), block("X2")] }),
      put(p.id, owner.cookie, { baseVersion: 1, blocks: [block("Y1")] }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const winner = x.statusCode === 200 ? ["X1", "X2"] : ["Y1"];
    const now = (await get(p.id, owner.cookie)).json();
    expect(now.blocks.map((b: { originalText: string }) => b.originalText)).toEqual(winner);
  });

  it("never takes over a block id of another project", async () => {
    const owner = await make.user();
    const mine = await make.project(owner);
    const theirs = await make.project(owner, { blocks: 1 });
    const foreignId = (await get(theirs.id, owner.cookie)).json().blocks[0].id;
    const res = await put(mine.id, owner.cookie, {
      baseVersion: 1,
      blocks: [block("a", { id: foreignId }), block("b", { id: foreignId })],
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().blocks.map((b: { id: string }) => b.id);
    expect(ids).not.toContain(foreignId);
    expect(new Set(ids).size).toBe(2);
    expect((await get(theirs.id, owner.cookie)).json().blocks[0].id).toBe(foreignId);
  });

  it("refuses others: 404 on a private project, 403 on a public one; unknown project 404", async () => {
    const owner = await make.user();
    const other = await make.user();
    const priv = await make.project(owner);
    const pub = await make.project(owner, { isPublic: true });
    expect((await put(priv.id, other.cookie, { baseVersion: 1, blocks: [] })).statusCode).toBe(404);
    expect((await put(pub.id, other.cookie, { baseVersion: 2, blocks: [] })).statusCode).toBe(403);
    expect(
      (await put("00000000-0000-4000-8000-000000000000", owner.cookie, { baseVersion: 1, blocks: [] }))
        .statusCode,
    ).toBe(404);
    const signedOut = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${priv.id}/blocks`,
      payload: { baseVersion: 1, blocks: [] },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("refuses malformed blocks and oversized lists with 4xx, naming the problem, and changes nothing", async () => {
    const owner = await make.user();
    const p = await make.project(owner, { blocks: 2 });
    const cases: [object, RegExp][] = [
      [{ blocks: [] }, /^baseVersion:/],
      [{ baseVersion: 1, blocks: "nope" }, /^blocks:/],
      [{ baseVersion: 1, blocks: [{ originalText: "sem tipo" }] }, /^blocks\.0\.type:/],
      [{ baseVersion: 1, blocks: [{ type: "HOOK", originalText: 42 }] }, /^blocks\.0\.originalText:/],
      [{ baseVersion: 1, blocks: [{ type: "HOOK", confidence: 400 }] }, /^blocks\.0\.confidence:/],
      [
        { baseVersion: 1, blocks: Array.from({ length: MAX_BLOCKS + 1 }, () => block("x")) },
        /at most 5000 blocks/,
      ],
      [
        { baseVersion: 1, blocks: Array.from({ length: 60 }, () => block("x".repeat(90_000))) },
        /more than 5000000 characters/,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await put(p.id, owner.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const now = (await get(p.id, owner.cookie)).json();
    expect(now.version).toBe(1);
    expect(now.blocks).toHaveLength(2);
  });

  it("records one 'updated' activity for a burst of autosaves", async () => {
    const owner = await make.user();
    const p = await make.project(owner);
    let version = 1;
    for (let i = 0; i < 3; i++) {
      version = (await put(p.id, owner.cookie, { baseVersion: version, blocks: [block(`v${i}`)] })).json()
        .version;
    }
    const feed = (await t.app.inject({ url: "/api/activities", headers: { cookie: owner.cookie } })).json()
      .activities;
    expect(feed.map((a: { actionType: string }) => a.actionType)).toEqual(["updated", "created"]);
  });
});
