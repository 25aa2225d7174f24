#!/usr/bin/env node
// `npm run build:server`: builds the server into dist/server, run with plain `node dist/server/main.js`.
// esbuild bundles instead of `tsc` emitting file by file because the sources import each other
// without extensions and import JSON (moduleResolution "bundler"), which Node's own loader refuses;
// esbuild is also the compiler vite and tsx already use. Packages stay outside the bundle: they
// load from node_modules as usual (the image installs the runtime dependencies only).
import { cpSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "dist/server");
// The data files the server reads through serverFile(), copied in the layout of src/server.
const dataFiles = ["db/migrations", "admin/sql", "auth/common-passwords.txt"];

rmSync(out, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  // The worker thread that types long texts is an entry of its own; shared code goes to chunks.
  // Every output file lands directly in dist/server: serverFile() resolves from there.
  entryPoints: { main: "src/server/main.ts", "rules-worker": "src/server/analyze/rules-worker.ts" },
  outdir: out,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  metafile: true,
  logLevel: "warning",
});
for (const file of dataFiles)
  cpSync(path.join(root, "src/server", file), path.join(out, file), { recursive: true });

// A package the server imports must be a runtime dependency: the image has no others.
const dependencies = new Set(
  Object.keys(JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).dependencies),
);
const builtins = new Set(builtinModules);
const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
const missing = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path: specifier, external } of output.imports) {
    if (!external || specifier.startsWith("node:") || builtins.has(specifier)) continue;
    if (!dependencies.has(packageName(specifier))) missing.add(packageName(specifier));
  }
}
if (missing.size > 0) {
  console.error(`The server imports packages that are not in "dependencies": ${[...missing].join(", ")}`);
  process.exit(1);
}
