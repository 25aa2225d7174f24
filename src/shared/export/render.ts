import { exportFileName, exportMimeType } from "./file-name";
import { renderHtml } from "./html";
import { renderJson } from "./json";
import { renderMarkdown } from "./markdown";
import { renderText } from "./text";
import type { ExportBlock, ExportOptions, ExportProject, PdfRenderer } from "./types";

export type ExportFile = { fileName: string; mimeType: string; body: string | Uint8Array };

/**
 * The file for `options.exportFormat`, ready for a download (Blob in the browser, reply body on
 * the server). The PDF renderer is passed in: the browser loads pdf-lib and the fonts lazily in a
 * worker, Node can call `renderPdf` with fonts read from disk.
 */
export async function renderExport(
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
  extra: { renderPdf?: PdfRenderer; now?: Date } = {},
): Promise<ExportFile> {
  const now = extra.now ?? new Date();
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
    case "pdf":
      if (!extra.renderPdf) throw new Error("PDF export needs a PDF renderer (pdf-lib and the fonts)");
      body = await extra.renderPdf(project, blocks, options);
      break;
  }
  return { fileName: exportFileName(project.title, format, now), mimeType: exportMimeType(format), body };
}
