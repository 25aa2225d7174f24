import { describe, expect, it } from "vitest";
import { SHARED_MESSAGES, translator } from ".";

/** Every key of a catalog, plural forms folded into their base key. */
function keys(node: object, prefix = ""): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === "object"
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(one|other)$/, "")}`],
  );
}

describe("the shared message catalog", () => {
  it("fills in placeholders and picks the plural form by count, per language", () => {
    const en = translator("en");
    const pt = translator("pt");
    expect(en("structure.heading", { count: 1, duration: "0:01" })).toBe("Copy structure · 1 word · 0:01");
    expect(en("structure.heading", { count: 3, duration: "0:02" })).toBe("Copy structure · 3 words · 0:02");
    expect(pt("structure.heading", { count: 3, duration: "0:02" })).toBe(
      "Estrutura da copy · 3 palavras · 0:02",
    );
    expect(pt("export.translation")).toBe("Tradução");
    expect(() => en("export.nothing")).toThrow(/export\.nothing/);
  });

  it("has the same messages and placeholders in both languages", () => {
    expect(keys(SHARED_MESSAGES.pt)).toEqual(keys(SHARED_MESSAGES.en));
    const placeholders = (text: string | undefined) => String(text?.match(/\{\{\w+\}\}/g)?.sort() ?? "");
    const flatten = (node: object, prefix = ""): [string, string][] =>
      Object.entries(node).flatMap(([key, value]) =>
        typeof value === "object"
          ? flatten(value, `${prefix}${key}.`)
          : [[`${prefix}${key}`, value as string]],
      );
    const pt = new Map(flatten(SHARED_MESSAGES.pt));
    for (const [key, text] of flatten(SHARED_MESSAGES.en))
      expect(placeholders(pt.get(key)), key).toBe(placeholders(text));
  });
});
