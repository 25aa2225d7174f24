// npm run stats:typing: the form statistics of the corpus beside those of the dev set of real
// pages (when ../shared/typing-dev is there), per language too, then the type mix and each corpus
// text's nearest other text by type sequence. Only aggregate figures of the dev set are printed.
import { BLOCK_TYPES } from "../../src/shared/blocks/types";
import { loadCorpus } from "./corpus";
import { loadDevSet } from "./dev-set";
import { type FormStats, type FormText, formStats, nearestTexts } from "./form-stats";

const corpus = loadCorpus(undefined, (error) => console.warn(`skipped: ${error.message}`));
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

console.log("\ntype mix (share of first types)");
for (const type of BLOCK_TYPES)
  console.log(`${type.padEnd(32)}${stats.map((s) => pct(s.mix.get(type) ?? 0).padStart(width)).join("")}`);

console.log("\ncorpus texts by type-sequence similarity to their nearest other corpus text");
for (const n of nearestTexts(corpus).sort((a, b) => b.similarity - a.similarity))
  console.log(`${n.similarity.toFixed(2)}  ${n.id.padEnd(34)} ~ ${n.nearest}`);
