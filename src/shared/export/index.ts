/** Export renderers: pure functions of (project, blocks, options), for the browser and the server. */
export {
  PROJECT_EXPORT_FORMAT,
  PROJECT_EXPORT_VERSION,
  PROJECT_IMPORT_MAX_CHARS,
  type ProjectExportDocument,
  type ProjectImport,
  projectImportSchema,
} from "../api/project-export";
export { EXPORT_EXTENSIONS, exportFileName, exportMimeType, exportTimestamp } from "./file-name";
export { escapeHtml, renderHtml } from "./html";
export {
  buildProjectExport,
  type ImportFailure,
  type ImportProblem,
  type ProjectImportResult,
  parseProjectImport,
  renderJson,
} from "./json";
export { renderMarkdown } from "./markdown";
export { renderPdf } from "./pdf";
export { type ExportFile, renderExport } from "./render";
export { renderText } from "./text";
export {
  DEFAULT_EXPORT_OPTIONS,
  EXPORT_FORMATS,
  type ExportBlock,
  type ExportFormat,
  type ExportOptions,
  type ExportProject,
  type PdfFonts,
} from "./types";
