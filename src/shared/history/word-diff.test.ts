import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffBlockLists } from "./block-diff";
import { diffWords } from "./word-diff";

const rebuild = (parts: ReturnType<typeof diffWords>, side: "before" | "after") =>
  parts
    .filter((p) => p.kind === "same" || p.kind === (side === "before" ? "removed" : "added"))
    .map((p) => p.text)
    .join("");

describe("diffWords", () => {
  it("marks changed words only", () => {
    expect(diffWords("você já sentiu isso", "você nunca sentiu isso")).toEqual([
      { kind: "same", text: "você " },
      { kind: "removed", text: "já" },
      { kind: "added", text: "nunca" },
      { kind: "same", text: " sentiu isso" },
    ]);
    expect(diffWords("", "novo texto")).toEqual([{ kind: "added", text: "novo texto" }]);
    expect(diffWords("igual", "igual")).toEqual([{ kind: "same", text: "igual" }]);
  });

  it("rebuilds both texts from its parts", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const parts = diffWords(a, b);
        expect(rebuild(parts, "before")).toBe(a);
        expect(rebuild(parts, "after")).toBe(b);
      }),
    );
  });
});

describe("diffBlockLists", () => {
  const block = (id: string, originalText: string, type = "HOOK") => ({
    id,
    type,
    originalText,
    expansion: "",
  });

  it("shows added, removed (where they stood), changed and same blocks", () => {
    const entries = diffBlockLists(
      [block("a", "um"), block("b", "dois"), block("c", "três")],
      [block("a", "um"), block("c", "três mais", "CTA"), block("d", "quatro")],
    );
    expect(entries.map((e) => [e.id, e.status])).toEqual([
      ["a", "same"],
      ["b", "removed"],
      ["c", "changed"],
      ["d", "added"],
    ]);
    expect(entries[2].typeChanged).toBe(true);
    expect(entries[2].fields.originalText).toEqual([
      { kind: "same", text: "três" },
      { kind: "added", text: " mais" },
    ]);
  });
});
