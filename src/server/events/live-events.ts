import type { Database } from "../db/open";
import { ProjectEventHub, type StoredEventType } from "./hub";
import { listPresence, pruneStalePresence, refreshPresence } from "./presence";

export type Author = { id: string; name: string };
export const authorOf = (user: Author): Author => ({ id: user.id, name: user.name });

/**
 * The live side of projects: who has each one open and what just changed. Services call the
 * publish functions after they commit; every instance's streams receive it.
 */
export type LiveEvents = ReturnType<typeof createLiveEvents>;

export function createLiveEvents(
  database: Database,
  options: { heartbeatMs?: number; log?: (message: string, error: unknown) => void } = {},
) {
  // An event is published after its change committed: a failure to publish (the project was
  // deleted right after the save, the database went away) is logged, never reported as a failed
  // save. Streams that missed it catch up from the database when they reconnect.
  const publish = async (projectId: string, type: StoredEventType, payload: Record<string, unknown>) => {
    try {
      await hub.publish(database.db, projectId, type, payload);
    } catch (error) {
      options.log?.(`live ${type} event of project ${projectId} not published`, error);
    }
  };
  const connections = new Set<string>();
  const closers = new Set<() => void>();
  const hub = new ProjectEventHub(database, {
    heartbeatMs: options.heartbeatMs ?? 15_000,
    loadPresence: (projectId) => listPresence(database.db, projectId),
    async onHeartbeat() {
      await refreshPresence(database.db, [...connections]);
      for (const projectId of await pruneStalePresence(database.db)) await hub.signal("presence", projectId);
    },
  });
  return {
    hub,
    /** Bookkeeping of this instance's open streams (presence refresh, closing on shutdown). */
    track(connectionId: string, close: () => void) {
      connections.add(connectionId);
      closers.add(close);
      return () => {
        connections.delete(connectionId);
        closers.delete(close);
      };
    },
    start: () => hub.start(),
    async stop() {
      for (const close of [...closers]) close();
      await hub.stop();
    },
    publishBlocks(
      projectId: string,
      change: { version: number; author: Author | null; blockIds?: string[] },
    ) {
      return publish(projectId, "blocks", change);
    },
    publishComment(projectId: string, commentId: string) {
      return publish(projectId, "comment", { commentId });
    },
  };
}
