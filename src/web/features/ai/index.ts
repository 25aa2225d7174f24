// The AI feature's public surface: the editor mounts these with explicit props.
export { AnalysisProgress } from "./AnalysisProgress";
export { useAiStatus } from "./api";
export { EditorAiToolbar, EditorTranslateDialog } from "./EditorAiSlots";
export { usageLine } from "./format";
export { JobCancelButton } from "./JobCancelButton";
export { localActions } from "./toolbar-input";
