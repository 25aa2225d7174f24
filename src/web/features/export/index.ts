export { EditorExportDialog } from "./EditorExportDialog";
export { ImportProjectButton } from "./ImportProjectButton";
