import { describe, expect, it, vi } from "vitest";
import { TEMPLATES } from "@/shared/blocks/templates";
import { applyServerIds, blocksReducer, createBlocksStore, marksDirty } from "./blocks-reducer";
import {
  defaultBlocks,
  type EditorBlock,
  emptyBlock,
  fromApiBlocks,
  templateBlocks,
  toBlockInput,
} from "./model";

const block = (id: string, text = id): EditorBlock => ({
  id,
  serverId: null,
  type: "HOOK",
  originalText: text,
  translation: "",
  expansion: "",
});

describe("blocksReducer", () => {
  const list = [block("a"), block("b"), block("c")];

  it("updates one block and keeps the others' identity", () => {
    const next = blocksReducer(list, { type: "update", id: "b", patch: { expansion: "x" } });
    expect(next[1].expansion).toBe("x");
    expect(next[0]).toBe(list[0]);
    expect(next[2]).toBe(list[2]);
  });

  it("returns the same list when an update changes nothing or the block is gone", () => {
    expect(blocksReducer(list, { type: "update", id: "b", patch: { originalText: "b" } })).toBe(list);
    expect(blocksReducer(list, { type: "update", id: "zz", patch: { expansion: "x" } })).toBe(list);
  });

  it("patches several blocks at once, keeping the untouched ones' identity", () => {
    const next = blocksReducer(list, {
      type: "patch",
      patches: [
        { id: "a", patch: { originalText: "A" } },
        { id: "c", patch: { expansion: "C" } },
        { id: "gone", patch: { expansion: "x" } },
      ],
    });
    expect(next.map((b) => [b.originalText, b.expansion])).toEqual([
      ["A", ""],
      ["b", ""],
      ["c", "C"],
    ]);
    expect(next[1]).toBe(list[1]);
    const same = [{ id: "a", patch: { originalText: "a" } }];
    expect(blocksReducer(list, { type: "patch", patches: same })).toBe(list);
    expect(blocksReducer(list, { type: "patch", patches: [] })).toBe(list);
  });

  it("inserts at a clamped index", () => {
    const n = block("n");
    expect(blocksReducer(list, { type: "insert", index: 1, block: n }).map((b) => b.id)).toEqual([
      "a",
      "n",
      "b",
      "c",
    ]);
    expect(blocksReducer(list, { type: "insert", index: 99, block: n }).at(-1)).toBe(n);
    expect(blocksReducer(list, { type: "insert", index: -5, block: n })[0]).toBe(n);
  });

  it("removes a block but never the only one", () => {
    expect(blocksReducer(list, { type: "remove", id: "b" }).map((b) => b.id)).toEqual(["a", "c"]);
    const one = [block("a")];
    expect(blocksReducer(one, { type: "remove", id: "a" })).toBe(one);
  });

  it("moves up and down within bounds", () => {
    expect(blocksReducer(list, { type: "move", id: "b", delta: -1 }).map((b) => b.id)).toEqual([
      "b",
      "a",
      "c",
    ]);
    expect(blocksReducer(list, { type: "move", id: "b", delta: 1 }).map((b) => b.id)).toEqual([
      "a",
      "c",
      "b",
    ]);
    expect(blocksReducer(list, { type: "move", id: "a", delta: -1 })).toBe(list);
    expect(blocksReducer(list, { type: "move", id: "c", delta: 1 })).toBe(list);
  });

  it("only server answers leave the list clean", () => {
    expect(marksDirty({ type: "update", id: "a", patch: {} })).toBe(true);
    expect(marksDirty({ type: "replace", blocks: [] })).toBe(true);
    expect(marksDirty({ type: "replace", blocks: [], fromServer: true })).toBe(false);
    expect(marksDirty({ type: "saved", sentIds: [], saved: [] })).toBe(false);
  });
});

describe("applyServerIds", () => {
  it("maps ids by position of what was sent, keeping client keys and later edits", () => {
    const sent = [block("tmp-1"), block("tmp-2")];
    // While the save ran: tmp-2 was edited and a new block was added before it.
    const now = [sent[0], block("tmp-3"), { ...sent[1], expansion: "edited" }];
    const next = applyServerIds(
      now,
      sent.map((b) => b.id),
      [{ id: "srv-1" }, { id: "srv-2" }],
    );
    expect(next.map((b) => [b.id, b.serverId, b.expansion])).toEqual([
      ["tmp-1", "srv-1", ""],
      ["tmp-3", null, ""],
      ["tmp-2", "srv-2", "edited"],
    ]);
  });

  it("ignores blocks removed meanwhile and returns the same list when nothing changes", () => {
    const now = [{ ...block("a"), serverId: "s-a" }];
    expect(applyServerIds(now, ["a", "gone"], [{ id: "s-a" }, { id: "s-gone" }])).toBe(now);
  });
});

describe("model", () => {
  it("sends server ids only, and never for new blocks", () => {
    const saved = fromApiBlocks(
      [{ id: "s1", type: "HOOK", originalText: "o", translation: null, expansion: "" }],
      {
        saved: true,
      },
    );
    expect(saved[0]).toMatchObject({ id: "s1", serverId: "s1" });
    expect(toBlockInput(saved[0]).id).toBe("s1");
    const fresh = fromApiBlocks(
      [{ id: "x", type: "HOOK", originalText: "o", expansion: "", confidence: 80 }],
      {
        saved: false,
      },
    );
    expect(fresh[0].serverId).toBeNull();
    expect(fresh[0].id).not.toBe("x");
    expect(toBlockInput(fresh[0])).toEqual({
      type: "HOOK",
      originalText: "o",
      translation: null,
      expansion: "",
      confidence: 80,
    });
  });

  it("makes HOOK blocks by default, a 'text' block for empty projects, template blocks as they are", () => {
    expect(emptyBlock().type).toBe("HOOK");
    expect(defaultBlocks().map((b) => b.type)).toEqual(["text"]);
    const t = TEMPLATES[0];
    expect(templateBlocks(t).map((b) => [b.type, b.originalText])).toEqual(
      t.blocks.map((b) => [b.type, b.originalText]),
    );
  });
});

describe("createBlocksStore", () => {
  it("reads synchronously and reports only real changes", () => {
    const onChange = vi.fn();
    const store = createBlocksStore([block("a")], onChange);
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: "update", id: "a", patch: { expansion: "e" } });
    expect(store.get()[0].expansion).toBe("e");
    store.dispatch({ type: "update", id: "a", patch: { expansion: "e" } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("adoptBlocks", () => {
  it("keeps keys of known blocks (by key or server id) and treats others as new", async () => {
    const { adoptBlocks } = await import("./model");
    const current = [{ ...block("k1"), serverId: "s1" }, block("k2")];
    const next = adoptBlocks(current, [
      { id: "s1", type: "HOOK", originalText: "a", expansion: "" },
      { id: "k2", type: "HOOK", originalText: "b", expansion: "" },
      { id: "k2", type: "HOOK", originalText: "dup", expansion: "" },
    ]);
    expect(next.map((b) => [b.id, b.serverId])).toEqual([
      ["k1", "s1"],
      ["k2", null],
      [next[2].id, null],
    ]);
    expect(next[2].id).not.toBe("k2");
  });
});
