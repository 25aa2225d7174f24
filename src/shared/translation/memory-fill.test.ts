import { describe, expect, it } from "vitest";
import { memoryFills, missingOriginals } from "./memory-fill";

const blocks: { id: string; originalText: string; translations?: Record<string, string> }[] = [
  { id: "a", originalText: "Lose weight now.", translations: { es: "Adelgaza ya." } },
  { id: "b", originalText: "Read on." },
  { id: "c", originalText: "Read on.", translations: { fr: "Lisez." } },
  { id: "d", originalText: "Click below." },
  { id: "e", originalText: "  " },
];

describe("filling from the memory", () => {
  it("asks only about originals with no translation in the language, once each", () => {
    expect(missingOriginals(blocks, "es")).toEqual(["Read on.", "Click below."]);
  });

  it("fills only missing translations that have a match, the current language's column too", () => {
    const targets = new Map([
      ["Read on.", "Sigue leyendo."],
      ["Lose weight now.", "¡Adelgaza!"],
    ]);
    expect(memoryFills(blocks, "es", "es", targets)).toEqual([
      { id: "b", patch: { translations: { es: "Sigue leyendo." }, translation: "Sigue leyendo." } },
      {
        id: "c",
        patch: { translations: { fr: "Lisez.", es: "Sigue leyendo." }, translation: "Sigue leyendo." },
      },
    ]);
    expect(memoryFills(blocks, "es", "pt", targets)[0].patch).toEqual({
      translations: { es: "Sigue leyendo." },
    });
  });
});
