import { describe, expect, it } from "vitest";
import type { BlockType } from "../../src/shared/blocks/types";
import { expectedCalibrationError, isTop1, isTop3, type Prediction, score } from "./metrics";

const p = (textId: string, ranked: BlockType[], confidence: number, acceptable: BlockType[]): Prediction => ({
  textId,
  language: "en",
  genre: "vsl",
  ranked,
  confidence,
  acceptable,
});

describe("typing metrics", () => {
  it("counts top-1 and top-3 against any acceptable type, top-3 being the first three ranked", () => {
    expect(isTop1(p("a", ["PAIN_POINT", "HOOK"], 0.5, ["STORY_HOOK", "PAIN_POINT"]))).toBe(true);
    expect(isTop1(p("a", ["HOOK", "PAIN_POINT"], 0.5, ["PAIN_POINT"]))).toBe(false);
    expect(isTop3(p("a", ["HOOK", "USP", "PAIN_POINT"], 0.5, ["PAIN_POINT"]))).toBe(true);
    expect(isTop3(p("a", ["HOOK", "USP", "BONUS", "PAIN_POINT"], 0.5, ["PAIN_POINT"]))).toBe(false);
  });

  it("averages over texts (macro) and over paragraphs (micro)", () => {
    const s = score([
      p("short", ["HOOK"], 0.9, ["HOOK"]),
      p("long", ["HOOK"], 0.9, ["USP"]),
      p("long", ["HOOK"], 0.9, ["USP"]),
      p("long", ["HOOK"], 0.9, ["USP"]),
    ]);
    expect(s.texts).toBe(2);
    expect(s.macroTop1).toBeCloseTo(0.5);
    expect(s.microTop1).toBeCloseTo(0.25);
  });

  it("measures calibration: zero when confidence matches accuracy, the gap otherwise", () => {
    const calibrated = [
      p("a", ["HOOK"], 0.75, ["HOOK"]),
      p("a", ["HOOK"], 0.75, ["HOOK"]),
      p("a", ["HOOK"], 0.75, ["HOOK"]),
      p("a", ["HOOK"], 0.75, ["USP"]),
    ];
    expect(expectedCalibrationError(calibrated)).toBeCloseTo(0);
    const overconfident = [p("a", ["HOOK"], 0.95, ["HOOK"]), p("a", ["HOOK"], 0.95, ["USP"])];
    expect(expectedCalibrationError(overconfident)).toBeCloseTo(0.45);
  });
});
