// What `npm start` builds and from what. Shared by scripts/start.mjs (rebuild what is stale before
// running) and scripts/bundle-budget.test.ts (build the web app once when it is stale), so both
// agree on when a build is out of date.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const shared = ["src/shared", "package-lock.json"];

export const webBuild = {
  name: "the web app",
  output: "dist/web/index.html",
  inputs: ["src/web", "index.html", "vite.config.ts", "public", ...shared],
  command: ["node_modules/vite/bin/vite.js", "build"],
};

export const serverBuild = {
  name: "the server",
  output: "dist/server/main.js",
  inputs: ["src/server", "scripts/build-server.mjs", "package.json", ...shared],
  command: ["scripts/build-server.mjs"],
};

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the build's output is missing or older than any of its inputs. */
export function isStale({ output, inputs }) {
  const built = path.join(root, output);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}
