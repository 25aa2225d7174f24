import { describe, expect, it } from "vitest";
import { en } from "./locales/en";
import { pt } from "./locales/pt";

type Tree = { [key: string]: string | Tree };

/** Every leaf as "namespace:path.to.key" → text. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? (prefix.includes(":") ? `${prefix}.${key}` : `${prefix}:${key}`) : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const catalogs = { en: flatten(en as unknown as Tree), pt: flatten(pt as unknown as Tree) };

/** Keys of one catalog the other lacks. */
function missingKeys(from: Map<string, string>, into: Map<string, string>): string[] {
  return [...from.keys()].filter((key) => !into.has(key));
}

describe("interface catalogs", () => {
  it("have the same keys in Portuguese and English", () => {
    expect(missingKeys(catalogs.en, catalogs.pt), "keys missing in pt").toEqual([]);
    expect(missingKeys(catalogs.pt, catalogs.en), "keys missing in en").toEqual([]);
  });

  it("use the same {{placeholders}} for a key in both languages", () => {
    const mismatched = [...catalogs.en].filter(
      ([key, text]) =>
        JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(catalogs.pt.get(key) ?? "")),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it("have no blank texts", () => {
    for (const [language, catalog] of Object.entries(catalogs)) {
      const blank = [...catalog]
        .filter(([, text]) => text.trim() === "")
        .map(([key]) => `${language} ${key}`);
      expect(blank).toEqual([]);
    }
  });

  it("notices a key present in only one catalog", () => {
    const withExtra = new Map(catalogs.en).set("common:onlyInEnglish", "x");
    expect(missingKeys(withExtra, catalogs.pt)).toEqual(["common:onlyInEnglish"]);
  });

  it("has both catalogs non-trivial", () => {
    expect(catalogs.en.size).toBeGreaterThan(50);
    expect(catalogs.pt.size).toBe(catalogs.en.size);
  });
});

describe("counts", () => {
  it("say '0 blocos', '1 bloco', '2 blocos' in Portuguese and the same in English", async () => {
    const { i18n } = await import("./index");
    await i18n.changeLanguage("pt");
    expect([0, 1, 2].map((count) => i18n.t("common:counts.blocks", { count }))).toEqual([
      "0 blocos",
      "1 bloco",
      "2 blocos",
    ]);
    expect(i18n.t("editor:stats.words", { count: 1234 })).toBe("1.234 palavras");
    await i18n.changeLanguage("en");
    expect([0, 1, 2].map((count) => i18n.t("common:counts.blocks", { count }))).toEqual([
      "0 blocks",
      "1 block",
      "2 blocks",
    ]);
    expect(i18n.t("editor:stats.words", { count: 1234 })).toBe("1,234 words");
  });
});

describe("a missing key", () => {
  it("is reported in the console, where the browser tests look for it", async () => {
    const { i18n, MISSING_TEXT } = await import("./index");
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(" "));
    try {
      i18n.t("common:no.such.key" as never);
      i18n.t("common:actions.cancel");
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([`${MISSING_TEXT} common:no.such.key`]);
  });
});
