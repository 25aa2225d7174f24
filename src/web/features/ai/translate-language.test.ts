import { describe, expect, it } from "vitest";
import { defaultTargetLanguage, sourceLanguageOf } from "./translate-language";

describe("the translate dialog's languages", () => {
  it("reads the language the originals are written in", () => {
    expect(sourceLanguageOf(["Você já se perguntou por que a sua dieta não funciona?", ""])).toBe("pt");
    expect(sourceLanguageOf(["Have you ever wondered why your diet does not work for you?"])).toBe("en");
    expect(sourceLanguageOf(["", "   "])).toBeNull();
  });

  it("never starts on the text's own language", () => {
    expect(defaultTargetLanguage("pt", null)).toBe("en");
    expect(defaultTargetLanguage("pt", "pt")).toBe("en");
    expect(defaultTargetLanguage("en", null)).toBe("pt");
    expect(defaultTargetLanguage("en", "en")).toBe("pt");
    expect(defaultTargetLanguage(null, null)).toBe("pt");
  });

  it("keeps the project's translation language when it differs from the text's", () => {
    expect(defaultTargetLanguage("pt", "es")).toBe("es");
    expect(defaultTargetLanguage("en", "pt")).toBe("pt");
    expect(defaultTargetLanguage("pt", "klingon")).toBe("en");
  });
});
