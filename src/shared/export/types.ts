import type { TranslationState } from "../translation/status";
import type { UiLanguage } from "../ui-languages";

/** Inputs of the export renderers: plain data, so the browser and the server can both call them. */

export const EXPORT_FORMATS = ["markdown", "html", "pdf", "json", "txt", "docx", "pptx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Formats whose libraries are too heavy for the browser bundle: the server makes them
 * (`GET /api/projects/:id/export`).
 */
export const SERVER_FORMATS = ["pdf", "docx", "pptx"] as const satisfies readonly ExportFormat[];
export type ServerFormat = (typeof SERVER_FORMATS)[number];
export const isServerFormat = (format: ExportFormat): format is ServerFormat =>
  (SERVER_FORMATS as readonly ExportFormat[]).includes(format);

/** What the file holds: the block table as the editor shows it, or only the final copy. */
export const EXPORT_CONTENTS = ["table", "final"] as const;
export type ExportContent = (typeof EXPORT_CONTENTS)[number];

export const SLIDE_THEMES = ["light", "dark"] as const;
export type SlideTheme = (typeof SLIDE_THEMES)[number];

export type ExportProject = {
  title: string;
  description: string | null;
  niche?: string;
  /** Language code of the translation column (e.g. "pt", "ja"); marks translated text in HTML. */
  translationLanguage?: string | null;
};

export type ExportBlock = {
  /** One of the 30 copy types, "UNDEFINED", "text" or a lowercase template type. */
  type: string;
  originalText: string;
  translation?: string | null;
  expansion: string;
  /** JSON only: the text per language and each one's state, so an import keeps them. */
  translations?: Readonly<Record<string, string>>;
  translationStatus?: Readonly<Record<string, TranslationState>>;
};

export type ExportOptions = {
  includeTitle: boolean;
  includeDescription: boolean;
  includeOriginalText: boolean;
  includeTranslations: boolean;
  includeExpansions: boolean;
  /** PDF only: a picture of the copy's structure (sections, times, order check) before the blocks. */
  includeStructureMap?: boolean;
  exportFormat: ExportFormat;
  /** "table" when absent. */
  content?: ExportContent;
  /**
   * Final copy only: read each block's translation (falling back to its final text where the
   * translation is blank) instead of expansion-else-original.
   */
  finalFromTranslation?: boolean;
  /** Final copy and slides: the block type above each block's text. */
  includeTypes?: boolean;
  /** Slides only; "light" when absent. */
  slideTheme?: SlideTheme;
  /**
   * Language of the words the file adds around the copy (headings, labels, the structure map),
   * chosen in the export dialog; Portuguese when absent, as files were before the choice existed.
   */
  locale?: UiLanguage;
};

/** The export dialog's defaults: every content option on, markdown (the most portable format). */
export const DEFAULT_EXPORT_OPTIONS: Readonly<ExportOptions> = Object.freeze({
  includeTitle: true,
  includeDescription: true,
  includeOriginalText: true,
  includeTranslations: true,
  includeExpansions: true,
  exportFormat: "markdown",
});

/** TTF bytes for the PDF renderer; without `bold`, headings use the regular face. */
export type PdfFonts = { regular: Uint8Array; bold?: Uint8Array };

/**
 * Makes a binary file (PDF, Word, PowerPoint). Injected so that the dispatcher never pulls a heavy
 * library into a bundle by itself.
 */
export type BinaryRenderer = (
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
) => Promise<Uint8Array>;

/** Makes the PDF. Injected so that the dispatcher never pulls pdf-lib into a bundle by itself. */
export type PdfRenderer = (
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
) => Promise<Uint8Array>;
