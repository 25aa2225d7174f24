// What the sign-in page and the dashboard make the browser download before they show, gzip-compressed,
// read from a web build and its Vite manifest: the entry chunk of index.html, every chunk it
// imports statically (the modulepreload links), the page's own lazy route chunk with its static
// imports, and their CSS. Shared by the bundle bench (which says where the weight is) and the
// budget test in `npm test` (which fails over budget).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** At most this many KB gzip for each budgeted page. */
export const BUDGET_KB = 160;

/**
 * The interface waits for the first pages' texts before it renders, so that chunk counts too: the
 * English one (the Portuguese one is about the same size). The sign-in page also waits for its
 * own texts, the editor for all the others.
 */
const FIRST_TEXTS = "src/web/i18n/locales/en/first-pages.ts";
const AUTH_TEXTS = "src/web/i18n/locales/en/auth.ts";
const OTHER_TEXTS = "src/web/i18n/locales/en/other-pages.ts";

/** Each page, the route modules it renders besides the app shell, and whether the budget holds for it. */
export const PAGES: { page: string; modules: string[]; budgeted: boolean }[] = [
  {
    page: "sign-in (/auth)",
    modules: ["src/web/features/auth/AuthPage.tsx", FIRST_TEXTS, AUTH_TEXTS],
    budgeted: true,
  },
  {
    page: "dashboard (/dashboard)",
    modules: ["src/web/features/dashboard/DashboardPage.tsx", FIRST_TEXTS],
    budgeted: true,
  },
  // For comparison only: the editor is a page one works in for long, not a first page.
  {
    page: "editor (/project/:id)",
    modules: ["src/web/app/EditorRoute.tsx", FIRST_TEXTS, AUTH_TEXTS, OTHER_TEXTS],
    budgeted: false,
  },
];

export type PageWeight = {
  page: string;
  budgeted: boolean;
  /** Every file downloaded, biggest first, with its KB gzip. */
  files: { file: string; kb: number }[];
  kb: number;
  /** Whether each of the page's route modules is a chunk of its own (not inside the entry). */
  lazyRoute: boolean;
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

/** Reads a web build (`outDir` with `.vite/manifest.json`) and weighs each page of PAGES. */
export async function pageWeights(outDir: string): Promise<PageWeight[]> {
  const manifest = JSON.parse(await readFile(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error("the build has no entry chunk");
  const gzipKb = new Map<string, number>();
  const size = async (file: string) => {
    let kb = gzipKb.get(file);
    if (kb === undefined) {
      kb = gzipSync(await readFile(path.join(outDir, file)), { level: 9 }).length / 1024;
      gzipKb.set(file, kb);
    }
    return kb;
  };

  const weights: PageWeight[] = [];
  for (const { page, modules, budgeted } of PAGES) {
    // A route module that is not its own chunk is already inside the entry's closure.
    const routeChunks = modules.filter((m) => manifest[m]);
    const keys = [...staticClosure(manifest, [entry, ...routeChunks])];
    const names = new Set([
      ...keys.map((k) => manifest[k].file).filter((f) => f.endsWith(".js")),
      ...keys.flatMap((k) => manifest[k].css ?? []),
    ]);
    const files = [];
    for (const file of names) files.push({ file, kb: await size(file) });
    files.sort((a, b) => b.kb - a.kb);
    const kb = files.reduce((sum, f) => sum + f.kb, 0);
    weights.push({ page, budgeted, files, kb, lazyRoute: routeChunks.length === modules.length });
  }
  return weights;
}
