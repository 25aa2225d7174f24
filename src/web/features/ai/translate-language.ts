import { detectLanguage } from "@/shared/blocks/segmenter";
import { LANGUAGE_CODES, type LanguageCode } from "@/shared/languages";

/** Enough of a long text to tell Portuguese from English, without reading all of it. */
const SAMPLE_CHARACTERS = 20_000;

/** The language the blocks' original texts are written in (Portuguese or English); null when empty. */
export function sourceLanguageOf(originals: readonly string[]): LanguageCode | null {
  let sample = "";
  for (const text of originals) {
    if (sample.length >= SAMPLE_CHARACTERS) break;
    if (text.trim()) sample += `${text}\n`;
  }
  return sample.trim() ? detectLanguage(sample) : null;
}

const asLanguage = (code: string | null | undefined): LanguageCode | undefined =>
  LANGUAGE_CODES.find((c) => c === code);

/**
 * The language the translate dialog starts on: the project's translation language unless the text
 * is already in it, else the other of Portuguese and English (translating a text into its own
 * language spends the AI calls for nothing).
 */
export function defaultTargetLanguage(
  source: LanguageCode | null,
  projectLanguage: string | null | undefined,
): LanguageCode {
  const current = asLanguage(projectLanguage);
  if (current && current !== source) return current;
  return source === "pt" ? "en" : "pt";
}
