// `npm test` fails when the sign-in page or the dashboard make the browser download more than
// BUDGET_KB gzip before they show. It reads dist/web, the build `npm start` serves: built here
// when missing or older than its sources, with the same check as scripts/start.mjs, so CI builds
// the web app once and the browser tests' server finds it ready.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { isStale, root, webBuild } from "./builds.mjs";
import { BUDGET_KB, type PageWeight, pageWeights } from "./bundle-weight";

const outDir = path.join(root, "dist/web");

/** The manifest is checked too: the page weights are read from it. */
function buildIsStale(): boolean {
  return isStale(webBuild) || !existsSync(path.join(outDir, ".vite/manifest.json"));
}

let weights: PageWeight[] = [];

describe("bundle budget", () => {
  beforeAll(() => {
    if (buildIsStale()) {
      const [script, ...args] = webBuild.command;
      const build = spawnSync(process.execPath, [path.join(root, script), ...args], {
        cwd: root,
        encoding: "utf8",
        // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
        env: { ...process.env, NODE_ENV: "production" },
      });
      if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
    }
    return pageWeights(outDir).then((measured) => {
      weights = measured;
    });
  }, 240_000);

  it("weighs each page's own route chunk besides the shell, so a page cannot pass by being missed", () => {
    for (const weight of weights.filter((w) => w.budgeted)) {
      expect(weight.lazyRoute, weight.page).toBe(true);
      expect(weight.files.length, weight.page).toBeGreaterThan(3);
    }
  });

  it(`keeps the sign-in page and the dashboard at most ${BUDGET_KB} KB gzip each`, () => {
    const budgeted = weights.filter((w) => w.budgeted);
    expect(budgeted.map((w) => w.page)).toEqual(["sign-in (/auth)", "dashboard (/dashboard)"]);
    for (const { page, kb, files } of budgeted) {
      const biggest = files
        .slice(0, 5)
        .map((f) => `${f.file} ${f.kb.toFixed(1)} KB`)
        .join(", ");
      expect(
        kb,
        `${page}: ${kb.toFixed(1)} KB gzip (biggest: ${biggest}); npm run bench -- bundle`,
      ).toBeLessThanOrEqual(BUDGET_KB);
    }
  });
});
