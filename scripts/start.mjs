#!/usr/bin/env node
// `npm start`: builds the web app and the server when their sources are newer than their builds,
// then runs the built server with plain node (it applies migrations before it listens). Signals are
// passed on so Ctrl+C shuts down cleanly. Without sources (a production image) it only runs.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const shared = ["src/shared", "package-lock.json"];
const builds = [
  {
    name: "the web app",
    output: "dist/web/index.html",
    inputs: ["src/web", "index.html", "vite.config.ts", "public", ...shared],
    command: ["node_modules/vite/bin/vite.js", "build"],
  },
  {
    name: "the server",
    output: "dist/server/main.js",
    inputs: ["src/server", "scripts/build-server.mjs", "package.json", ...shared],
    command: ["scripts/build-server.mjs"],
  },
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isStale({ output, inputs }) {
  const built = path.join(root, output);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

for (const step of builds.filter(isStale)) {
  console.log(`Building ${step.name}…`);
  const [script, ...args] = step.command;
  const build = spawnSync(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, "dist/server/main.js")], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
