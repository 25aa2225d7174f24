import type { ComponentType, ReactNode } from "react";
import { EditorAiToolbar, EditorTranslateDialog } from "@/web/features/ai";
import { EditorCommentsPanel } from "@/web/features/comments";
import { EditorExportDialog } from "@/web/features/export";

/** Props of a dialog the editor opens from its toolbar buttons. */
export type EditorDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Where other features plug into the editor page. Everything here is rendered inside the
 * EditorContext provider, so it can call useEditorContext(). Missing entries render nothing (the
 * translate and export buttons then say the feature is not available yet).
 */
export type EditorSlots = {
  /** Rendered in <div data-slot="ai-toolbar"> under the header buttons. */
  aiToolbar?: ReactNode;
  /** Rendered in the right-side <div data-slot="comments"> while comments are shown. */
  comments?: ReactNode;
  translateDialog?: ComponentType<EditorDialogProps>;
  exportDialog?: ComponentType<EditorDialogProps>;
};

/** Wire the AI toolbar, translation, export and comments here. */
export const editorSlots: EditorSlots = {
  aiToolbar: <EditorAiToolbar />,
  translateDialog: EditorTranslateDialog,
  comments: <EditorCommentsPanel />,
  exportDialog: EditorExportDialog,
};
