import { describe, expect, it } from "vitest";
import { extend, keepOnly, NO_SELECTION, selectAll, selectedInOrder, toggle } from "./selection";

const order = ["a", "b", "c", "d", "e"];
const ids = (s: { ids: ReadonlySet<string> }) => [...s.ids].sort().join("");

describe("selection", () => {
  it("toggles one block and ranges from it over the rows shown", () => {
    const one = toggle(NO_SELECTION, "b");
    expect(ids(one)).toBe("b");
    expect(ids(extend(one, "d", order))).toBe("bcd");
    expect(ids(extend(one, "a", order))).toBe("ab");
    // A second range reaches from the same anchor; rows a filter hides are not in the order.
    expect(ids(extend(extend(one, "d", order), "e", ["b", "e"]))).toBe("bcde");
    expect(ids(toggle(one, "b"))).toBe("");
  });

  it("selects every row shown, and lists the selection in list order", () => {
    const all = selectAll(["c", "a"]);
    expect(ids(all)).toBe("ac");
    expect(
      selectedInOrder(
        all,
        order.map((id) => ({ id })),
      ),
    ).toEqual(["a", "c"]);
  });

  it("with no anchor a range is a toggle", () => {
    expect(ids(extend(NO_SELECTION, "c", order))).toBe("c");
  });

  it("keeps only the rows a filter shows, and the same selection when all are shown", () => {
    const picked = selectAll(["a", "b", "c"]);
    const kept = keepOnly(picked, new Set(["b", "c", "d"]));
    expect(ids(kept)).toBe("bc");
    expect(kept.anchor).toBeNull();
    expect(keepOnly(kept, new Set(order))).toBe(kept);
  });
});
