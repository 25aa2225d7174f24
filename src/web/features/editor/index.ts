// The editor's surface for the features it hosts: its context and the slots they fill. The page
// itself is entered through the router, so hosting features never load it by importing this.
export {
  type EditorDialogProps,
  type EditorSlots,
  EditorSlotsContext,
  type TranslationCheckProps,
  type TranslationSuggestionsProps,
  useEditorContext,
} from "./editor-context";
