// Reads the dev set of real published pages (../shared/typing-dev beside the repository, or
// TYPING_DEV_DIR): one paragraph per line in NAME.txt, its labels in NAME.labels.json, NAME =
// <lang>_<subject>_<genre>. It is for measuring and reading errors only: nothing here trains on it
// or tunes a number on it, and none of its text may be copied into the repository.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { CorpusText } from "../../src/shared/blocks/corpus/parse";
import { type BlockType, isBlockType } from "../../src/shared/blocks/types";

export const DEV_DIR =
  process.env.TYPING_DEV_DIR ?? fileURLToPath(new URL("../../../shared/typing-dev/", import.meta.url));

/** A dev-set text; its genre is the page form the file name gives (upsell, product-page...). */
export type DevText = Omit<CorpusText, "genre"> & { genre: string };

/** Every dev-set text sorted by name, or null when the folder is absent. Throws on a bad file. */
export function loadDevSet(dir: string = DEV_DIR): DevText[] | null {
  if (!existsSync(dir)) return null;
  const names = readdirSync(dir)
    .filter((f) => f.endsWith(".labels.json"))
    .map((f) => f.slice(0, -".labels.json".length))
    .sort();
  return names.map((name) => {
    const lines = readFileSync(join(dir, `${name}.txt`), "utf8")
      .split(/\r?\n/)
      .filter((l) => l.trim() !== "");
    const labels = JSON.parse(readFileSync(join(dir, `${name}.labels.json`), "utf8")) as { gold: string[] }[];
    if (labels.length !== lines.length)
      throw new Error(`${name}: ${lines.length} lines for ${labels.length} labels`);
    const [language, , genre] = name.split("_");
    return {
      id: name,
      language,
      genre: genre ?? "unknown",
      title: name,
      paragraphs: lines.map((text, i) => {
        const types = labels[i].gold.filter(isBlockType) as BlockType[];
        if (types.length === 0) throw new Error(`${name}:${i + 1}: no known type`);
        return { text, types };
      }),
    };
  });
}
