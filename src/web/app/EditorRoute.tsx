import { EditorAiToolbar, EditorTranslateDialog } from "@/web/features/ai";
import { EditorCommentsPanel } from "@/web/features/comments";
import { type EditorSlots, EditorSlotsContext } from "@/web/features/editor";
import { EditorPage } from "@/web/features/editor/EditorPage";
import { EditorExportDialog } from "@/web/features/export";
import { GlossaryDialog, GlossaryMarker } from "@/web/features/glossary";
import { StructureMap } from "@/web/features/structure";
import { MemorySuggestions } from "@/web/features/translation";

/**
 * The features that plug into the editor, wired here rather than in the editor, so imports run
 * one way: the app knows every feature, the features know the editor's context, and the editor
 * knows none of them.
 */
const editorSlots: EditorSlots = {
  aiToolbar: <EditorAiToolbar />,
  translateDialog: EditorTranslateDialog,
  comments: <EditorCommentsPanel />,
  exportDialog: EditorExportDialog,
  structureMap: <StructureMap />,
  glossaryDialog: GlossaryDialog,
  translationCheck: GlossaryMarker,
  translationSuggestions: MemorySuggestions,
};

/** The editor page with the AI toolbar, translation, export, comments, glossary and memory plugged in. */
export function EditorRoute() {
  return (
    <EditorSlotsContext.Provider value={editorSlots}>
      <EditorPage />
    </EditorSlotsContext.Provider>
  );
}
