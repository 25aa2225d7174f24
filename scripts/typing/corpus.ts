// Reads the labelled corpus (src/shared/blocks/corpus/texts/*.txt) and the development fixtures
// for training and evaluation. File reading lives here so src/shared stays free of Node modules.
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type CorpusText, parseCorpusText } from "../../src/shared/blocks/corpus/parse";
import { FIXTURES } from "../../src/shared/blocks/fixtures";
import { LANGUAGE_CODES } from "../../src/shared/blocks/profiles";

export const CORPUS_DIR = fileURLToPath(new URL("../../src/shared/blocks/corpus/texts/", import.meta.url));

/**
 * Every corpus text, sorted by id; throws on the first bad file, a duplicate id or a misnamed
 * file. With `onInvalid`, a bad file is reported there and left out instead (files still being
 * written while training runs).
 */
export function loadCorpus(dir: string = CORPUS_DIR, onInvalid?: (error: Error) => void): CorpusText[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".txt"))
    .sort();
  const texts: CorpusText[] = [];
  const ids = new Set<string>();
  for (const file of files) {
    try {
      const text = parseCorpusText(file, readFileSync(join(dir, file), "utf8"), LANGUAGE_CODES);
      if (text.id !== basename(file, ".txt"))
        throw new Error(`${file}: id '${text.id}' differs from the file name`);
      if (ids.has(text.id)) throw new Error(`${file}: duplicate id '${text.id}'`);
      ids.add(text.id);
      texts.push(text);
    } catch (error) {
      if (!onInvalid) throw error;
      onInvalid(error as Error);
    }
  }
  return texts;
}

/**
 * The development fixtures in corpus form: short textbook letters (one paragraph per type), used
 * as extra training data only, never as evaluation texts of the cross-validation.
 */
export function fixtureTexts(): CorpusText[] {
  return FIXTURES.map((f) => ({
    id: `fixture-${f.id}`,
    language: f.language,
    genre: "sales-letter",
    title: f.id,
    paragraphs: f.paragraphs.map((p) => ({ text: p.text, types: [p.type] })),
  }));
}
