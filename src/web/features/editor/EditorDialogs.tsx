import type { ProjectDetail } from "@/shared/api/projects";
import { BlockConflictDialog } from "./BlockConflictDialog";
import { useEditorSlots } from "./editor-context";
import type { EditorSession, SessionState } from "./editor-session";
import type { EditorBlock } from "./model";
import { ConflictDialog } from "./ProjectDialogs";
import { SettingsDialog } from "./SettingsDialog";
import { ShortcutsDialog } from "./ShortcutsDialog";
import { resolveConflict } from "./use-editor-session";

/** The editor's dialogs that one toolbar or menu button opens, one at a time. */
export type EditorDialog = "help" | "settings" | "translate" | "export" | "glossary" | "duplicate";

type Props = {
  dialog: EditorDialog | null;
  onClose: () => void;
  project: ProjectDetail | null;
  session: EditorSession;
  sessionState: SessionState;
  blocks: readonly EditorBlock[];
};

/**
 * Every dialog of the editor page: the one a button opened, the save conflicts.
 * Each is mounted only while open: closed, they would still follow every block of a long project.
 */
export function EditorDialogs({ dialog, onClose, project, session, sessionState, blocks }: Props) {
  const { translateDialog: Translate, exportDialog: Export, glossaryDialog: Glossary } = useEditorSlots();
  const close = (open: boolean) => !open && onClose();
  const { conflicts } = sessionState;
  return (
    <>
      {dialog === "help" ? <ShortcutsDialog open onOpenChange={close} /> : null}
      {dialog === "settings" ? <SettingsDialog project={project} open onOpenChange={close} /> : null}
      {dialog === "translate" && Translate ? <Translate open onOpenChange={close} /> : null}
      {dialog === "export" && Export ? <Export open onOpenChange={close} /> : null}
      {dialog === "glossary" && Glossary ? <Glossary open onOpenChange={close} /> : null}
      {conflicts?.length === 0 ? (
        <ConflictDialog
          open
          onReload={() => resolveConflict(session, "reload")}
          onKeep={() => resolveConflict(session, "keep")}
        />
      ) : null}
      {conflicts?.length ? (
        <BlockConflictDialog
          open
          conflicts={conflicts}
          blocks={blocks}
          onResolve={({ patches, restore }) => {
            for (const choice of patches) session.update(choice.id, choice.patch);
            return resolveConflict(session, "keep", { restore });
          }}
          onReload={() => resolveConflict(session, "reload")}
        />
      ) : null}
    </>
  );
}
