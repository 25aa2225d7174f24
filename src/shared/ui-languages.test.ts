import { describe, expect, it } from "vitest";
import { uiLanguageFromTags } from "./ui-languages";

describe("uiLanguageFromTags", () => {
  it("maps any Portuguese tag to pt and everything else to en", () => {
    expect(uiLanguageFromTags(["pt-BR", "en"])).toBe("pt");
    expect(uiLanguageFromTags(["pt"])).toBe("pt");
    expect(uiLanguageFromTags(["PT-pt"])).toBe("pt");
    expect(uiLanguageFromTags(["en-US", "pt-BR"])).toBe("en");
    expect(uiLanguageFromTags(["es"])).toBe("en");
    expect(uiLanguageFromTags([])).toBe("en");
  });
});
