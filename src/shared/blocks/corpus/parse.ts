// The labelled corpus format: one complete text per file, a header of '# key: value' lines, then
// one paragraph per line as '[TYPE] text' or '[TYPE|TYPE|TYPE] text' (1 to 3 acceptable types,
// best first). Parsing is pure so the browser, tests and the training scripts share it; reading
// the files lives in scripts/.
import { type BlockType, isBlockType } from "../types";

export const CORPUS_GENRES = [
  "vsl",
  "sales-letter",
  "advertorial",
  "upsell",
  "downsell",
  "webinar",
  "email",
  "classic",
] as const;
export type CorpusGenre = (typeof CORPUS_GENRES)[number];

/** Each paragraph names at least one and at most this many acceptable types. */
export const MAX_ACCEPTABLE_TYPES = 3;

export interface CorpusParagraph {
  text: string;
  /** Acceptable types, best first. */
  types: BlockType[];
}

export interface CorpusText {
  id: string;
  language: string;
  genre: CorpusGenre;
  title: string;
  paragraphs: CorpusParagraph[];
}

export class CorpusFormatError extends Error {}

const HEADER = /^#\s*([a-z]+)\s*:\s*(.*?)\s*$/;
const PARAGRAPH = /^\[([^\]]*)\]\s*(.*)$/;
const REQUIRED = ["id", "language", "genre", "title"] as const;

/**
 * Parses one corpus file. `name` (usually the file name) prefixes every error so a bad line can be
 * found. `languages` lists the language codes the engine knows. Throws CorpusFormatError naming
 * the line and the problem: a missing header, an unknown genre or type, no or more than 3 types,
 * an empty paragraph, a repeated type.
 */
export function parseCorpusText(name: string, source: string, languages: readonly string[]): CorpusText {
  const header = new Map<string, string>();
  const paragraphs: CorpusParagraph[] = [];
  const fail = (line: number, message: string): never => {
    throw new CorpusFormatError(`${name}:${line}: ${message}`);
  };
  const lines = source.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index].trim();
    const lineNumber = index + 1;
    if (!line) continue;
    const head = HEADER.exec(line);
    if (head) {
      if (paragraphs.length > 0) fail(lineNumber, "header line after the first paragraph");
      // Annotations after the value ("pt            (pt or en)") are the template's, not data.
      header.set(head[1], head[2].replace(/\s{2,}\(.*\)$/, "").trim());
      continue;
    }
    if (line.startsWith("#")) continue; // a free comment
    const match = PARAGRAPH.exec(line);
    if (!match) fail(lineNumber, `expected '[TYPE] text', got '${line.slice(0, 50)}'`);
    const types = match![1].split("|").map((t) => t.trim());
    if (types.length === 0 || types[0] === "") fail(lineNumber, "no type between the brackets");
    if (types.length > MAX_ACCEPTABLE_TYPES)
      fail(lineNumber, `${types.length} types given, at most ${MAX_ACCEPTABLE_TYPES}`);
    for (const type of types) {
      if (!isBlockType(type)) fail(lineNumber, `unknown type '${type}'`);
    }
    if (new Set(types).size !== types.length) fail(lineNumber, "a type is repeated");
    const text = match![2].trim();
    if (!text) fail(lineNumber, "empty paragraph");
    paragraphs.push({ text, types: types as BlockType[] });
  }
  for (const key of REQUIRED) {
    if (!header.get(key)) fail(1, `missing header '# ${key}: …'`);
  }
  const language = header.get("language")!;
  if (!languages.includes(language))
    fail(1, `unknown language '${language}' (known: ${languages.join(", ")})`);
  const genre = header.get("genre")!;
  if (!(CORPUS_GENRES as readonly string[]).includes(genre))
    fail(1, `unknown genre '${genre}' (known: ${CORPUS_GENRES.join(", ")})`);
  if (paragraphs.length === 0) fail(1, "no paragraph");
  return {
    id: header.get("id")!,
    language,
    genre: genre as CorpusGenre,
    title: header.get("title")!,
    paragraphs,
  };
}
