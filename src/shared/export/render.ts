import { exportFileName, exportMimeType } from "./file-name";
import { renderHtml } from "./html";
import { renderJson } from "./json";
import { renderMarkdown } from "./markdown";
import { renderText } from "./text";
import type { BinaryRenderer, ExportBlock, ExportOptions, ExportProject, ServerFormat } from "./types";

export type ExportFile = { fileName: string; mimeType: string; body: string | Uint8Array };

/** Renderers of the binary formats, passed in so their libraries load only where they run. */
export type BinaryRenderers = Partial<Record<ServerFormat, BinaryRenderer>>;

/**
 * The file for `options.exportFormat`, ready for a download (Blob in the browser, reply body on
 * the server). The PDF, Word and PowerPoint renderers are passed in: the server holds their
 * libraries and fonts, which the browser bundle never carries.
 */
export async function renderExport(
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
  extra: { renderers?: BinaryRenderers; now?: Date } = {},
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
    case "docx":
    case "pptx": {
      const render = extra.renderers?.[format];
      if (!render) throw new Error(`The ${format} export needs its renderer, which only the server has`);
      body = await render(project, blocks, options);
      break;
    }
  }
  return { fileName: exportFileName(project.title, format, now), mimeType: exportMimeType(format), body };
}
