import { describe, expect, it } from "vitest";
import { translationIn } from "./common";

describe("translationIn", () => {
  const block = { translation: "Olá", translations: { pt: "Olá", es: "Hola" } };

  it("takes the stored translation of the language asked for", () => {
    expect(translationIn(block, "es", "pt")).toBe("Hola");
    expect(translationIn(block, "fr", "pt")).toBeNull();
  });

  it("falls back to the translation column for the project's current language", () => {
    expect(translationIn({ translation: "Olá" }, "pt", "pt")).toBe("Olá");
  });

  it("keeps the translation column of a project that never named its language", () => {
    expect(translationIn({ translation: "Olá" }, null, null)).toBe("Olá");
  });
});
