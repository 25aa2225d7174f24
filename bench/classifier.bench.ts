// Throughput of the rule classifier: 1k, 10k and 50k paragraphs built by cycling the
// development set. Goal: >= 20,000 paragraphs/s on one core, and linear cost (50k/10k <= 5.5).
import { performance } from "node:perf_hooks";
import { type ClassifierMode, classifyText } from "../src/shared/blocks";
import { FIXTURES } from "../src/shared/blocks/fixtures";

const SIZES = [1_000, 10_000, 50_000];

function buildText(paragraphs: number): string {
  const pool = FIXTURES.flatMap((f) => f.paragraphs.map((p) => p.text));
  const lines = new Array<string>(paragraphs);
  for (let i = 0; i < paragraphs; i++) lines[i] = pool[i % pool.length];
  return lines.join("\n\n");
}

function time(text: string, mode: ClassifierMode): number {
  const start = performance.now();
  const blocks = classifyText(text, { mode });
  const elapsed = performance.now() - start;
  if (blocks.length === 0) throw new Error("nothing classified");
  return elapsed;
}

export default async function run(): Promise<void> {
  const texts = new Map(SIZES.map((n) => [n, buildText(n)]));
  for (const mode of ["improved", "spec"] as const) {
    time(texts.get(10_000)!, mode); // warm-up: JIT and lazy compilation out of the measurement
    const ms = new Map<number, number>();
    console.log(`mode ${mode}${mode === "improved" ? " (default)" : ""}`);
    for (const n of SIZES) {
      // Best of three keeps a stray GC pause from deciding the figure.
      const elapsed = Math.min(
        time(texts.get(n)!, mode),
        time(texts.get(n)!, mode),
        time(texts.get(n)!, mode),
      );
      ms.set(n, elapsed);
      const rate = Math.round((n / elapsed) * 1000);
      console.log(
        `  ${String(n).padStart(6)} paragraphs  ${elapsed.toFixed(1).padStart(8)} ms  ${rate.toLocaleString("en-US").padStart(9)} paragraphs/s`,
      );
    }
    console.log(`  time(50k)/time(10k) = ${(ms.get(50_000)! / ms.get(10_000)!).toFixed(2)}`);
  }
}
