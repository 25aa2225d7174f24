import { describe, expect, it } from "vitest";
import { moveMany, moveTo, moveToPosition, removeMany, splice } from "./block-moves";
import { createBlocksStore } from "./blocks-reducer";
import { EditorSession } from "./editor-session";
import type { EditorBlock } from "./model";

const block = (id: string): EditorBlock => ({
  id,
  type: "HOOK",
  originalText: id,
  translation: "",
  expansion: "",
});
const list = ["a", "b", "c", "d", "e"].map(block);
const ids = (blocks: readonly EditorBlock[]) => blocks.map((b) => b.id).join("");

describe("bulk list changes", () => {
  it("removes several blocks, never the last one", () => {
    expect(ids(removeMany(list, ["b", "d"]))).toBe("ace");
    expect(removeMany(list, ["a", "b", "c", "d", "e"])).toBe(list);
    expect(removeMany(list, ["zz"])).toBe(list);
  });

  it("moves a selection up and down past the blocks not moving", () => {
    expect(ids(moveMany(list, ["b", "d"], -1))).toBe("badce");
    expect(ids(moveMany(list, ["b", "d"], 1))).toBe("acbed");
    // Stacked against the edge, they stay; the rest of the selection still moves.
    expect(ids(moveMany(list, ["a", "b", "d"], -1))).toBe("abdce");
    expect(ids(moveMany(list, ["d", "e"], 1))).toBe("abcde");
    expect(moveMany(list, ["a"], -1)).toBe(list);
  });

  it("under a filter, moves past the hidden blocks and the next shown one at each press", () => {
    // Shown: a, c, e (b and d hidden).
    const shown = new Set(["a", "c", "e"]);
    expect(ids(moveMany(list, ["e"], -1, shown))).toBe("abecd");
    expect(ids(moveMany(list, ["a"], 1, shown))).toBe("bcade");
    // On the screen a, c, e becomes c, e, a, as without a filter; the hidden ones follow a.
    expect(ids(moveMany(list, ["c", "e"], -1, shown))).toBe("ceabd");
    // The top shown block, with only hidden blocks above it, stays; so does one stacked under it.
    expect(moveMany(list, ["c"], -1, new Set(["c", "d"]))).toBe(list);
    expect(moveMany(list, ["c", "d"], -1, new Set(["c", "d"]))).toBe(list);
    // Without a filter, a move is one place.
    expect(ids(moveMany(list, ["e"], -1))).toBe("abced");
  });

  it("moves blocks to a numbered position: the first of them lands there", () => {
    expect(ids(moveToPosition(list, ["e"], 1))).toBe("eabcd");
    expect(ids(moveToPosition(list, ["a"], 3))).toBe("bcade");
    expect(ids(moveToPosition(list, ["d", "b"], 1))).toBe("bdace");
    expect(ids(moveToPosition(list, ["b"], 5))).toBe("acdeb");
    expect(moveToPosition(list, ["c"], 3)).toBe(list);
  });

  it("moves blocks to a place, keeping their order", () => {
    expect(ids(moveTo(list, ["d", "b"], "a"))).toBe("bdace");
    expect(ids(moveTo(list, ["a"], null))).toBe("bcdea");
    expect(ids(moveTo(list, ["a"], "c"))).toBe("bacde");
    expect(moveTo(list, ["a"], "b")).toBe(list);
    expect(moveTo(list, ["b"], "b")).toBe(list);
  });

  it("replaces a run of blocks", () => {
    expect(ids(splice(list, "b", 2, [block("x")]))).toBe("axde");
    expect(ids(splice(list, "e", 1, [block("e"), block("f")]))).toBe("abcdef");
    expect(splice(list, "e", 2, [])).toBe(list);
  });
});

describe("bulk actions in the session", () => {
  const server = {
    save: async () => ({ version: 2, blocks: [] }),
    fetch: async () => ({ version: 1, blocks: [] }),
    classify: () => "retry" as const,
    conflictsOf: () => [],
  };

  it("are one undo step each", () => {
    const session = new EditorSession({ blocks: list, version: 1, readOnly: false, server, delayMs: 60_000 });
    session.dispatch({ type: "remove-many", ids: ["a", "c", "e"] });
    expect(ids(session.blocks.get())).toBe("bd");
    session.dispatch({ type: "move-many", ids: ["d"], delta: -1 });
    expect(ids(session.blocks.get())).toBe("db");
    expect(session.undo()).toBe(true);
    expect(ids(session.blocks.get())).toBe("bd");
    expect(session.undo()).toBe(true);
    expect(ids(session.blocks.get())).toBe("abcde");
    expect(session.getState().canUndo).toBe(false);
    void session.stop();
  });

  it("change nothing when nothing moves", () => {
    const store = createBlocksStore(list);
    store.dispatch({ type: "move-to", ids: ["a"], before: "b" });
    expect(store.get()).toBe(list);
  });
});
