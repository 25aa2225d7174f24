import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { type Comment, commentSchema } from "@/shared/api/comments";
import {
  type BlocksEvent,
  blocksEventSchema,
  type PresenceUser,
  presenceEventSchema,
} from "@/shared/api/events";
import { commentKeys } from "@/web/features/comments";
import { apiSend } from "@/web/lib/api-client";

/** This tab's id: one person with two tabs shows once, and each tab reports its own block. */
const TAB_ID = (() => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
})();

/** Focus changes are sent at most this often; moving through blocks with the keyboard is fast. */
const FOCUS_REPORT_MS = 400;

export type ProjectLive = {
  /** People with the project open now (this user included), and the block each is editing. */
  presence: readonly PresenceUser[];
  /** False while the stream is (re)connecting. */
  connected: boolean;
};

/**
 * Follows a project's live events while the page is open: new comments go straight into the
 * comments cache, saves by others reach `onBlocks`, and presence is kept for the header. The
 * browser's EventSource reconnects by itself and sends Last-Event-ID, so nothing is missed.
 */
export function useProjectLive(
  projectId: string | null,
  options: { activeBlockId?: string | null; onBlocks?: (event: BlocksEvent) => void; enabled?: boolean } = {},
): ProjectLive {
  const queryClient = useQueryClient();
  const [presence, setPresence] = useState<readonly PresenceUser[]>([]);
  const [connected, setConnected] = useState(false);
  const onBlocks = useRef(options.onBlocks);
  onBlocks.current = options.onBlocks;
  const enabled = options.enabled ?? true;

  useEffect(() => {
    if (!projectId || !enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/projects/${encodeURIComponent(projectId)}/events?client=${TAB_ID}`, {
      withCredentials: true,
    });
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.addEventListener("comment", (message) => {
      const parsed = commentSchema.safeParse(JSON.parse((message as MessageEvent<string>).data));
      if (!parsed.success) return;
      const comment = parsed.data;
      queryClient.setQueryData<{ comments: Comment[] }>(commentKeys.list(comment.projectId), (data) =>
        data ? { comments: [comment, ...data.comments.filter((c) => c.id !== comment.id)] } : data,
      );
    });
    source.addEventListener("blocks", (message) => {
      const parsed = blocksEventSchema.safeParse(JSON.parse((message as MessageEvent<string>).data));
      if (parsed.success) onBlocks.current?.(parsed.data);
    });
    source.addEventListener("presence", (message) => {
      const parsed = presenceEventSchema.safeParse(JSON.parse((message as MessageEvent<string>).data));
      if (parsed.success) setPresence(parsed.data.users);
    });
    return () => {
      source.close();
      setConnected(false);
      setPresence([]);
    };
  }, [projectId, enabled, queryClient]);

  const activeBlockId = options.activeBlockId ?? null;
  useEffect(() => {
    if (!projectId || !enabled || !connected) return;
    const timer = setTimeout(() => {
      // Presence is a courtesy: a failed report must never disturb the writer.
      apiSend(`/api/projects/${encodeURIComponent(projectId)}/presence`, {
        method: "POST",
        body: { client: TAB_ID, blockId: activeBlockId },
      }).catch(() => {});
    }, FOCUS_REPORT_MS);
    return () => clearTimeout(timer);
  }, [projectId, enabled, connected, activeBlockId]);

  return { presence, connected };
}
