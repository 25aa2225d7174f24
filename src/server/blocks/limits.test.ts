import { describe, expect, it } from "vitest";
import { BLOCK_TEXT_MAX_LENGTH, MAX_BLOCK_LIST_CHARS, MAX_BLOCKS } from "../../shared/limits";
import { setupAiTestApp } from "../test/ai-app";
import { factories } from "../test/factories";

// The limits hold for the project a write leaves, whatever the write: PATCHes that each fit
// must not add up to a project no PUT would accept.
const t = setupAiTestApp({ AI_API_KEY: "sk-limits", AI_TIMEOUT_MS: "5000" });
const make = factories(t);

const { call } = t;
const big = (n: number) => "x".repeat(n);

describe("project limits on every write", () => {
  it("refuses PATCHes that add up past MAX_BLOCKS, and copies of a project over it", async () => {
    const owner = await make.user();
    // Made before the limits were kept: one block too many.
    const p = await make.project(owner, { blocks: MAX_BLOCKS + 1 });
    const grow = await call("PATCH", `/api/projects/${p.id}/blocks`, owner.cookie, {
      baseVersion: 1,
      upsert: [{ id: "new-1", type: "HOOK", originalText: "one more" }],
    });
    expect(grow.statusCode).toBe(413);
    expect(grow.json().error).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      reason: "TOO_MANY_BLOCKS",
      params: { max: MAX_BLOCKS },
      message: expect.stringContaining(`at most ${MAX_BLOCKS} blocks`),
    });

    const copy = await call("POST", `/api/projects/${p.id}/duplicate`, owner.cookie, { title: "Cópia" });
    expect(copy.statusCode).toBe(413);
    expect(copy.json().error.reason).toBe("TOO_MANY_BLOCKS");

    const list = (await call("GET", `/api/projects/${p.id}/blocks`, owner.cookie)).json();
    expect(list).toMatchObject({ version: 1, blocks: { length: MAX_BLOCKS + 1 } });
  });

  it("refuses PATCHes that add up past MAX_BLOCK_LIST_CHARS and keeps the project as it was", async () => {
    const owner = await make.user();
    const p = await make.project(owner);
    const blocks = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({
        id: `${prefix}-${i}`,
        type: "HOOK",
        originalText: big(BLOCK_TEXT_MAX_LENGTH),
      }));
    const half = MAX_BLOCK_LIST_CHARS / BLOCK_TEXT_MAX_LENGTH / 2;
    const first = await call("PATCH", `/api/projects/${p.id}/blocks`, owner.cookie, {
      baseVersion: 1,
      upsert: blocks(half + 1, "a"),
    });
    expect(first.statusCode).toBe(200);
    const second = await call("PATCH", `/api/projects/${p.id}/blocks`, owner.cookie, {
      baseVersion: first.json().version,
      upsert: blocks(half, "b"),
    });
    expect(second.statusCode).toBe(413);
    expect(second.json().error).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      reason: "TOO_MUCH_TEXT",
      message: expect.stringContaining(`at most ${MAX_BLOCK_LIST_CHARS} characters`),
    });
    const after = (await call("GET", `/api/projects/${p.id}/blocks`, owner.cookie)).json();
    expect(after.version).toBe(first.json().version);
    expect(after.blocks).toHaveLength(half + 1);
  });

  it("refuses a translation that would take the project past MAX_BLOCK_LIST_CHARS", async () => {
    const owner = await make.user();
    const p = await make.project(owner);
    const fillers = MAX_BLOCK_LIST_CHARS / BLOCK_TEXT_MAX_LENGTH - 1;
    const put = await call("PUT", `/api/projects/${p.id}/blocks`, owner.cookie, {
      baseVersion: 1,
      blocks: [
        { type: "HOOK", originalText: "Discover the secret." },
        ...Array.from({ length: fillers }, () => ({
          type: "HOOK",
          originalText: "",
          expansion: big(BLOCK_TEXT_MAX_LENGTH),
        })),
        { type: "HOOK", originalText: "", expansion: big(BLOCK_TEXT_MAX_LENGTH - 20) },
      ],
    });
    expect(put.statusCode).toBe(200);
    const res = await call("POST", `/api/projects/${p.id}/translate`, owner.cookie, { language: "es" });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.reason).toBe("TOO_MUCH_TEXT");
    const after = (await call("GET", `/api/projects/${p.id}/blocks`, owner.cookie)).json();
    expect(after.version).toBe(put.json().version);
  });
});
