// The JavaScript and CSS the sign-in page and the dashboard make the browser download before they
// show, gzip-compressed: the entry chunk of index.html, every chunk it imports statically (the
// modulepreload links), the page's own lazy route chunk with its static imports, and their CSS.
// Builds the web app into a temporary folder with a Vite manifest (the real build is left alone).
// Budget: at most 160 KB gzip for each of those two pages; over it, the bench exits with 1.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Plugin } from "vite";

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

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
const BUDGET_KB = 160;
/** The pages the budget holds for; the editor is shown for comparison. */
const BUDGETED = new Set(["sign-in (/auth)", "dashboard (/dashboard)"]);

/**
 * The interface waits for the first pages' texts before it renders, so that chunk counts too: the
 * English one (the Portuguese one is about the same size). The editor also waits for the others.
 */
const FIRST_CATALOG = "src/web/i18n/locales/en/first-pages.ts";
const OTHER_TEXTS = "src/web/i18n/locales/en/other-pages.ts";

/** Each page and the route modules it renders besides the app shell. */
const pages: Record<string, string[]> = {
  "sign-in (/auth)": ["src/web/features/auth/AuthPage.tsx", FIRST_CATALOG],
  "dashboard (/dashboard)": ["src/web/features/dashboard/DashboardPage.tsx", FIRST_CATALOG],
  "editor (/project/:id)": ["src/web/app/EditorRoute.tsx", FIRST_CATALOG, OTHER_TEXTS],
};

/** The chunk keys a set of starting keys pulls in through static imports. */
function staticClosure(manifest: Manifest, start: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

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
    const manifest = JSON.parse(await readFile(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
    if (!entry) throw new Error("the build has no entry chunk");
    const gzipKb = new Map<string, number>();
    const size = async (file: string) => {
      if (!gzipKb.has(file))
        gzipKb.set(file, gzipSync(await readFile(path.join(outDir, file)), { level: 9 }).length / 1024);
      return gzipKb.get(file) as number;
    };

    const rows = [];
    const breakdowns: string[] = [];
    for (const [page, modules] of Object.entries(pages)) {
      // A route module that is not its own chunk is already inside the entry's closure.
      const routeChunks = modules.filter((m) => manifest[m]);
      const keys = staticClosure(manifest, [entry, ...routeChunks]);
      const scripts = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith(".js"));
      const styles = [...keys].flatMap((k) => manifest[k].css ?? []);
      const files = [...new Set([...scripts, ...styles])];
      let total = 0;
      for (const file of files) total += await size(file);
      const biggest = [...files].sort((a, b) => (gzipKb.get(b) ?? 0) - (gzipKb.get(a) ?? 0));
      breakdowns.push(
        `${page}, biggest chunks (KB gzip):`,
        ...biggest
          .slice(0, BIGGEST_CHUNKS)
          .map(
            (f) => `  ${(gzipKb.get(f) ?? 0).toFixed(1).padStart(6)}  ${f}  ${biggestParts(contents.get(f))}`,
          ),
      );
      const over = BUDGETED.has(page) && total > BUDGET_KB;
      if (over) process.exitCode = 1;
      rows.push({
        page,
        files: files.length,
        "gzip KB": total.toFixed(1),
        [`≤ ${BUDGET_KB} KB`]: BUDGETED.has(page) ? (over ? "NO" : "yes") : "-",
        "lazy route": routeChunks.length === modules.length ? "yes" : "no",
      });
    }
    let all = 0;
    for (const chunk of Object.values(manifest))
      if (chunk.file.endsWith(".js")) all += await size(chunk.file);
    console.table(rows);
    console.log(breakdowns.join("\n"));
    console.log(
      `all JavaScript of the app: ${all.toFixed(1)} KB gzip in ${Object.keys(manifest).length} chunks`,
    );
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
