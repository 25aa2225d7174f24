import { describe, expect, it } from "vitest";
import { advance, blockAt, buildScript, clampWpm, remainingSeconds } from "./script";

const script = buildScript([
  { type: "HOOK", label: "Gancho", text: "Um dois três quatro cinco." },
  { type: "CTA", label: "CTA", text: "Seis sete." },
  { type: "cta", label: "cta", text: "…" },
]);

describe("prompter script", () => {
  it("places each block's words after the ones before it, a block without words counting one", () => {
    expect(script.blocks.map((b) => [b.start, b.words])).toEqual([
      [0, 5],
      [5, 2],
      [7, 1],
    ]);
    expect(script.totalWords).toBe(8);
  });

  it("finds the block being read", () => {
    expect(blockAt(script, 0)).toBe(0);
    expect(blockAt(script, 4.9)).toBe(0);
    expect(blockAt(script, 5)).toBe(1);
    expect(blockAt(script, 8)).toBe(2);
    expect(blockAt(buildScript([]), 0)).toBe(-1);
  });

  it("reads at the pace: 150 words a minute is 2.5 words a second", () => {
    expect(advance(script, 0, 150, 2)).toBe(5);
    expect(advance(script, 7, 150, 10)).toBe(8);
    expect(remainingSeconds(script, 0, 150)).toBeCloseTo(3.2);
    expect(remainingSeconds(script, 8, 150)).toBe(0);
  });

  it("keeps the pace within the word count's limits", () => {
    expect(clampWpm(10)).toBe(60);
    expect(clampWpm(1000)).toBe(300);
    expect(clampWpm(160)).toBe(160);
  });
});
