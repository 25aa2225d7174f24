// The import rules of docs/architecture.md, as a check `npm run lint` runs (Biome checks the
// import cycles itself):
//   - src/shared imports nothing from src/server or src/web, and no Node built-in module;
//   - src/web never imports src/server, and src/server never imports src/web;
//   - a feature imports another feature only through its index (src/web/features/<name>).
// Tests may reach further (fixtures, Node helpers), so *.test.ts(x) files are not checked.
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

export type SourceFile = { path: string; source: string };
export type Violation = { file: string; specifier: string; rule: string };

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|(?:^|[\s;])import\s*\(?\s*["']([^"']+)["']/g;
const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** The module specifiers a file imports or re-exports, comments left out. */
export function importsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...code.matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
}

/** Where a specifier points inside the repository (posix, from its root), or null for a package. */
function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return path.posix.join("src", specifier.slice(2));
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(from), specifier);
  return null;
}

const featureOf = (file: string) => /^src\/web\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

export function layerViolations(files: SourceFile[]): Violation[] {
  const out: Violation[] = [];
  for (const file of files) {
    if (isTest(file.path)) continue;
    for (const specifier of importsOf(file.source)) {
      const target = resolve(file.path, specifier);
      const add = (rule: string) => out.push({ file: file.path, specifier, rule });
      if (file.path.startsWith("src/shared/")) {
        if (target && !target.startsWith("src/shared/"))
          add("src/shared imports only src/shared and packages");
        if (!target && NODE_BUILTINS.has(specifier))
          add("src/shared runs in the browser too: no Node modules");
      }
      if (file.path.startsWith("src/web/") && target?.startsWith("src/server/"))
        add("src/web never imports src/server");
      if (file.path.startsWith("src/server/") && target?.startsWith("src/web/"))
        add("src/server never imports src/web");
      const from = featureOf(file.path);
      const to = target && featureOf(`${target}/`);
      if (from && to && from !== to) {
        const entry = `src/web/features/${to}`;
        if (target !== entry && target !== `${entry}/index`)
          add(`features import each other through their index: import from "@/web/features/${to}"`);
      }
    }
  }
  return out;
}

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { path: full.split(path.sep).join("/"), source: readFileSync(full, "utf8") };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const violations = layerViolations(sourceFiles("src"));
  for (const v of violations) console.error(`${v.file}: "${v.specifier}": ${v.rule}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) break the layering rules (docs/architecture.md).`);
    process.exit(1);
  }
  console.log("Layering: every import follows the rules.");
}
