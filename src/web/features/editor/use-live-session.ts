import { useTranslation } from "react-i18next";
import { useMe } from "@/web/features/auth";
import { useProjectLive } from "@/web/features/live";
import { toast } from "@/web/lib/toast";
import type { EditorSession } from "./editor-session";

/**
 * The project's live channel for the editor: who else has it open (and on which block), and
 * someone else's save, which the session takes or merges with the edits not yet saved here.
 */
export function useLiveSession(projectId: string, session: EditorSession, activeBlockId: string | null) {
  const { t } = useTranslation("live");
  const me = useMe().data ?? null;
  const live = useProjectLive(projectId, {
    activeBlockId,
    onBlocks: (event) => {
      void session.followRemote(event.version).then(
        (outcome) => {
          const name = event.author?.name;
          if (!name || event.author?.id === me?.id || outcome === "current") return;
          toast.info(t(outcome === "updated" ? "blocks.updated" : "blocks.pending", { name }), {
            id: "remote-save",
          });
        },
        () => {},
      );
    },
  });
  return { me, presence: live.presence };
}
