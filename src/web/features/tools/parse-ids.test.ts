import { describe, expect, it } from "vitest";
import { parseProjectIds } from "./api";

describe("parseProjectIds", () => {
  it("splits on lines and commas, trims, drops blanks and repeats", () => {
    expect(parseProjectIds(" a \n\nb, c,,a\r\nd ")).toEqual(["a", "b", "c", "d"]);
    expect(parseProjectIds("   ")).toEqual([]);
  });
});
