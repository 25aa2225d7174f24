// npm run eval:typing: leave-one-text-out cross-validation of the local typing engines on the
// labelled corpus. For each text, the model is trained on every other text (plus the development
// fixtures) and tested on it; its calibration temperature is fitted on the other texts' held-out
// scores only. Top-1/top-3 against the 1-3 acceptable types, averaged over texts, per language
// and genre, with ECE; the rules-only and spec-scoring engines are scored beside it.
//   npm run eval:typing [-- --limit N]   (N: evaluate only the first N texts, for a quick look)
import { classifyText } from "../../src/shared/blocks/classifier";
import type { CorpusText } from "../../src/shared/blocks/corpus/parse";
import type { CrfModel } from "../../src/shared/blocks/model/crf";
import { decodeBlocks } from "../../src/shared/blocks/model/infer";
import { fixtureTexts, loadCorpus } from "./corpus";
import { toTrainingText } from "./dataset";
import { type Prediction, predictionsOf, score, scoreHeader, scoreLine } from "./metrics";
import { bestTemperature, nllByTemperature, textEmissions, trainModel } from "./pipeline";

const limitFlag = process.argv.indexOf("--limit");
const limit = limitFlag >= 0 ? Number(process.argv[limitFlag + 1]) : Infinity;

const started = performance.now();
const corpus = loadCorpus(undefined, (error) => console.warn(`skipped: ${error.message}`));
const fixtures = fixtureTexts().map(toTrainingText);
const data = corpus.map(toTrainingText);

interface Fold {
  text: CorpusText;
  model: CrfModel;
  emissions: Float64Array;
  originals: string[];
  table: number[];
}

const folds: Fold[] = [];
const tested = corpus.slice(0, Math.min(limit, corpus.length));
tested.forEach((text, k) => {
  // Trained without text k: nothing of the tested text reaches its model.
  const { model } = trainModel([...fixtures, ...data.filter((_, i) => i !== k)]);
  const { emissions, originals } = textEmissions(model, text);
  folds.push({
    text,
    model,
    emissions,
    originals,
    table: nllByTemperature(model, emissions, data[k].allowed),
  });
  process.stderr.write(`\r${k + 1}/${tested.length} folds`);
});
process.stderr.write("\n");

const engines: Record<string, Prediction[]> = { model: [], "model, T=1": [], rules: [], spec: [] };
for (const fold of folds) {
  // The temperature for this text comes from the other texts' held-out scores.
  const temperature = bestTemperature(folds.filter((f) => f !== fold).map((f) => f.table));
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
  `Leave-one-text-out over ${tested.length} texts, ${paragraphs} paragraphs ` +
    `(training: the other texts + ${fixtures.length} development fixtures)`,
);
console.log(
  "top-1/top-3: macro average over texts; µ: over paragraphs; ECE of the top-1 confidence, in points\n",
);
const groups: [string, (p: Prediction) => boolean][] = [
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
  for (const [label, keep] of groups) {
    const subset = predictions.filter(keep);
    if (subset.length > 0) console.log(scoreLine(`  ${label}`, score(subset)));
  }
  console.log("");
}
console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
