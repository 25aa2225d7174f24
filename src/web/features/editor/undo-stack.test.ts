import { describe, expect, it } from "vitest";
import { blocksReducer } from "./blocks-reducer";
import { computeDelta, snapshotOf } from "./delta";
import type { EditorBlock } from "./model";
import { diffStep, emptyUndo, record, redo, UNDO_LIMIT, type UndoState, undo } from "./undo-stack";

const block = (id: string, originalText = id): EditorBlock => ({
  id,
  type: "HOOK",
  originalText,
  translation: "",
  expansion: "",
});

/** Runs reducer actions, recording each as the editor does. */
function run(start: EditorBlock[], actions: Parameters<typeof blocksReducer>[1][], at = 0) {
  let list: readonly EditorBlock[] = start;
  let state: UndoState = emptyUndo;
  actions.forEach((action, i) => {
    const next = blocksReducer(list, action);
    const group = action.type === "update" ? `${action.id}:${Object.keys(action.patch).join()}` : undefined;
    const step = diffStep(list, next, at + i * 5000, group);
    if (step) state = record(state, step);
    list = next;
  });
  return { list, state };
}

describe("undo stack", () => {
  const start = [block("a"), block("b"), block("c")];

  it("undoes and redoes edit, add, remove and move", () => {
    const { list, state } = run(start, [
      { type: "update", id: "a", patch: { originalText: "A!" } },
      { type: "insert", index: 1, block: block("n", "novo") },
      { type: "remove", id: "c" },
      { type: "move", id: "b", delta: -1 },
    ]);
    expect(list.map((b) => b.id)).toEqual(["a", "b", "n"]);
    let cur: { state: UndoState; list: EditorBlock[] } = { state, list: list.slice() };
    const texts: string[][] = [];
    for (let i = 0; i < 4; i++) {
      const next = undo(cur.state, cur.list);
      if (!next) throw new Error("nothing to undo");
      cur = next;
      texts.push(cur.list.map((b) => b.originalText));
    }
    expect(texts).toEqual([
      ["a", "novo", "b"].map((x) => (x === "a" ? "A!" : x)),
      ["A!", "novo", "b", "c"],
      ["A!", "b", "c"],
      ["a", "b", "c"],
    ]);
    expect(undo(cur.state, cur.list)).toBeNull();
    const again = redo(cur.state, cur.list);
    expect(again?.list.map((b) => b.originalText)).toEqual(["A!", "b", "c"]);
  });

  it("takes back a patch of many blocks in one step", () => {
    const { list, state } = run(start, [
      { type: "update", id: "b", patch: { originalText: "typed" } },
      {
        type: "patch",
        patches: [
          { id: "a", patch: { originalText: "x" } },
          { id: "c", patch: { originalText: "x", expansion: "y" } },
        ],
      },
    ]);
    expect(list.map((b) => b.originalText)).toEqual(["x", "typed", "x"]);
    const back = undo(state, list);
    expect(back?.list.map((b) => b.originalText)).toEqual(["a", "typed", "c"]);
    expect(back?.list[2].expansion).toBe("");
    expect(back?.state.past).toHaveLength(1);
  });

  it("folds typing in one field into one step and keeps at least 100 steps", () => {
    const typing = run(start, [
      { type: "update", id: "a", patch: { originalText: "a1" } },
      { type: "update", id: "a", patch: { originalText: "a12" } },
    ]);
    // 5 s apart: two steps; close together they fold.
    expect(typing.state.past).toHaveLength(2);
    let state: UndoState = emptyUndo;
    let list: EditorBlock[] = start;
    for (const text of ["x", "xy", "xyz"]) {
      const next = blocksReducer(list, {
        type: "update",
        id: "a",
        patch: { originalText: text },
      }) as EditorBlock[];
      state = record(state, diffStep(list, next, 100, "a:originalText")!);
      list = next;
    }
    expect(state.past).toHaveLength(1);
    expect(undo(state, list)?.list[0].originalText).toBe("a");

    const many = run(
      start,
      Array.from({ length: 150 }, (_, i) => ({
        type: "update" as const,
        id: "b",
        patch: { originalText: `b${i}` },
      })),
    );
    expect(many.state.past.length).toBeGreaterThanOrEqual(100);
    expect(many.state.past.length).toBeLessThanOrEqual(UNDO_LIMIT);
  });

  it("records an edit in place as its changed blocks, the order the same list of ids", () => {
    const before = [block("a"), block("b"), block("c")];
    const after = [before[0], { ...before[1], originalText: "B" }, before[2]];
    const step = diffStep(before, after, 0);
    expect(step?.changes).toEqual([{ id: "b", before: before[1], after: after[1] }]);
    expect(step?.orderAfter).toEqual(["a", "b", "c"]);
    expect(step?.orderAfter).toBe(step?.orderBefore);
    expect(diffStep(after, after, 0)).toBeNull();
    // Same length, another block in a place: the general diff, with both orders.
    const swapped = diffStep(before, [before[0], before[2], before[1]], 0);
    expect(swapped?.changes).toEqual([]);
    expect(swapped?.orderAfter).toEqual(["a", "c", "b"]);
    expect(swapped?.orderBefore).toEqual(["a", "b", "c"]);
  });

  it("leaves changes made elsewhere since the step alone", () => {
    const { list, state } = run(start, [{ type: "update", id: "a", patch: { originalText: "mine" } }]);
    // Another writer's change to block b arrives (a merge) after the step.
    const merged = list.map((b) => (b.id === "b" ? { ...b, originalText: "theirs" } : b));
    const back = undo(state, merged);
    expect(back?.list.map((b) => b.originalText)).toEqual(["a", "theirs", "c"]);
  });

  it("brings a removed block back under its id, so the save re-adds it in its place", () => {
    const { list, state } = run(start, [{ type: "remove", id: "b" }]);
    const back = undo(state, list);
    expect(back?.list[1]).toMatchObject({ id: "b", originalText: "b" });
    const delta = computeDelta(snapshotOf(list), back?.list ?? []);
    expect(delta.upsert.map((b) => b.id)).toEqual(["b"]);
    expect(delta.order).toEqual(["a", "b", "c"]);
  });
});

describe("computeDelta", () => {
  const saved = [block("a"), block("b"), block("c")];

  it("sends nothing when nothing changed, one block when one changed", () => {
    const snapshot = snapshotOf(saved);
    expect(computeDelta(snapshot, saved)).toEqual({ upsert: [], remove: [] });
    const edited = saved.map((b) => (b.id === "b" ? { ...b, expansion: "mais" } : b));
    const delta = computeDelta(snapshot, edited);
    expect(delta.upsert).toEqual([expect.objectContaining({ id: "b", expansion: "mais" })]);
    expect(delta.order).toBeUndefined();
  });

  it("sends removals, new blocks under their id, and the order only when needed", () => {
    const snapshot = snapshotOf(saved);
    const appended = [...saved, block("n", "novo")];
    expect(computeDelta(snapshot, appended)).toEqual({
      upsert: [expect.objectContaining({ id: "n", originalText: "novo" })],
      remove: [],
    });
    const reordered = [saved[2], block("n", "novo"), saved[0]];
    expect(computeDelta(snapshot, reordered)).toMatchObject({ remove: ["b"], order: ["c", "n", "a"] });
  });
});
