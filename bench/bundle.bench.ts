// The JavaScript the sign-in page and the dashboard make the browser download before they show,
// gzip-compressed: the entry chunk of index.html, every chunk it imports statically (the
// modulepreload links), and the page's own lazy route chunk with its static imports. Builds the
// web app into a temporary folder with a Vite manifest (the real build is left alone).
// Target: at most 150 KB gzip for each page.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const root = fileURLToPath(new URL("..", import.meta.url));
const TARGET_KB = 150;

/** Each page and the route modules it renders besides the app shell. */
const pages: Record<string, string[]> = {
  "sign-in (/auth)": ["src/web/features/auth/AuthPage.tsx"],
  "dashboard (/dashboard)": ["src/web/features/dashboard/DashboardPage.tsx"],
  "editor (/project/:id)": ["src/web/app/EditorRoute.tsx"],
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
  try {
    await build({
      root,
      configFile: path.join(root, "vite.config.ts"),
      logLevel: "warn",
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
    for (const [page, modules] of Object.entries(pages)) {
      // A route module that is not its own chunk is already inside the entry's closure.
      const routeChunks = modules.filter((m) => manifest[m]);
      const keys = staticClosure(manifest, [entry, ...routeChunks]);
      const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith(".js"));
      let total = 0;
      for (const file of files) total += await size(file);
      rows.push({
        page,
        chunks: files.length,
        "gzip KB": total.toFixed(1),
        [`≤ ${TARGET_KB} KB`]: total <= TARGET_KB ? "yes" : "NO",
        "lazy route": routeChunks.length === modules.length ? "yes" : "no",
      });
    }
    let all = 0;
    for (const chunk of Object.values(manifest))
      if (chunk.file.endsWith(".js")) all += await size(chunk.file);
    console.table(rows);
    console.log(
      `all JavaScript of the app: ${all.toFixed(1)} KB gzip in ${Object.keys(manifest).length} chunks`,
    );
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
