// The trained typing model is a ~2 MB JSON module: it must reach the browser only through a
// dynamic import, never in the first load. The copy engine's index re-exports the classifier,
// so web code imports the light modules (types, templates, final copy) by path.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const WEB = fileURLToPath(new URL("../../src/web/", import.meta.url));
const HEAVY =
  /^\s*import\s[^;]*?from\s+["']@\/shared\/blocks(?:\/(?:index|classifier|rules|compile|model\/[\w-]+))?["']/m;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.(ts|tsx)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe("web imports of the copy engine", () => {
  it("never import the classifier or the model statically", () => {
    const offenders = files(WEB).filter((file) => HEAVY.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("would catch one that did", () => {
    expect(HEAVY.test('import { classifyText } from "@/shared/blocks";')).toBe(true);
    expect(HEAVY.test('import { typingModel } from "@/shared/blocks/model/classify";')).toBe(true);
    expect(HEAVY.test('import { blockTypeLabel } from "@/shared/blocks/types";')).toBe(false);
  });
});
