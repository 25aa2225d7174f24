import type { ExportFileFormat } from "@/shared/api/export";
import { EXPORT_EXTENSIONS } from "@/shared/export/file-name";
import { type ExportFile, renderExport } from "@/shared/export/render";
import {
  type ExportBlock,
  type ExportFormat,
  type ExportOptions,
  type ExportProject,
  isServerFormat,
} from "@/shared/export/types";
import { i18n } from "@/web/i18n";
import { parseErrorBody } from "@/web/lib/api-client";

export type { ExportFile };

export const EXPORT_FORMAT_LABELS: Readonly<Record<ExportFormat, string>> = {
  markdown: "Markdown",
  html: "HTML",
  pdf: "PDF",
  json: "JSON",
  txt: "TXT",
  docx: "Word",
  pptx: "PowerPoint",
};

/** The success toast names the format (so the writer knows which file they got). */
export function exportSuccessMessage(format: ExportFormat): string {
  return i18n.t("collab:export.exportedAs", { format: EXPORT_FORMAT_LABELS[format] });
}

const bit = (on: boolean | undefined) => (on ? "1" : "0");

/**
 * The server's address for the file: the dialog's choices as query parameters. `language` makes
 * the final copy that translation; the table's translation column is the project's current one.
 */
export function exportUrl(projectId: string, options: ExportOptions, language: string | null): string {
  const query = new URLSearchParams({
    format: EXPORT_EXTENSIONS[options.exportFormat] as ExportFileFormat,
    title: bit(options.includeTitle),
    description: bit(options.includeDescription),
    original: bit(options.includeOriginalText),
    translation: bit(options.includeTranslations),
    expansion: bit(options.includeExpansions),
    types: bit(options.includeTypes),
    content: options.content ?? "table",
  });
  if (options.content === "final" && options.finalFromTranslation && language)
    query.set("language", language);
  if (options.exportFormat === "pdf" && options.includeStructureMap) query.set("structure", "1");
  if (options.exportFormat === "pptx") query.set("theme", options.slideTheme ?? "light");
  if (options.locale) query.set("locale", options.locale);
  return `/api/projects/${encodeURIComponent(projectId)}/export?${query}`;
}

const FILE_NAME = /filename="([^"]+)"/;

/** Downloads the file the server made, named as the server named it. */
async function fetchExport(url: string, format: ExportFormat): Promise<ExportFile> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw parseErrorBody(response.status, body);
  }
  const fileName = FILE_NAME.exec(response.headers.get("content-disposition") ?? "")?.[1];
  return {
    fileName: fileName ?? `copyblocks.${EXPORT_EXTENSIONS[format]}`,
    mimeType: response.headers.get("content-type") ?? "application/octet-stream",
    body: new Uint8Array(await response.arrayBuffer()),
  };
}

export type ExportDeps = {
  now?: Date;
  /** The saved project the server exports; PDF, Word and slides need one. */
  projectId?: string | null;
  /** The project's translation language, for a final copy read in translation. */
  language?: string | null;
};

/**
 * The file the dialog downloads. Text formats are made here from the editor's blocks; PDF, Word
 * and slides come from the server, so their libraries never reach the browser.
 */
export async function exportProject(
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
  deps: ExportDeps = {},
): Promise<ExportFile> {
  if (isServerFormat(options.exportFormat)) {
    if (!deps.projectId) throw new Error("Save the project before exporting this format");
    return fetchExport(exportUrl(deps.projectId, options, deps.language ?? null), options.exportFormat);
  }
  return renderExport(project, blocks, options, { now: deps.now });
}
