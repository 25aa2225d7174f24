// Throughput of the local classifier, every engine: 1k, 10k and 50k paragraphs built by cycling
// the labelled corpus (real-length VSL lines, letters, lists). Goal: >= 50,000 paragraphs/s on
// one core for the default engine, and linear cost (50k/10k <= 5.5).
// Wall time is the figure; CPU time is printed beside it because on a busy machine the wall
// clock also counts time spent waiting for a core.
import { performance } from "node:perf_hooks";
import { loadCorpus } from "../scripts/typing/corpus";
import { type ClassifierMode, classifyText } from "../src/shared/blocks";

const SIZES = [1_000, 10_000, 50_000];

function buildText(paragraphs: number): string {
  const pool = loadCorpus().flatMap((t) => t.paragraphs.map((p) => p.text));
  const lines = new Array<string>(paragraphs);
  for (let i = 0; i < paragraphs; i++) lines[i] = pool[i % pool.length];
  return lines.join("\n\n");
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

/** Best of three runs, so a stray GC pause or a busy neighbour does not decide the figure. */
function best(text: string, mode: ClassifierMode): Timing {
  const runs = [time(text, mode), time(text, mode), time(text, mode)];
  return { wall: Math.min(...runs.map((r) => r.wall)), cpu: Math.min(...runs.map((r) => r.cpu)) };
}

const rate = (n: number, ms: number): string => Math.round((n / ms) * 1000).toLocaleString("en-US");

export default async function run(): Promise<void> {
  const texts = new Map(SIZES.map((n) => [n, buildText(n)]));
  for (const mode of ["improved", "rules", "spec"] as const) {
    time(texts.get(10_000)!, mode); // warm-up: JIT and lazy compilation out of the measurement
    const timings = new Map<number, Timing>();
    console.log(`mode ${mode}${mode === "improved" ? " (default)" : ""}`);
    for (const n of SIZES) {
      const t = best(texts.get(n)!, mode);
      timings.set(n, t);
      console.log(
        `  ${String(n).padStart(6)} paragraphs  ${t.wall.toFixed(1).padStart(8)} ms  ${rate(n, t.wall).padStart(7)} paragraphs/s` +
          `   (CPU ${t.cpu.toFixed(0)} ms, ${rate(n, t.cpu)} paragraphs/s)`,
      );
    }
    const big = timings.get(50_000)!;
    const mid = timings.get(10_000)!;
    console.log(
      `  time(50k)/time(10k) = ${(big.wall / mid.wall).toFixed(2)} (CPU ${(big.cpu / mid.cpu).toFixed(2)})`,
    );
  }
}
