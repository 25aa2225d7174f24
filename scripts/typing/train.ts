// npm run train:typing: trains the typing model on the whole corpus (plus the development
// fixtures) and writes the artifact the classifier loads. Two numbers are chosen first, on 5
// folds of held-out texts so they reflect texts the model has not seen: the learning rate (the
// best held-out top-1/top-3 among LEARNING_RATES) and, for that rate, the calibration temperature.
import { statSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fixtureTexts, loadCorpus } from "./corpus";
import { DEFAULT_TRAIN } from "./crf-train";
import { toTrainingText } from "./dataset";
import {
  bestIndex,
  bestTemperature,
  type HeldOut,
  heldOut,
  LEARNING_RATES,
  selectionScore,
  trainModel,
} from "./pipeline";

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

const folds = Math.min(FOLDS, corpus.length);
const scored: HeldOut[][] = LEARNING_RATES.map(() => []);
LEARNING_RATES.forEach((learningRate, r) => {
  for (let fold = 0; fold < folds; fold++) {
    const training = [...fixtures, ...data.filter((_, i) => i % folds !== fold)];
    const { model } = trainModel(training, 1, { ...DEFAULT_TRAIN, learningRate });
    corpus.forEach((text, i) => {
      if (i % folds === fold) scored[r].push(heldOut(model, text, data[i]));
    });
  }
});
const scores = scored.map(selectionScore);
const chosen = bestIndex(scores);
const learningRate = LEARNING_RATES[chosen];
const temperature = bestTemperature(scored[chosen].map((s) => s.table));
console.log(
  `held-out (top-1 + top-3) / 2 by learning rate: ${LEARNING_RATES.map((rate, r) => `${rate}: ${(scores[r] * 100).toFixed(1)}%`).join(", ")}`,
);
const { artifact } = trainModel([...fixtures, ...data], temperature, { ...DEFAULT_TRAIN, learningRate });
writeFileSync(ARTIFACT_PATH, `${JSON.stringify(artifact)}\n`);
const size = statSync(ARTIFACT_PATH).size;
console.log(
  `learning rate ${learningRate}, temperature ${temperature}; ${Math.round((artifact.hashes.length * 3) / 16)} sparse features; artifact ${(size / 1024).toFixed(0)} KB; ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
