#!/usr/bin/env node
// `npm start`: builds the web app and the server when their sources are newer than their builds,
// then runs the built server with plain node (it applies migrations before it listens). Signals are
// passed on so Ctrl+C shuts down cleanly. Without sources (a production image) it only runs.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { isStale, root, serverBuild, webBuild } from "./builds.mjs";

for (const step of [webBuild, serverBuild].filter(isStale)) {
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
