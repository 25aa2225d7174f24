// The first download of the sign-in page and the dashboard (scripts/bundle-weight.ts says what
// counts), gzip-compressed, with where the weight is. Builds the web app into a temporary folder
// (the real build is left alone). Over the budget (BUDGET_KB for each), the bench exits with 1;
// scripts/bundle-budget.test.ts holds the same budget in `npm test`.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";
import { BUDGET_KB, pageWeights } from "../scripts/bundle-weight";

/** How many of a page's chunks, and of each chunk's sources, the breakdown lists. */
const BIGGEST_CHUNKS = 6;
const BIGGEST_PARTS = 4;

/** The package (or src/ folder) a bundled module comes from. */
function partOf(moduleId: string): string {
  const inPackage = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(moduleId);
  if (inPackage) return inPackage[1].replace("\\", "/");
  const inSrc = /[\\/](src[\\/](?:web[\\/](?:(?:features|i18n[\\/]locales)[\\/])?)?[^\\/]+)/.exec(moduleId);
  return inSrc ? inSrc[1].replaceAll("\\", "/") : moduleId;
}

/** Records, per output file, how many minified bytes each package or src/ folder put in it. */
function chunkContents(into: Map<string, Map<string, number>>): Plugin {
  return {
    name: "bench-chunk-contents",
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const parts = new Map<string, number>();
        for (const [id, rendered] of Object.entries(output.modules))
          parts.set(partOf(id), (parts.get(partOf(id)) ?? 0) + rendered.renderedLength);
        into.set(output.fileName, parts);
      }
    },
  };
}

/** "react-dom 66%, react-router 31%": the biggest sources of a chunk, by share of its code. */
function biggestParts(parts: Map<string, number> | undefined): string {
  if (!parts) return "";
  const total = [...parts.values()].reduce((sum, n) => sum + n, 0) || 1;
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, BIGGEST_PARTS)
    .map(([part, bytes]) => `${part} ${Math.round((bytes / total) * 100)}%`)
    .join(", ");
}

const root = fileURLToPath(new URL("..", import.meta.url));

export default async function run() {
  const outDir = await mkdtemp(path.join(tmpdir(), "copyblocks-bundle-"));
  const contents = new Map<string, Map<string, number>>();
  try {
    await build({
      root,
      configFile: path.join(root, "vite.config.ts"),
      logLevel: "warn",
      plugins: [chunkContents(contents)],
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    });
    const weights = await pageWeights(outDir);
    const rows = [];
    const breakdowns: string[] = [];
    for (const { page, budgeted, files, kb, lazyRoute } of weights) {
      breakdowns.push(
        `${page}, biggest chunks (KB gzip):`,
        ...files
          .slice(0, BIGGEST_CHUNKS)
          .map((f) => `  ${f.kb.toFixed(1).padStart(6)}  ${f.file}  ${biggestParts(contents.get(f.file))}`),
      );
      const over = budgeted && kb > BUDGET_KB;
      if (over) process.exitCode = 1;
      rows.push({
        page,
        files: files.length,
        "gzip KB": kb.toFixed(1),
        [`≤ ${BUDGET_KB} KB`]: budgeted ? (over ? "NO" : "yes") : "-",
        "lazy route": lazyRoute ? "yes" : "no",
      });
    }
    console.table(rows);
    console.log(breakdowns.join("\n"));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
