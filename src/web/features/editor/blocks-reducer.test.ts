import { describe, expect, it, vi } from "vitest";
import { TEMPLATES } from "@/shared/blocks/templates";
import { blocksReducer, createBlocksStore, marksDirty, undoGroup } from "./blocks-reducer";
import {
  defaultBlocks,
  type EditorBlock,
  emptyBlock,
  templateBlocks,
  toBlockInput,
  withNewIds,
} from "./model";

const block = (id: string, text = id): EditorBlock => ({
  id,
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
  });

  it("lets undo fold typing in one field, and never take back a list from the server", () => {
    const typing = undoGroup({ type: "update", id: "a", patch: { originalText: "x" } });
    expect(undoGroup({ type: "update", id: "a", patch: { originalText: "xy" } })).toBe(typing);
    expect(undoGroup({ type: "update", id: "b", patch: { originalText: "x" } })).not.toBe(typing);
    expect(undoGroup({ type: "insert", index: 0, block: block("n") })).toBeUndefined();
    expect(undoGroup({ type: "replace", blocks: [] })).toBeUndefined();
    expect(undoGroup({ type: "replace", blocks: [], fromServer: true })).toBe(false);
    expect(undoGroup({ type: "history", blocks: [] })).toBe(false);
  });
});

describe("model", () => {
  it("gives every new block a UUID of its own, sent as the block's id", () => {
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const fresh = withNewIds([{ id: "x", type: "HOOK", originalText: "o", expansion: "", confidence: 80 }]);
    expect(fresh[0].id).toMatch(UUID);
    expect(emptyBlock().id).toMatch(UUID);
    expect(new Set([fresh[0].id, emptyBlock().id, emptyBlock().id]).size).toBe(3);
    expect(toBlockInput(fresh[0])).toEqual({
      id: fresh[0].id,
      type: "HOOK",
      originalText: "o",
      translation: null,
      expansion: "",
      confidence: 80,
    });
  });

  it("makes a UUID from random bytes where crypto.randomUUID is missing (plain http)", () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      expect(emptyBlock().id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: randomUUID, configurable: true });
    }
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
  it("keeps the ids the editor holds and gives others (and second copies) new ones", async () => {
    const { adoptBlocks } = await import("./model");
    const next = adoptBlocks(
      [block("k1"), block("k2")],
      [
        { id: "k1", type: "HOOK", originalText: "a", expansion: "" },
        { id: "elsewhere", type: "HOOK", originalText: "b", expansion: "" },
        { id: "k1", type: "HOOK", originalText: "dup", expansion: "" },
      ],
    );
    expect(next[0].id).toBe("k1");
    expect(next[1].id).not.toBe("elsewhere");
    expect(next[2].id).not.toBe("k1");
    expect(next.map((b) => b.originalText)).toEqual(["a", "b", "dup"]);
  });
});
