import { describe, expect, it } from "vitest";
import { buildFinalCopy } from "./final-copy";

describe("final copy", () => {
  it("takes each block's expansion when present, else its original, joined by blank lines", () => {
    expect(
      buildFinalCopy([
        { originalText: "Original 1", expansion: "Expanded 1" },
        { originalText: "Original 2", expansion: "" },
        { originalText: "Original 3", expansion: "   " },
        { originalText: "Original 4" },
      ]),
    ).toBe("Expanded 1\n\nOriginal 2\n\nOriginal 3\n\nOriginal 4");
  });

  it("keeps the chosen text as written, one part per block", () => {
    expect(buildFinalCopy([{ expansion: " Line 1\nLine 2 " }])).toBe(" Line 1\nLine 2 ");
    expect(
      buildFinalCopy([{ originalText: "a" }, { originalText: null, expansion: null }, { originalText: "b" }]),
    ).toBe("a\n\n\n\nb");
    expect(buildFinalCopy([])).toBe("");
  });
});
