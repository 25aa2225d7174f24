import { blockTypeLabelIn } from "../blocks/type-labels";
import { type Translate, translator } from "../messages";
import type { UiLanguage } from "../ui-languages";
import type { ExportBlock, ExportOptions, ExportProject } from "./types";

export type SectionKind = "original" | "translation" | "expansion";
export type Section = { kind: SectionKind; label: string; text: string };

/** The file's own words, in the language chosen for it (Portuguese when none is). */
export type ExportWords = { locale: UiLanguage; t: Translate; typeLabel: (type: string) => string };

const wordsByLocale = new Map<UiLanguage, ExportWords>();

export function exportWords(options: Pick<ExportOptions, "locale">): ExportWords {
  const locale = options.locale ?? "pt";
  let words = wordsByLocale.get(locale);
  if (!words) {
    words = { locale, t: translator(locale), typeLabel: (type) => blockTypeLabelIn(type, locale) };
    wordsByLocale.set(locale, words);
  }
  return words;
}

/** Unix line ends, no blank lines around the text: every renderer splits on "\n". */
export function normalizeText(text: string | null | undefined): string {
  return (text ?? "")
    .replace(/\r\n?/g, "\n")
    .replace(/^\s*\n/, "")
    .replace(/\s+$/, "");
}

const isBlank = (text: string) => text.trim() === "";

/** A title fit for a single heading line; an untitled project gets the default a new one gets. */
export function titleOf(project: ExportProject, options: Pick<ExportOptions, "locale">): string {
  const title = project.title.replace(/\s+/g, " ").trim();
  return title === "" ? exportWords(options).t("export.untitled") : title;
}

/** The description to print, or null when it is off or blank. */
export function descriptionOf(project: ExportProject, options: ExportOptions): string | null {
  if (!options.includeDescription) return null;
  const text = normalizeText(project.description);
  return isBlank(text) ? null : text;
}

/** "1. Promessa Grande / Gancho": blocks are numbered from 1 in editor order. */
export function blockHeading(index: number, block: ExportBlock, options: ExportOptions): string {
  return `${index + 1}. ${exportWords(options).typeLabel(block.type)}`;
}

/** The chosen, non-empty sections of one block, in column order. */
export function sectionsOf(block: ExportBlock, options: ExportOptions): Section[] {
  const candidates: [SectionKind, boolean, string | null | undefined][] = [
    ["original", options.includeOriginalText, block.originalText],
    ["translation", options.includeTranslations, block.translation],
    ["expansion", options.includeExpansions, block.expansion],
  ];
  const { t } = exportWords(options);
  const sections: Section[] = [];
  for (const [kind, included, raw] of candidates) {
    const text = normalizeText(raw);
    if (included && !isBlank(text)) sections.push({ kind, label: t(`export.${kind}`), text });
  }
  return sections;
}

/** One block of the final copy: its text and, when types are chosen, its type label. */
export type FinalParagraph = { type: string; label: string | null; text: string };

export const isFinalCopy = (options: ExportOptions) => options.content === "final";

/**
 * The final copy as the client receives it: per block, its expansion when not blank, else its
 * original text; with `finalFromTranslation`, its translation where there is one. Blocks left
 * blank are skipped so the copy has no empty paragraphs.
 */
export function finalParagraphs(blocks: ExportBlock[], options: ExportOptions): FinalParagraph[] {
  const { typeLabel } = exportWords(options);
  const paragraphs: FinalParagraph[] = [];
  for (const block of blocks) {
    const expansion = normalizeText(block.expansion);
    const own = isBlank(expansion) ? normalizeText(block.originalText) : expansion;
    const translation = normalizeText(block.translation);
    const text = options.finalFromTranslation && !isBlank(translation) ? translation : own;
    if (isBlank(text)) continue;
    paragraphs.push({
      type: block.type,
      label: options.includeTypes ? typeLabel(block.type) : null,
      text,
    });
  }
  return paragraphs;
}

/**
 * A block's text in `language`: its stored translation there, or the current translation column
 * when `language` is the project's current translation language (older blocks keep only that).
 * A project that never named its translation language (an old import) has only that column.
 */
export function translationIn(
  block: { translation: string | null; translations?: Record<string, string> },
  language: string | null,
  currentLanguage: string | null,
): string | null {
  if (!language) return block.translation;
  return block.translations?.[language] ?? (language === currentLanguage ? block.translation : null);
}
