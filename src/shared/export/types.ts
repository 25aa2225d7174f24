import type { TranslationState } from "../translation/status";

/** Inputs of the export renderers: plain data, so the browser and the server can both call them. */

export const EXPORT_FORMATS = ["markdown", "html", "pdf", "json", "txt"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

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

/** Makes the PDF. Injected so that the dispatcher never pulls pdf-lib into a bundle by itself. */
export type PdfRenderer = (
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
) => Promise<Uint8Array>;
