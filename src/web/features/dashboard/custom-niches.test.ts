import { describe, expect, it } from "vitest";
import { mergeNiches } from "./custom-niches";

describe("mergeNiches", () => {
  it("keeps order, trims and drops duplicates regardless of case", () => {
    expect(mergeNiches(["Saúde", "Finanças"], ["saúde", " Pets ", ""], ["Pets"])).toEqual([
      "Saúde",
      "Finanças",
      "Pets",
    ]);
  });
});
