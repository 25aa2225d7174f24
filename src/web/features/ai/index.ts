// The AI feature's public surface: the editor mounts these with explicit props.
export { AiActionButton } from "./AiActionButton";
export { AiResultDialog, type AiResultDialogProps } from "./AiResultDialog";
export { AiToolbar, type AiToolbarProps } from "./AiToolbar";
export { AnalysisProgress } from "./AnalysisProgress";
export { aiKeys, runAiAction, translateProject, useAiAction, useAiStatus, useTranslateProject } from "./api";
export { EditorAiToolbar, EditorTranslateDialog } from "./EditorAiSlots";
export { engineLabel, formatMinutes } from "./format";
export { TranslateDialog, type TranslateDialogProps } from "./TranslateDialog";
export {
  type AiInput,
  type AiInputKind,
  blockInputText,
  buildActionRequest,
  inputFromBlocks,
  localActions,
} from "./toolbar-input";
export { translationErrorFeedback, translationFeedback } from "./translate-feedback";
