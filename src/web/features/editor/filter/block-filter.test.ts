import { describe, expect, it } from "vitest";
import type { EditorBlock } from "../model";
import { filteredTypes, filterRows, NO_FILTERS, typeCounts, typeFilter, withFilter } from "./block-filter";

const block = (id: string, type: string): EditorBlock => ({
  id,
  type,
  originalText: id,
  translation: "",
  expansion: "",
});
const list = [block("a", "HOOK"), block("b", "TESTIMONIAL"), block("c", "HOOK"), block("d", "TESTIMONIAL")];
const label = () => "";

describe("block filters", () => {
  it("shows every block when no filter is on", () => {
    expect(filterRows(list, NO_FILTERS, new Set())).toBeNull();
  });

  it("shows only the blocks of the types ticked, with their places in the list", () => {
    const filters = withFilter(NO_FILTERS, "type", typeFilter(["TESTIMONIAL"], label));
    const rows = filterRows(list, filters, new Set());
    expect(rows?.blocks.map((b) => b.id)).toEqual(["b", "d"]);
    expect(rows?.positions).toEqual([1, 3]);
    expect(filteredTypes(filters)).toEqual(["TESTIMONIAL"]);
  });

  it("shows what every kind of filter lets through, plus the blocks kept", () => {
    const notD = { kind: "other", label, value: null, matches: (b: EditorBlock) => b.id !== "d" };
    let filters = withFilter(NO_FILTERS, "type", typeFilter(["TESTIMONIAL"], label));
    filters = withFilter(filters, "other", notD);
    expect(filterRows(list, filters, new Set())?.blocks.map((b) => b.id)).toEqual(["b"]);
    expect(filterRows(list, filters, new Set(["a"]))?.positions).toEqual([0, 1]);
  });

  it("takes a kind away, and a type filter with no types is none", () => {
    const filters = withFilter(NO_FILTERS, "type", typeFilter(["HOOK"], label));
    expect(withFilter(filters, "type", null)).toEqual({});
    expect(withFilter(NO_FILTERS, "type", null)).toBe(NO_FILTERS);
    expect(typeFilter([], label)).toBeNull();
  });

  it("counts the types, most common first", () => {
    expect(typeCounts([...list, block("e", "HOOK"), block("f", "BONUS")])).toEqual([
      { type: "HOOK", count: 3 },
      { type: "TESTIMONIAL", count: 2 },
      { type: "BONUS", count: 1 },
    ]);
  });
});
