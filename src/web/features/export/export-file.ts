import { exportFileName, exportMimeType } from "@/shared/export/file-name";
import { renderHtml } from "@/shared/export/html";
import { renderJson } from "@/shared/export/json";
import { renderMarkdown } from "@/shared/export/markdown";
import { renderText } from "@/shared/export/text";
import type { ExportBlock, ExportFormat, ExportOptions, ExportProject } from "@/shared/export/types";
import { loadPdfRenderer, type PdfRenderer } from "./pdf-loader";

/** Same shape as the shared `renderExport` result. */
export type ExportFile = { fileName: string; mimeType: string; body: string | Uint8Array };

export const EXPORT_FORMAT_LABELS: Readonly<Record<ExportFormat, string>> = {
  markdown: "Markdown",
  html: "HTML",
  pdf: "PDF",
  json: "JSON",
  txt: "TXT",
};

export const EXPORT_FORMAT_HINTS: Readonly<Record<ExportFormat, string>> = {
  markdown: "Markdown (.md)",
  html: "HTML page (.html)",
  pdf: "PDF document (.pdf)",
  json: "JSON, imports again (.json)",
  txt: "Plain text (.txt)",
};

/** The success toast names the format (spec 8: "export done in the chosen format"). */
export function exportSuccessMessage(format: ExportFormat): string {
  return `Exported as ${EXPORT_FORMAT_LABELS[format]}`;
}

export type ExportDeps = { now?: Date; loadPdf?: () => Promise<PdfRenderer> };

/**
 * The file the dialog downloads; the same output as the shared `renderExport`, but the PDF path
 * (pdf-lib and fonts) is loaded only when the PDF format is chosen. The shared dispatcher imports
 * pdf-lib statically, which would put it in the main bundle.
 */
export async function exportProject(
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
  deps: ExportDeps = {},
): Promise<ExportFile> {
  const now = deps.now ?? new Date();
  const format = options.exportFormat;
  let body: string | Uint8Array;
  switch (format) {
    case "markdown":
      body = renderMarkdown(project, blocks, options);
      break;
    case "html":
      body = renderHtml(project, blocks, options);
      break;
    case "txt":
      body = renderText(project, blocks, options);
      break;
    case "json":
      body = renderJson(project, blocks, options, now);
      break;
    case "pdf": {
      const render = await (deps.loadPdf ?? loadPdfRenderer)();
      body = await render(project, blocks, options);
      break;
    }
  }
  return { fileName: exportFileName(project.title, format, now), mimeType: exportMimeType(format), body };
}
