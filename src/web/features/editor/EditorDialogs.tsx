import type { ProjectDetail } from "@/shared/api/projects";
import { BlockConflictDialog } from "./BlockConflictDialog";
import { useEditorSlots } from "./editor-context";
import { HistoryPanel } from "./HistoryPanel";
import type { EditorBlock } from "./model";
import { ConflictDialog } from "./ProjectDialogs";
import { SettingsDialog } from "./SettingsDialog";
import { ShortcutsDialog } from "./ShortcutsDialog";
import type { useAutosave } from "./use-autosave";

/** The editor's dialogs that one toolbar or menu button opens, one at a time. */
export type EditorDialog = "help" | "settings" | "translate" | "export" | "glossary" | "duplicate";

type Props = {
  dialog: EditorDialog | null;
  onClose: () => void;
  project: ProjectDetail | null;
  save: ReturnType<typeof useAutosave>;
  blocks: readonly EditorBlock[];
  readOnly: boolean;
  historyOpen: boolean;
  onHistoryOpenChange: (open: boolean) => void;
};

/**
 * Every dialog of the editor page: the one a button opened, the save conflicts, the history.
 * Each is mounted only while open: closed, they would still follow every block of a long project.
 */
export function EditorDialogs({
  dialog,
  onClose,
  project,
  save,
  blocks,
  readOnly,
  historyOpen,
  onHistoryOpenChange,
}: Props) {
  const { translateDialog: Translate, exportDialog: Export, glossaryDialog: Glossary } = useEditorSlots();
  const close = (open: boolean) => !open && onClose();
  const { store } = save;
  return (
    <>
      {dialog === "help" ? <ShortcutsDialog open onOpenChange={close} /> : null}
      {dialog === "settings" ? <SettingsDialog project={project} open onOpenChange={close} /> : null}
      {dialog === "translate" && Translate ? <Translate open onOpenChange={close} /> : null}
      {dialog === "export" && Export ? <Export open onOpenChange={close} /> : null}
      {dialog === "glossary" && Glossary ? <Glossary open onOpenChange={close} /> : null}
      {save.conflict && save.conflicts.length === 0 ? (
        <ConflictDialog
          open
          onReload={() => save.resolveConflict("reload")}
          onKeep={() => save.resolveConflict("keep")}
        />
      ) : null}
      {save.conflict && save.conflicts.length > 0 ? (
        <BlockConflictDialog
          open
          conflicts={save.conflicts}
          blocks={blocks}
          onResolve={(choices) => {
            for (const choice of choices)
              store.dispatch({ type: "update", id: choice.id, patch: choice.patch });
            return save.resolveConflict("keep");
          }}
          onReload={() => save.resolveConflict("reload")}
        />
      ) : null}
      {save.projectId ? (
        <HistoryPanel
          projectId={save.projectId}
          open={historyOpen}
          onOpenChange={onHistoryOpenChange}
          blocks={blocks}
          version={save.version}
          readOnly={readOnly}
          dirty={save.status.state !== "saved"}
          onRestored={(restored) => save.replaceBlocks(restored.blocks, { version: restored.version })}
        />
      ) : null}
    </>
  );
}
