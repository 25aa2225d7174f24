import { describe, expect, it } from "vitest";
import type { EditorBlock } from "./model";
import { joinTexts, mergeBlocks, splitBlock } from "./split-merge";

const block = (over: Partial<EditorBlock> = {}): EditorBlock => ({
  id: "a",
  type: "TESTIMONIAL",
  originalText: "",
  translation: "",
  expansion: "",
  ...over,
});
const original = (_: EditorBlock, value: string) => ({ originalText: value });

describe("split", () => {
  it("cuts the text at the caret, keeping the type on both halves", () => {
    const a = block({ originalText: "First sentence. Second one.", expansion: "more", confidence: 0.8 });
    const halves = splitBlock(a, a.originalText, 16, original, "b");
    expect(halves).not.toBeNull();
    const [first, second] = halves as [EditorBlock, EditorBlock];
    expect(first).toMatchObject({
      id: "a",
      originalText: "First sentence.",
      expansion: "more",
      confidence: 0.8,
    });
    expect(second).toEqual({
      id: "b",
      type: "TESTIMONIAL",
      originalText: "Second one.",
      translation: "",
      expansion: "",
    });
  });

  it("needs words on both sides of the caret", () => {
    const a = block({ originalText: "Only one." });
    expect(splitBlock(a, a.originalText, 0, original, "b")).toBeNull();
    expect(splitBlock(a, a.originalText, 9, original, "b")).toBeNull();
  });
});

describe("merge", () => {
  it("joins a sentence cut in two with a space, paragraphs with a blank line", () => {
    expect(joinTexts("We found that", "most people sleep badly.")).toBe(
      "We found that most people sleep badly.",
    );
    expect(joinTexts("First paragraph.", "Second paragraph.")).toBe("First paragraph.\n\nSecond paragraph.");
    expect(joinTexts("A heading", "Body text")).toBe("A heading\n\nBody text");
    expect(joinTexts("", "only")).toBe("only");
    expect(joinTexts("only ", "  ")).toBe("only");
  });

  it("joins originals, translations in every language and expansions; the first type stays", () => {
    const merged = mergeBlocks(
      block({ originalText: "Um.", translation: "One.", translations: { en: "One." }, expansion: "" }),
      block({
        id: "b",
        type: "HOOK",
        originalText: "Dois.",
        translation: "Two.",
        translations: { en: "Two.", es: "Dos." },
        expansion: "x",
      }),
    );
    expect(merged).toEqual({
      id: "a",
      type: "TESTIMONIAL",
      originalText: "Um.\n\nDois.",
      translation: "One.\n\nTwo.",
      translations: { en: "One.\n\nTwo.", es: "Dos." },
      expansion: "x",
    });
  });

  it("is undone by the split that made it (a cut sentence)", () => {
    const a = block({ originalText: "We found that most people sleep badly." });
    const [first, second] = splitBlock(a, a.originalText, 14, original, "b") as [EditorBlock, EditorBlock];
    expect(mergeBlocks(first, second).originalText).toBe(a.originalText);
  });
});
