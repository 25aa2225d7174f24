import { useMemo } from "react";
import type { ExportBlock, ExportProject } from "@/shared/export/types";
import { type EditorDialogProps, useEditorContext } from "@/web/features/editor";
import { ExportDialog } from "./ExportDialog";

/** ExportDialog fed from the editor page (the editor's export slot). */
export function EditorExportDialog({ open, onOpenChange }: EditorDialogProps) {
  const { project, projectId, blocks, readOnly, saveNow } = useEditorContext();
  const exportedProject = useMemo<ExportProject>(
    () => ({
      // An unsaved project has no title yet; the renderers then use the default title.
      title: project?.title ?? "",
      description: project?.description ?? null,
      niche: project?.niche,
      translationLanguage: project?.translationLanguage ?? null,
    }),
    [project],
  );
  const exportedBlocks = useMemo<ExportBlock[]>(
    () =>
      blocks.map(({ type, originalText, translation, expansion }) => ({
        type,
        originalText,
        translation,
        expansion,
      })),
    [blocks],
  );
  return (
    <ExportDialog
      open={open}
      onOpenChange={onOpenChange}
      project={exportedProject}
      blocks={exportedBlocks}
      projectId={projectId}
      // The server exports what is saved: pending edits go first.
      beforeServerExport={readOnly ? undefined : saveNow}
    />
  );
}
