import { useEffect } from "react";
import { LANGUAGE_CODES, type LanguageCode } from "@/shared/languages";
import { useEditorContext } from "@/web/features/editor/editor-context";
import type { EditorDialogProps } from "@/web/features/editor/slots";
import { AiToolbar } from "./AiToolbar";
import { useAiStatus } from "./api";
import { TranslateDialog } from "./TranslateDialog";
import { inputFromBlocks } from "./toolbar-input";

/** The AI toolbar wired to the open editor: input from its blocks, Apply into the active block. */
export function EditorAiToolbar() {
  const ai = useAiStatus();
  const { projectId, blocks, activeBlockId, finalCopy, updateBlock, readOnly } = useEditorContext();
  return (
    <AiToolbar
      getInput={inputFromBlocks(blocks, activeBlockId, finalCopy)}
      projectId={projectId ?? undefined}
      hasActiveBlock={!!activeBlockId && !readOnly}
      aiConfigured={ai.data?.configured ?? false}
      onApply={(text) => {
        if (activeBlockId) updateBlock(activeBlockId, { expansion: text });
      }}
    />
  );
}

const asLanguage = (code: string | null | undefined): LanguageCode | undefined =>
  LANGUAGE_CODES.find((c) => c === code);

/**
 * The translation dialog for the open project. Pending edits are saved when it opens, so the
 * server translates what the writer sees and the answer's version follows on from it.
 */
export function EditorTranslateDialog({ open, onOpenChange }: EditorDialogProps) {
  const { projectId, readOnly, replaceBlocks, saveNow, project } = useEditorContext();
  useEffect(() => {
    if (open) void saveNow();
  }, [open, saveNow]);
  if (!projectId) return null;
  return (
    <TranslateDialog
      projectId={projectId}
      open={open}
      onOpenChange={onOpenChange}
      disabled={readOnly}
      initialLanguage={asLanguage(project?.translationLanguage)}
      onTranslated={(response) => replaceBlocks(response.blocks, { version: response.version })}
    />
  );
}
