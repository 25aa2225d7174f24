import { exportFileName, exportMimeType } from "./file-name";
import { renderHtml } from "./html";
import { renderJson } from "./json";
import { renderMarkdown } from "./markdown";
import { renderPdf } from "./pdf";
import { renderText } from "./text";
import type { ExportBlock, ExportOptions, ExportProject, PdfFonts } from "./types";

export type ExportFile = { fileName: string; mimeType: string; body: string | Uint8Array };

/**
 * The file for `options.exportFormat`, ready for a download (Blob in the browser, reply body on
 * the server). PDF needs the fonts; the other formats ignore them.
 */
export async function renderExport(
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
  extra: { fonts?: Uint8Array | PdfFonts; now?: Date } = {},
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
      if (!extra.fonts) throw new Error("PDF export needs the font files");
      body = await renderPdf(project, blocks, options, extra.fonts);
      break;
  }
  return { fileName: exportFileName(project.title, format, now), mimeType: exportMimeType(format), body };
}
