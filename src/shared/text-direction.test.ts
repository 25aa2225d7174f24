import { describe, expect, it } from "vitest";
import { textDirection } from "./languages";

describe("textDirection", () => {
  it("lays Arabic out right to left, known languages left to right, unknown ones by their letters", () => {
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("AR-eg")).toBe("rtl");
    expect(textDirection("pt")).toBe("ltr");
    expect(textDirection(null)).toBe("auto");
    expect(textDirection("")).toBe("auto");
  });
});
