import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_NAMES, loadConfig } from "./config";

/** The README's configuration table: one row per variable, `| \`NAME\` | default | meaning |`. */
function readmeRows(): Map<string, string> {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const rows = new Map<string, string>();
  for (const match of readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| ([^|]+) \|/gm))
    rows.set(match[1], match[2].trim());
  return rows;
}

describe("README configuration table", () => {
  const rows = readmeRows();
  const defaults = loadConfig({}) as unknown as Record<string, unknown>;

  it("documents exactly the variables the server reads", () => {
    expect([...rows.keys()].sort()).toEqual([...ENV_NAMES].sort());
  });

  it("gives each default the server really uses", () => {
    for (const name of ENV_NAMES) {
      const cell = rows.get(name) ?? "";
      const value = defaults[name];
      // A quoted cell is the literal default; the others say it in words (unset, empty, generated).
      const literal = /^`(.*)`$/.exec(cell);
      if (literal) expect(literal[1], name).toBe(String(value));
      else if (Array.isArray(value)) expect([cell, value], name).toEqual(["empty", []]);
      else if (value === undefined) expect(["unset", "generated", "provider default"], name).toContain(cell);
      else expect.fail(`${name}: the README should quote its default \`${String(value)}\``);
    }
  });
});
