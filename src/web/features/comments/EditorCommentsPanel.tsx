import { useMe } from "@/web/features/auth";
import { useEditorContext } from "@/web/features/editor";
import { CommentsPanel } from "./CommentsPanel";

/**
 * CommentsPanel fed from the editor page (the editor's comments slot). The editor's aside already
 * draws the frame, scrolls, and is toggled by the menu and Ctrl+/, so the panel drops its own.
 */
export function EditorCommentsPanel() {
  const { projectId } = useEditorContext();
  const { data: me } = useMe();
  return (
    <CommentsPanel
      projectId={projectId}
      signedIn={Boolean(me)}
      className="flex-1 rounded-none border-0 bg-transparent p-0 shadow-none"
    />
  );
}
