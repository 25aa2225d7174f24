export { downloadFile } from "./download";
export { EditorExportDialog } from "./EditorExportDialog";
export { ExportDialog, type ExportDialogProps } from "./ExportDialog";
export {
  EXPORT_FORMAT_LABELS,
  type ExportDeps,
  type ExportFile,
  exportProject,
  exportSuccessMessage,
  exportUrl,
} from "./export-file";
export { ImportProjectButton } from "./ImportProjectButton";
export { IMPORT_FILE_MAX_BYTES, importFileProblem, readProjectImport } from "./import-file";
