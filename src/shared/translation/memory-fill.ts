import { progressOf, type TranslationStatus } from "./status";

type FillBlock = {
  id: string;
  originalText: string;
  translations?: Readonly<Record<string, string>>;
  translationStatus?: TranslationStatus;
};

/** The originals whose translation into `language` is missing: what the memory is asked about. */
export function missingOriginals(blocks: readonly FillBlock[], language: string): string[] {
  const texts = new Set<string>();
  for (const block of blocks) if (progressOf(block, language) === "missing") texts.add(block.originalText);
  return [...texts];
}

/**
 * The edits that fill each missing translation into `language` whose original has a 100% match
 * (`targets`: original → translation). The project's current language is also its `translation`.
 */
export function memoryFills(
  blocks: readonly FillBlock[],
  language: string,
  projectLanguage: string | null,
  targets: ReadonlyMap<string, string>,
) {
  const patches: {
    id: string;
    patch: { translations: Record<string, string>; translation?: string };
  }[] = [];
  for (const block of blocks) {
    const target = progressOf(block, language) === "missing" ? targets.get(block.originalText) : undefined;
    if (!target) continue;
    const translations = { ...block.translations, [language]: target };
    patches.push({
      id: block.id,
      patch: language === projectLanguage ? { translations, translation: target } : { translations },
    });
  }
  return patches;
}
