// The report of a typing engine on the dev set of real pages: macro top-1/top-3 over texts, per
// language, genre and text, per type (recall and precision), the most frequent confusions, and
// calibration (reliability table and expected calibration error). Figures only: no dev-set text.
import type { ClassifiedBlock } from "../../src/shared/blocks/classify-types";
import type { DevText } from "./dev-set";
import {
  confusions,
  type Prediction,
  predictionsOf,
  reliabilityTable,
  score,
  scoreHeader,
  scoreLine,
  typeScores,
} from "./metrics";

const pct = (x: number) => (x * 100).toFixed(1).padStart(6);

export function devPredictions(texts: readonly DevText[], classify: (text: string) => ClassifiedBlock[]) {
  return texts.flatMap((text) =>
    predictionsOf(
      text as Parameters<typeof predictionsOf>[0],
      classify(text.paragraphs.map((p) => p.text).join("\n")),
    ),
  );
}

export function printDevReport(title: string, predictions: readonly Prediction[]): void {
  console.log(scoreHeader(title));
  const groups: [string, (p: Prediction) => string][] = [
    ["language", (p) => p.language],
    ["genre", (p) => p.genre],
    ["text", (p) => p.textId],
  ];
  console.log(scoreLine("  all", score(predictions)));
  for (const [name, key] of groups) {
    for (const value of [...new Set(predictions.map(key))].sort())
      console.log(
        scoreLine(
          `  ${name === "text" ? "" : `${name} `}${value}`.slice(0, 40),
          score(predictions.filter((p) => key(p) === value)),
        ),
      );
  }
  console.log(
    `\n  ${"type (first gold)".padEnd(24)} ${"gold".padStart(5)} ${"recall".padStart(6)}  ${"typed".padStart(5)} ${"prec.".padStart(6)}`,
  );
  for (const t of typeScores(predictions))
    console.log(
      `  ${t.type.padEnd(24)} ${String(t.support).padStart(5)} ${pct(t.recall)}  ${String(t.predicted).padStart(5)} ${pct(t.precision)}`,
    );
  console.log("\n  top confusions (first gold type -> chosen type)");
  for (const c of confusions(predictions))
    console.log(`  ${String(c.count).padStart(5)}  ${c.gold} -> ${c.predicted}`);
  const s = score(predictions);
  console.log(`\n  reliability (top-1 confidence)        ECE ${(s.ece * 100).toFixed(1)} points`);
  console.log(`  ${"bin".padEnd(10)} ${"paras".padStart(6)} ${"conf.".padStart(6)} ${"right".padStart(6)}`);
  for (const b of reliabilityTable(predictions))
    if (b.n > 0)
      console.log(
        `  ${`${(b.from * 100).toFixed(0)}-${(b.to * 100).toFixed(0)}%`.padEnd(10)} ${String(b.n).padStart(6)} ${pct(b.confidence)} ${pct(b.accuracy)}`,
      );
}
