// npm run eval:typing: measures the local typing engine.
// 1. First, the shipped model (the artifact the classifier loads) on the dev set of real published
//    pages in ../shared/typing-dev, when that folder is there: the figure that says how writers
//    fare. That set is read to measure and to read errors, never to train or tune anything.
// 2. Then leave-one-genre-out on the corpus: for each genre, a model trained on the texts of the
//    other genres (plus the development fixtures), passed through the artifact format, types that
//    genre's texts; its calibration temperature comes from the other genres' held-out scores, its
//    learning rate is the one train:typing chose. Texts of one genre share skeletons, so leaving
//    a single text out measured "another text from the same template". Each corpus text's
//    type-sequence similarity to its nearest other text is printed too.
//   npm run eval:typing [-- --dev-only]

import { classifyText } from "../../src/shared/blocks/classifier";
import { decodeBlocks } from "../../src/shared/blocks/model/infer";
import artifact from "../../src/shared/blocks/model/typing-model.json";
import { fixtureTexts, loadCorpus } from "./corpus";
import { DEFAULT_TRAIN } from "./crf-train";
import { toTrainingText } from "./dataset";
import { devPredictions, printDevReport } from "./dev-report";
import { DEV_DIR, loadDevSet } from "./dev-set";
import { median, nearestTexts } from "./form-stats";
import { type Prediction, predictionsOf, score, scoreHeader, scoreLine } from "./metrics";
import { bestTemperature, type HeldOut, heldOut, trainModel } from "./pipeline";

const started = performance.now();
const dev = loadDevSet();
if (!dev) console.log(`dev set: ${DEV_DIR} not found, skipped`);
else {
  const paragraphs = dev.reduce((sum, t) => sum + t.paragraphs.length, 0);
  console.log(
    `Dev set of real pages: ${dev.length} texts, ${paragraphs} paragraphs, shipped model (local engine)`,
  );
  console.log(
    "top-1/top-3: macro average over texts; µ: over paragraphs; ECE of the top-1 confidence, in points\n",
  );
  printDevReport(
    "engine: model",
    devPredictions(dev, (text) => classifyText(text)),
  );
  console.log("");
}
if (process.argv.includes("--dev-only")) process.exit(0);

const corpus = loadCorpus(undefined, (error) => console.warn(`skipped: ${error.message}`));
const fixtures = fixtureTexts().map(toTrainingText);
const data = corpus.map(toTrainingText);
const learningRate = artifact.trainedOn.learningRate ?? DEFAULT_TRAIN.learningRate;
const genres = [...new Set(corpus.map((t) => t.genre))].sort();

const folds: HeldOut[] = [];
genres.forEach((genre, g) => {
  // Trained without any text of the tested genre.
  const training = [...fixtures, ...data.filter((_, i) => corpus[i].genre !== genre)];
  const { model } = trainModel(training, 1, { ...DEFAULT_TRAIN, learningRate });
  corpus.forEach((text, i) => {
    if (text.genre === genre) folds.push(heldOut(model, text, data[i]));
  });
  process.stderr.write(`\r${g + 1}/${genres.length} genres`);
});
process.stderr.write("\n");

const engines: Record<string, Prediction[]> = { model: [], "model, T=1": [] };
const temperatures = new Map<string, number>();
for (const genre of genres) {
  // The temperature of a genre comes from the other genres' held-out scores.
  const others = folds.filter((f) => f.text.genre !== genre).map((f) => f.table);
  temperatures.set(genre, bestTemperature(others));
}
for (const fold of folds) {
  const temperature = temperatures.get(fold.text.genre)!;
  const calibrated = decodeBlocks({ ...fold.model, temperature }, fold.emissions, fold.originals);
  const raw = decodeBlocks({ ...fold.model, temperature: 1 }, fold.emissions, fold.originals);
  engines.model.push(...predictionsOf(fold.text, calibrated));
  engines["model, T=1"].push(...predictionsOf(fold.text, raw));
}

const paragraphs = corpus.reduce((sum, t) => sum + t.paragraphs.length, 0);
console.log(
  `Corpus, leave-one-genre-out over ${corpus.length} texts in ${genres.length} genres, ${paragraphs} paragraphs ` +
    `(training: the other genres + ${fixtures.length} development fixtures); learning rate ${learningRate}; ` +
    `temperatures ${genres.map((g) => `${g} ${temperatures.get(g)}`).join(", ")}\n`,
);
for (const [engine, predictions] of Object.entries(engines)) {
  console.log(scoreHeader(`engine: ${engine}`));
  console.log(scoreLine("  all", score(predictions)));
  for (const l of [...new Set(corpus.map((t) => t.language))].sort())
    console.log(scoreLine(`  language ${l}`, score(predictions.filter((p) => p.language === l))));
  for (const g of genres)
    console.log(scoreLine(`  genre ${g}`, score(predictions.filter((p) => p.genre === g))));
  console.log("");
}

const nearest = nearestTexts(corpus);
console.log(
  `Type-sequence similarity of each corpus text to its nearest other text (median ${median(nearest.map((n) => n.similarity)).toFixed(2)})`,
);
for (const n of nearest.sort((a, b) => b.similarity - a.similarity))
  console.log(`  ${n.similarity.toFixed(2)}  ${n.id.padEnd(36)} ~ ${n.nearest}`);
console.log(`\n${((performance.now() - started) / 1000).toFixed(0)} s`);
