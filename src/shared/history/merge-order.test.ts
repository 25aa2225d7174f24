import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeOrder } from "./merge-order";

describe("mergeOrder", () => {
  it("takes the side that reordered", () => {
    expect(mergeOrder(["a", "b", "c"], ["a", "b", "c"], ["c", "a", "b"])).toEqual(["c", "a", "b"]);
    expect(mergeOrder(["a", "b", "c"], ["b", "a", "c"], ["a", "b", "c"])).toEqual(["b", "a", "c"]);
  });

  it("drops what either side removed and places additions after their predecessor", () => {
    expect(mergeOrder(["a", "b", "c"], ["a", "x", "b", "c"], ["a", "b", "y"])).toEqual(["a", "x", "b", "y"]);
    expect(mergeOrder(["a", "b"], ["n", "a", "b"], ["a", "b"])).toEqual(["n", "a", "b"]);
  });

  it("refuses two different reorders", () => {
    expect(mergeOrder(["a", "b", "c"], ["c", "b", "a"], ["b", "a", "c"])).toBeNull();
    expect(mergeOrder(["a", "b", "c"], ["c", "a", "b"], ["c", "a", "b"])).toEqual(["c", "a", "b"]);
  });

  it("keeps every surviving id exactly once", () => {
    const ids = fc.uniqueArray(fc.constantFrom("a", "b", "c", "d", "e", "f", "g"), { maxLength: 7 });
    fc.assert(
      fc.property(ids, ids, ids, (base, ours, theirs) => {
        const merged = mergeOrder(base, ours, theirs);
        if (!merged) return;
        expect(new Set(merged).size).toBe(merged.length);
        const removed = new Set(base.filter((id) => !ours.includes(id) || !theirs.includes(id)));
        const expected = new Set([...ours, ...theirs].filter((id) => !removed.has(id)));
        expect(new Set(merged)).toEqual(expected);
      }),
    );
  });
});
