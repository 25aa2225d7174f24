import { describe, expect, it } from "vitest";
import type { BlockType } from "../../src/shared/blocks/types";
import {
  confusions,
  expectedCalibrationError,
  isTop1,
  isTop3,
  type Prediction,
  reliabilityTable,
  score,
  typeScores,
} from "./metrics";

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

describe("typing metrics per type, confusions and reliability", () => {
  const predictions = [
    p("a", ["OFFER_STRUCTURE"], 0.95, ["BONUS"]),
    p("a", ["OFFER_STRUCTURE"], 0.85, ["OFFER_STRUCTURE"]),
    p("a", ["OFFER_STRUCTURE"], 0.15, ["BONUS", "OFFER_STRUCTURE"]),
    p("b", ["HOOK"], 0.55, ["FUTURE_VISION"]),
    p("b", ["OFFER_STRUCTURE"], 0.05, ["BONUS"]),
  ];

  it("gives recall over first gold types and precision over chosen types", () => {
    const rows = new Map(typeScores(predictions).map((t) => [t.type, t]));
    // BONUS is first gold three times, right once (an acceptable second type counts).
    expect(rows.get("BONUS")).toMatchObject({ support: 3, predicted: 0 });
    expect(rows.get("BONUS")!.recall).toBeCloseTo(1 / 3);
    // OFFER_STRUCTURE chosen four times, acceptable twice.
    expect(rows.get("OFFER_STRUCTURE")!.predicted).toBe(4);
    expect(rows.get("OFFER_STRUCTURE")!.precision).toBeCloseTo(0.5);
    expect(rows.get("HOOK")).toMatchObject({ support: 0, predicted: 1, precision: 0 });
    expect(typeScores(predictions)[0].type).toBe("BONUS");
  });

  it("counts confusions from wrong paragraphs only, most frequent first", () => {
    expect(confusions(predictions)).toEqual([
      { gold: "BONUS", predicted: "OFFER_STRUCTURE", count: 2 },
      { gold: "FUTURE_VISION", predicted: "HOOK", count: 1 },
    ]);
  });

  it("bins confidences into a reliability table whose gaps make the ECE", () => {
    const table = reliabilityTable(predictions);
    expect(table).toHaveLength(10);
    expect(table[0]).toMatchObject({ n: 1, accuracy: 0 });
    expect(table[9]).toMatchObject({ n: 1, accuracy: 0 });
    expect(table[9].confidence).toBeCloseTo(0.95);
    expect(table[8]).toMatchObject({ n: 1, accuracy: 1 });
    const ece = table.reduce(
      (sum, b) => sum + (b.n / predictions.length) * Math.abs(b.accuracy - b.confidence),
      0,
    );
    expect(expectedCalibrationError(predictions)).toBeCloseTo(ece);
    expect(expectedCalibrationError(predictions)).toBeCloseTo((0.05 + 0.15 + 0.85 + 0.55 + 0.95) / 5);
  });

  it("averages macro scores per text even when one text is much longer", () => {
    const s = score([
      p("one", ["HOOK"], 0.5, ["HOOK"]),
      ...Array.from({ length: 9 }, () => p("nine", ["BONUS", "USP", "HOOK"], 0.5, ["HOOK"])),
    ]);
    expect(s.macroTop1).toBeCloseTo(1 / 2);
    expect(s.macroTop3).toBeCloseTo(1);
    expect(s.microTop1).toBeCloseTo(1 / 10);
  });
});
