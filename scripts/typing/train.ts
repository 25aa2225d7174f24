// npm run train:typing: trains the typing model on the whole corpus (plus the development
// fixtures) and writes the artifact the classifier loads. The calibration temperature is fitted
// first on held-out genres: the genres are dealt into 4 folds and each fold is typed by a model
// trained without it, so the confidences are fitted on pages of a kind the model has not seen,
// as a writer's page is. The learning rate is DEFAULT_TRAIN's (see crf-train.ts).
import { statSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fixtureTexts, loadCorpus } from "./corpus";
import { DEFAULT_TRAIN } from "./crf-train";
import { toTrainingText } from "./dataset";
import { bestTemperature, type HeldOut, heldOut, trainModel } from "./pipeline";

export const ARTIFACT_PATH = fileURLToPath(
  new URL("../../src/shared/blocks/model/typing-model.json", import.meta.url),
);
const FOLDS = 4;

const started = performance.now();
const corpus = loadCorpus(undefined, (error) => console.warn(`skipped: ${error.message}`));
const fixtures = fixtureTexts().map(toTrainingText);
const data = corpus.map(toTrainingText);
console.log(
  `corpus: ${corpus.length} texts, ${data.reduce((s, t) => s + t.n, 0)} paragraphs (+ ${fixtures.length} fixtures)`,
);

const genres = [...new Set(corpus.map((t) => t.genre))].sort();
const foldOf = (i: number) => genres.indexOf(corpus[i].genre) % FOLDS;
const folds = Math.min(FOLDS, genres.length);
const scored: HeldOut[] = [];
for (let fold = 0; fold < folds; fold++) {
  const training = [...fixtures, ...data.filter((_, i) => foldOf(i) !== fold)];
  const { model } = trainModel(training, 1, DEFAULT_TRAIN);
  corpus.forEach((text, i) => {
    if (foldOf(i) === fold) scored.push(heldOut(model, text, data[i]));
  });
  process.stderr.write(`\rcalibration: ${fold + 1}/${folds} folds`);
}
process.stderr.write("\n");
const temperature = bestTemperature(scored.map((s) => s.table));
const { artifact } = trainModel([...fixtures, ...data], temperature, DEFAULT_TRAIN);
writeFileSync(ARTIFACT_PATH, `${JSON.stringify(artifact)}\n`);
const size = statSync(ARTIFACT_PATH).size;
console.log(
  `learning rate ${DEFAULT_TRAIN.learningRate}, temperature ${temperature}; ${Math.round((artifact.hashes.length * 3) / 16)} sparse features; artifact ${(size / 1024).toFixed(0)} KB; ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
