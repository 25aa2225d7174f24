// Throughput of the local classifier, every engine, on realistic pastes of 1k to 50k paragraphs:
// the labelled corpus's complete texts (VSL lines, letters, lists, dialogue), Portuguese and
// English taken in turn, joined with blank lines and cycled. Goal: >= 50,000 paragraphs/s on
// one core for the default engine, and linear cost: paragraphs/s flat across the sizes, and
// time(50k)/time(10k) <= 5.5.
// Wall time is the figure; CPU time is printed beside it because on a busy machine the wall
// clock also counts time spent waiting for a core.
import { performance } from "node:perf_hooks";
import { loadCorpus } from "../scripts/typing/corpus";
import { type ClassifierMode, classifyText } from "../src/shared/blocks";

const SIZES = [1_000, 5_000, 10_000, 25_000, 50_000];

interface Paste {
  text: string;
  portuguese: number;
}

/** Whole texts, alternating languages (pt, en, pt, ...), cycled to `paragraphs` lines. */
function buildPaste(paragraphs: number): Paste {
  const corpus = loadCorpus();
  const pt = corpus.filter((t) => t.language === "pt");
  const en = corpus.filter((t) => t.language === "en");
  const order = Array.from({ length: Math.max(pt.length, en.length) }, (_, i) => [pt[i], en[i]])
    .flat()
    .filter((t) => t !== undefined);
  const lines: string[] = [];
  let portuguese = 0;
  for (let k = 0; lines.length < paragraphs; k++) {
    const text = order[k % order.length];
    for (const p of text.paragraphs) {
      if (lines.length === paragraphs) break;
      lines.push(p.text);
      if (text.language === "pt") portuguese++;
    }
  }
  return { text: lines.join("\n\n"), portuguese };
}

interface Timing {
  wall: number;
  cpu: number;
}

function time(text: string, mode: ClassifierMode): Timing {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const blocks = classifyText(text, { mode });
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  if (blocks.length === 0) throw new Error("nothing classified");
  return { wall, cpu: (used.user + used.system) / 1000 };
}

/** Best of five runs, so a stray GC pause or a busy neighbour does not decide the figure. */
function best(text: string, mode: ClassifierMode): Timing {
  const runs = Array.from({ length: 5 }, () => time(text, mode));
  return { wall: Math.min(...runs.map((r) => r.wall)), cpu: Math.min(...runs.map((r) => r.cpu)) };
}

const rate = (n: number, ms: number): string => Math.round((n / ms) * 1000).toLocaleString("en-US");

export default async function run(): Promise<void> {
  const pastes = new Map(SIZES.map((n) => [n, buildPaste(n)]));
  const big = pastes.get(50_000)!;
  console.log(
    `input: whole corpus texts, Portuguese and English in turn (${Math.round((big.portuguese / 50_000) * 100)}% Portuguese at 50k), ` +
      `${Math.round(big.text.length / 50_000)} characters per paragraph`,
  );
  for (const mode of ["improved", "rules", "spec"] as const) {
    time(pastes.get(10_000)!.text, mode); // warm-up: JIT and lazy compilation out of the measurement
    const timings = new Map<number, Timing>();
    console.log(`mode ${mode}${mode === "improved" ? " (default)" : ""}`);
    for (const n of SIZES) {
      const t = best(pastes.get(n)!.text, mode);
      timings.set(n, t);
      console.log(
        `  ${String(n).padStart(6)} paragraphs  ${t.wall.toFixed(1).padStart(8)} ms  ${rate(n, t.wall).padStart(7)} paragraphs/s` +
          `   (CPU ${t.cpu.toFixed(0)} ms, ${rate(n, t.cpu)} paragraphs/s)`,
      );
    }
    const fifty = timings.get(50_000)!;
    const ten = timings.get(10_000)!;
    console.log(
      `  time(50k)/time(10k) = ${(fifty.wall / ten.wall).toFixed(2)} (CPU ${(fifty.cpu / ten.cpu).toFixed(2)})`,
    );
  }
}
