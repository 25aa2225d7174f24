// npm run eval:typing: leave-one-text-out cross-validation of the local typing engines on the
// labelled corpus. For each text, the model is trained on every other text (plus the development
// fixtures) and tested on it. Nothing is tuned on the tested text:
// - its learning rate is chosen by an inner cross-validation that never sees the text: the
//   texts are in 5 groups (text i in group i mod 5); for the tested text's group j, each other
//   group i is scored by models trained without groups i and j, and the rate with the best
//   held-out (top-1 + top-3) / 2 over those groups wins;
// - its calibration temperature is fitted on the other texts' held-out scores.
// Top-1/top-3 against the 1-3 acceptable types, averaged over texts, per language and genre,
// with ECE; the rules-only and spec-scoring engines are scored beside it.
//   npm run eval:typing [-- --limit N]   (N: evaluate only the first N texts, for a quick look)
import { classifyText } from "../../src/shared/blocks/classifier";
import { decodeBlocks } from "../../src/shared/blocks/model/infer";
import { fixtureTexts, loadCorpus } from "./corpus";
import { DEFAULT_TRAIN } from "./crf-train";
import { toTrainingText } from "./dataset";
import { type Prediction, predictionsOf, score, scoreHeader, scoreLine } from "./metrics";
import {
  bestIndex,
  bestTemperature,
  type HeldOut,
  heldOut,
  LEARNING_RATES,
  selectionScore,
  trainModel,
} from "./pipeline";

const limitFlag = process.argv.indexOf("--limit");
const limit = limitFlag >= 0 ? Number(process.argv[limitFlag + 1]) : Infinity;
const GROUPS = 5;

const started = performance.now();
const corpus = loadCorpus(undefined, (error) => console.warn(`skipped: ${error.message}`));
const fixtures = fixtureTexts().map(toTrainingText);
const data = corpus.map(toTrainingText);
const tested = corpus.slice(0, Math.min(limit, corpus.length));
const groupOf = (i: number) => i % GROUPS;
const groups = Math.min(GROUPS, corpus.length);

// Inner selection. For each pair of groups {a, b} and each rate, one model trained without both
// groups scores the texts of a (for tested texts of b) and of b (for tested texts of a).
// inner[r][j][i]: held-out scores of group i's texts by rate r's model trained without i and j.
const inner: HeldOut[][][][] = LEARNING_RATES.map(() =>
  Array.from({ length: groups }, () => Array.from({ length: groups }, () => [])),
);
const neededGroups = new Set(tested.map((_, k) => groupOf(k)));
let trained = 0;
for (let a = 0; a < groups; a++) {
  for (let b = a + 1; b < groups; b++) {
    if (!neededGroups.has(a) && !neededGroups.has(b)) continue;
    const training = [...fixtures, ...data.filter((_, i) => groupOf(i) !== a && groupOf(i) !== b)];
    LEARNING_RATES.forEach((learningRate, r) => {
      const { model } = trainModel(training, 1, { ...DEFAULT_TRAIN, learningRate });
      corpus.forEach((text, i) => {
        const g = groupOf(i);
        if (g === a) inner[r][b][a].push(heldOut(model, text, data[i]));
        if (g === b) inner[r][a][b].push(heldOut(model, text, data[i]));
      });
      process.stderr.write(`\rselection: ${++trained} models`);
    });
  }
}
process.stderr.write("\n");
const rateOfGroup = new Map<number, number>();
for (const j of neededGroups) {
  const scores = LEARNING_RATES.map((_, r) => selectionScore(inner[r][j].flat()));
  rateOfGroup.set(j, LEARNING_RATES[bestIndex(scores)]);
  console.log(
    `group ${j}: inner (top-1 + top-3) / 2 by rate ${LEARNING_RATES.map((rate, r) => `${rate}: ${(scores[r] * 100).toFixed(1)}%`).join(", ")} -> ${rateOfGroup.get(j)}`,
  );
}

const folds: HeldOut[] = [];
tested.forEach((text, k) => {
  // Trained without text k: nothing of the tested text reaches its model.
  const learningRate = rateOfGroup.get(groupOf(k))!;
  const { model } = trainModel([...fixtures, ...data.filter((_, i) => i !== k)], 1, {
    ...DEFAULT_TRAIN,
    learningRate,
  });
  folds.push(heldOut(model, text, data[k]));
  process.stderr.write(`\r${k + 1}/${tested.length} folds`);
});
process.stderr.write("\n");

const engines: Record<string, Prediction[]> = { model: [], "model, T=1": [], rules: [], spec: [] };
const temperatures: number[] = [];
for (const fold of folds) {
  // The temperature for this text comes from the other texts' held-out scores.
  const temperature = bestTemperature(folds.filter((f) => f !== fold).map((f) => f.table));
  temperatures.push(temperature);
  const calibrated = decodeBlocks({ ...fold.model, temperature }, fold.emissions, fold.originals);
  const raw = decodeBlocks({ ...fold.model, temperature: 1 }, fold.emissions, fold.originals);
  engines.model.push(...predictionsOf(fold.text, calibrated));
  engines["model, T=1"].push(...predictionsOf(fold.text, raw));
  const pasted = fold.text.paragraphs.map((p) => p.text).join("\n");
  engines.rules.push(...predictionsOf(fold.text, classifyText(pasted, { mode: "rules" })));
  engines.spec.push(...predictionsOf(fold.text, classifyText(pasted, { mode: "spec" })));
}

const paragraphs = tested.reduce((sum, t) => sum + t.paragraphs.length, 0);
console.log(
  `\nLeave-one-text-out over ${tested.length} texts, ${paragraphs} paragraphs ` +
    `(training: the other texts + ${fixtures.length} development fixtures); ` +
    `temperatures ${[...new Set(temperatures)].sort((x, y) => x - y).join(", ")}`,
);
console.log(
  "top-1/top-3: macro average over texts; µ: over paragraphs; ECE of the top-1 confidence, in points\n",
);
const byGroup: [string, (p: Prediction) => boolean][] = [
  ["all", () => true],
  ...[...new Set(tested.map((t) => t.language))]
    .sort()
    .map(
      (l) => [`language ${l}`, (p: Prediction) => p.language === l] as [string, (p: Prediction) => boolean],
    ),
  ...[...new Set(tested.map((t) => t.genre))]
    .sort()
    .map((g) => [`genre ${g}`, (p: Prediction) => p.genre === g] as [string, (p: Prediction) => boolean]),
];
for (const [engine, predictions] of Object.entries(engines)) {
  console.log(scoreHeader(`engine: ${engine}`));
  for (const [label, keep] of byGroup) {
    const subset = predictions.filter(keep);
    if (subset.length > 0) console.log(scoreLine(`  ${label}`, score(subset)));
  }
  console.log("");
}
console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
