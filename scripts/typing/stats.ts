// npm run stats:typing: the form statistics of the corpus beside those of the dev set of real
// pages (when ../shared/typing-dev is there), per language too, then the type mix and each corpus
// text's nearest other text by type sequence. Only aggregate figures of the dev set are printed.
import { BLOCK_TYPES } from "../../src/shared/blocks/types";
import { loadCorpus } from "./corpus";
import { loadDevSet } from "./dev-set";
import {
  type FormStats,
  type FormText,
  formStats,
  matchingRuns,
  median,
  nearestTexts,
  sequenceSimilarity,
} from "./form-stats";

const corpus = loadCorpus(undefined, (error) => console.warn(`skipped: ${error.message}`));

// `-- --text ID`: one corpus text's five nearest texts and the runs of types it shares with the
// nearest, so a writer sees which stretch repeats another text's skeleton.
const textFlag = process.argv.indexOf("--text");
if (textFlag >= 0) {
  showNearest(process.argv[textFlag + 1] ?? "");
  process.exit(0);
}

function showNearest(id: string): void {
  const text = corpus.find((t) => t.id === id);
  if (!text) {
    console.error(`no corpus text with id "${id}"`);
    process.exit(1);
  }
  const firstTypes = (t: FormText) => t.paragraphs.map((p) => p.types[0]);
  const own = firstTypes(text);
  const ranked = corpus
    .filter((t) => t !== text)
    .map((t) => ({ text: t, similarity: sequenceSimilarity(own, firstTypes(t)) }))
    .sort((x, y) => y.similarity - x.similarity);
  console.log(`${id}: ${own.length} paragraphs; nearest texts by type sequence`);
  for (const { text: other, similarity } of ranked.slice(0, 5))
    console.log(`  ${similarity.toFixed(2)}  ${other.id} (${other.paragraphs.length} paragraphs)`);
  const nearest = ranked[0].text;
  console.log(`runs of 3+ types shared with ${nearest.id} (line numbers are paragraph indexes):`);
  for (const run of matchingRuns(own, firstTypes(nearest)).filter((r) => r.length >= 3))
    console.log(
      `  ${run.length} at ${run.aStart} ~ ${run.bStart}: ${own.slice(run.aStart, run.aStart + run.length).join(" ")}`,
    );
}
const dev = loadDevSet();
const columns: [string, FormText[]][] = [
  ["corpus", corpus],
  ["corpus pt", corpus.filter((t) => t.language === "pt")],
  ["corpus en", corpus.filter((t) => t.language === "en")],
];
if (dev) {
  columns.push(
    ["dev", dev],
    ["dev pt", dev.filter((t) => t.language === "pt")],
    ["dev en", dev.filter((t) => t.language === "en")],
  );
} else console.log("dev set: ../shared/typing-dev not found; corpus only");

const stats = columns.map(([, texts]) => formStats(texts));
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const rows: [string, (s: FormStats) => string][] = [
  ["texts", (s) => String(s.texts)],
  ["paragraphs", (s) => String(s.paragraphs)],
  ["median words / paragraph", (s) => String(s.medianWords)],
  ["lines of <= 5 words", (s) => pct(s.short)],
  ["Title Case headings", (s) => pct(s.titleCase)],
  ["all-capitals lines", (s) => pct(s.allCaps)],
  ["no final punctuation", (s) => pct(s.noFinalPunctuation)],
  ["ellipsis", (s) => pct(s.ellipsis)],
  ["questions", (s) => pct(s.question)],
  ["list marks", (s) => pct(s.listMark)],
  ["opening dash", (s) => pct(s.dashOpening)],
  ["price / currency", (s) => pct(s.currency)],
  ["median nearest-text similarity", (s) => s.medianNearest.toFixed(2)],
];
const width = 11;
console.log(`${"".padEnd(32)}${columns.map(([name]) => name.padStart(width)).join("")}`);
for (const [label, show] of rows)
  console.log(`${label.padEnd(32)}${stats.map((s) => show(s).padStart(width)).join("")}`);
// The yardstick for the row above: a real page's nearest corpus text, beside a corpus text's.
// The first column is the corpus itself: its list is the one printed at the end.
const nearestInCorpus = columns.map(([, texts]) => nearestTexts(texts, corpus));
const toCorpus = nearestInCorpus.map((nearest) => median(nearest.map((n) => n.similarity)).toFixed(2));
console.log(`${"median similarity to corpus".padEnd(32)}${toCorpus.map((v) => v.padStart(width)).join("")}`);

console.log("\ntype mix (share of first types)");
for (const type of BLOCK_TYPES)
  console.log(`${type.padEnd(32)}${stats.map((s) => pct(s.mix.get(type) ?? 0).padStart(width)).join("")}`);

console.log("\ncorpus texts by type-sequence similarity to their nearest other corpus text");
for (const n of nearestInCorpus[0].sort((a, b) => b.similarity - a.similarity))
  console.log(`${n.similarity.toFixed(2)}  ${n.id.padEnd(34)} ~ ${n.nearest}`);
