// The editor's surface for the features it hosts: its context and the slots they fill. The page
// itself is entered through the router, so hosting features never load it by importing this.
export {
  type BlockPatch,
  type EditorBlock,
  EditorContext,
  type EditorContextValue,
  type EditorDialogProps,
  type EditorSlots,
  EditorSlotsContext,
  type RevealField,
  type TranslationCheckProps,
  useEditorContext,
  useEditorSlots,
} from "./editor-context";
