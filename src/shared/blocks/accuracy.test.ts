// Measures the classifier on the labelled development set (fixtures/) and on the held-out
// texts: top-1 (chosen type is the gold one) and top-3 (gold is chosen or an alternative).
// The development set is also training data of the learned model (improved mode), so its
// figure there is a fit, not a measure; the corpus measure is npm run eval:typing.
import { describe, expect, it } from "vitest";
import { FIXTURES, HOLDOUT_FIXTURES } from "./fixtures";
import { type AccuracyRow, type Evaluation, evaluate, percent } from "./fixtures/evaluate";
import { COPY_BLOCK_TYPES } from "./types";

const MODES = ["spec", "rules", "improved"] as const;

function table(title: string, results: Record<string, Evaluation>): string {
  const row = (label: string, r: AccuracyRow) =>
    `${label.padEnd(18)} ${String(r.total).padStart(5)}  ${percent(r.top1, r.total).padStart(6)}  ${percent(r.top3, r.total).padStart(6)}`;
  const lines = [
    title,
    `${"mode / language".padEnd(18)} ${"paras".padStart(5)}  ${"top-1".padStart(6)}  ${"top-3".padStart(6)}`,
  ];
  for (const [mode, e] of Object.entries(results)) {
    lines.push(
      row(`${mode} pt`, e.byLanguage.pt),
      row(`${mode} en`, e.byLanguage.en),
      row(`${mode} all`, e.overall),
    );
  }
  return lines.join("\n");
}

describe("development set", () => {
  it("has 12 texts, half in each language, 300+ paragraphs, every type at least 8 times", () => {
    expect(FIXTURES).toHaveLength(12);
    expect(FIXTURES.filter((f) => f.language === "pt")).toHaveLength(6);
    const paragraphs = FIXTURES.flatMap((f) => f.paragraphs);
    expect(paragraphs.length).toBeGreaterThanOrEqual(300);
    for (const type of COPY_BLOCK_TYPES) {
      expect(paragraphs.filter((p) => p.type === type).length, type).toBeGreaterThanOrEqual(8);
    }
  });

  it("is classified at 80% top-1 or better by the improved mode", () => {
    const results = Object.fromEntries(MODES.map((mode) => [mode, evaluate(FIXTURES, mode)]));
    console.log(table("Development set (profiles tuned and model trained on it)", results));
    expect(results.improved.overall.top1 / results.improved.overall.total).toBeGreaterThanOrEqual(0.8);
    // The improved mode must actually improve on the original scoring ('spec' mode).
    expect(results.improved.overall.top1).toBeGreaterThan(results.spec.overall.top1);
  });

  it("reports the held-out texts, which were never used for tuning", () => {
    const results = Object.fromEntries(MODES.map((mode) => [mode, evaluate(HOLDOUT_FIXTURES, mode)]));
    console.log(table("Held-out texts (never tuned on)", results));
    // A loose floor: a regression alarm, not a target to tune against.
    expect(results.improved.overall.top1 / results.improved.overall.total).toBeGreaterThanOrEqual(0.7);
  });
});
