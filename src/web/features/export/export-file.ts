import { type ExportFile, renderExport } from "@/shared/export/render";
import type { ExportBlock, ExportFormat, ExportOptions, ExportProject } from "@/shared/export/types";
import { i18n } from "@/web/i18n";
import { loadPdfRenderer, type PdfRenderer } from "./pdf-loader";

export type { ExportFile };

export const EXPORT_FORMAT_LABELS: Readonly<Record<ExportFormat, string>> = {
  markdown: "Markdown",
  html: "HTML",
  pdf: "PDF",
  json: "JSON",
  txt: "TXT",
};

/** The success toast names the format (so the writer knows which file they got). */
export function exportSuccessMessage(format: ExportFormat): string {
  return i18n.t("collab:export.exportedAs", { format: EXPORT_FORMAT_LABELS[format] });
}

export type ExportDeps = { now?: Date; loadPdf?: () => Promise<PdfRenderer> };

/** The file the dialog downloads: the shared dispatcher, with pdf-lib loaded only for a PDF. */
export async function exportProject(
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
  deps: ExportDeps = {},
): Promise<ExportFile> {
  const renderPdf: PdfRenderer = async (...args) => (await (deps.loadPdf ?? loadPdfRenderer)())(...args);
  return renderExport(project, blocks, options, { now: deps.now, renderPdf });
}
