// Find in a project (the editor's Ctrl+F): every match over 1,000 and 5,000 blocks whose three
// columns hold real corpus paragraphs (Portuguese and English, accents included), for a few
// queries and options. The editor runs this on every keystroke in the find box, so the figure
// to watch is milliseconds per search; it should stay linear in the size of the text.
import { performance } from "node:perf_hooks";
import { loadCorpus } from "../scripts/typing/corpus";
import {
  DEFAULT_FIND_OPTIONS,
  type FindOptions,
  type FindSource,
  findMatches,
} from "../src/shared/text/find";

const SIZES = [1_000, 5_000];
const QUERIES: [string, Partial<FindOptions>][] = [
  ["você", {}],
  ["voce", { wholeWord: true }],
  ["Garantia", { matchCase: true, matchAccents: true }],
  ["e", {}],
];

function buildBlocks(count: number): FindSource[] {
  const pool = loadCorpus().flatMap((t) => t.paragraphs.map((p) => p.text));
  // A stride prime to the pool's size mixes the languages into every size of project.
  const at = (i: number) => pool[(i * 7919) % pool.length];
  return Array.from({ length: count }, (_, i) => ({
    id: String(i),
    originalText: at(i),
    translation: at(i + 7),
    expansion: `${at(i + 13)} ${at(i + 29)}`,
  }));
}

/** Best of five, after a warm-up run. */
function time(blocks: FindSource[], query: string, options: FindOptions) {
  let matches = findMatches(blocks, query, options).length;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    matches = findMatches(blocks, query, options).length;
    best = Math.min(best, performance.now() - start);
  }
  return { ms: best, matches };
}

export default async function run(): Promise<void> {
  const timings = new Map<string, number>();
  for (const size of SIZES) {
    const blocks = buildBlocks(size);
    const chars = blocks.reduce(
      (n, b) => n + (b.originalText?.length ?? 0) + (b.translation?.length ?? 0) + (b.expansion?.length ?? 0),
      0,
    );
    console.log(`${size} blocks, ${(chars / 1e6).toFixed(2)} M characters`);
    for (const [query, over] of QUERIES) {
      const { ms, matches } = time(blocks, query, { ...DEFAULT_FIND_OPTIONS, ...over });
      timings.set(`${size}:${query}`, ms);
      console.log(
        `  ${JSON.stringify(query).padEnd(11)} ${JSON.stringify(over).padEnd(40)} ${String(matches).padStart(7)} matches ${ms.toFixed(1).padStart(7)} ms`,
      );
    }
  }
  const ratio = (timings.get("5000:você") ?? 0) / (timings.get("1000:você") ?? 1);
  console.log(`time(5,000)/time(1,000) for "você" = ${ratio.toFixed(2)} (linear: about 5)`);
}
