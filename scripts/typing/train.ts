// npm run train:typing: trains the typing model on the whole corpus (plus the development
// fixtures) and writes the artifact the classifier loads. The calibration temperature is fitted
// first on 5 folds of held-out texts, so it reflects texts the model has not seen.
import { statSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fixtureTexts, loadCorpus } from "./corpus";
import { toTrainingText } from "./dataset";
import { bestTemperature, nllByTemperature, textEmissions, trainModel } from "./pipeline";

export const ARTIFACT_PATH = fileURLToPath(
  new URL("../../src/shared/blocks/model/typing-model.json", import.meta.url),
);
const FOLDS = 5;

const started = performance.now();
const corpus = loadCorpus(undefined, (error) => console.warn(`skipped: ${error.message}`));
const fixtures = fixtureTexts().map(toTrainingText);
const data = corpus.map(toTrainingText);
console.log(
  `corpus: ${corpus.length} texts, ${data.reduce((s, t) => s + t.n, 0)} paragraphs (+ ${fixtures.length} fixtures)`,
);

const tables: number[][] = [];
const folds = Math.min(FOLDS, corpus.length);
for (let fold = 0; fold < folds; fold++) {
  const training = [...fixtures, ...data.filter((_, i) => i % folds !== fold)];
  const { model } = trainModel(training);
  corpus.forEach((text, i) => {
    if (i % folds !== fold) return;
    tables.push(nllByTemperature(model, textEmissions(model, text).emissions, data[i].allowed));
  });
  console.log(`calibration fold ${fold + 1}/${folds} done`);
}
const temperature = bestTemperature(tables);
const { artifact } = trainModel([...fixtures, ...data], temperature);
writeFileSync(ARTIFACT_PATH, `${JSON.stringify(artifact)}\n`);
const size = statSync(ARTIFACT_PATH).size;
console.log(
  `temperature ${temperature}; ${Math.round((artifact.hashes.length * 3) / 16)} sparse features; artifact ${(size / 1024).toFixed(0)} KB; ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
