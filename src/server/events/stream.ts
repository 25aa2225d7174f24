import { randomUUID } from "node:crypto";
import type { FastifyReply } from "fastify";
import type { PresenceEvent, PresenceUser } from "../../shared/api/events";
import type { CurrentUser } from "../auth/guards";
import { readComment } from "../comments/service";
import type { Db } from "../db/open";
import { canRead } from "../projects/access";
import type { ProjectAccess, ProjectEventHub, StoredEvent, Subscriber } from "./hub";
import { joinPresence, leavePresence, listPresence } from "./presence";

export type StreamOptions = {
  db: Db;
  hub: ProjectEventHub;
  projectId: string;
  viewer: CurrentUser | null;
  clientId: string | null;
  /** Replay events after this id first (a reconnecting EventSource), or start from now. */
  lastEventId: number | null;
  onOpen(connectionId: string): void;
  onClose(connectionId: string): void;
};

/**
 * One viewer's live stream of a project. Comments are rendered for this viewer (mentions of
 * projects they may not read stay hidden); the stream ends as soon as the viewer may no longer
 * read the project, so nothing of a project that went private reaches them.
 */
export async function openEventStream(reply: FastifyReply, options: StreamOptions) {
  const { db, hub, projectId, viewer } = options;
  const connectionId = randomUUID();
  const raw = reply.raw;
  let closed = false;
  let sentUpTo = 0;
  let replaying = true;
  const heldDuringReplay: StoredEvent[] = [];

  reply.hijack();
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  raw.write("retry: 2000\n\n");

  const write = (chunk: string) => {
    if (!closed && !raw.writableEnded) raw.write(chunk);
  };
  const send = (event: string, data: unknown, id?: number) =>
    write(`${id !== undefined ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

  /** Events go out strictly in id order, each once, whether replayed or live. */
  const deliver = async (event: StoredEvent) => {
    if (event.id <= sentUpTo) return;
    sentUpTo = event.id;
    if (event.type === "blocks") return send("blocks", event.payload, event.id);
    if (event.type === "comment" && viewer) {
      const comment = await readComment(db, viewer, projectId, String(event.payload.commentId)).catch(
        () => null,
      );
      if (comment) send("comment", comment, event.id);
    }
  };

  // A visitor without an account learns how many people are here, never who they are.
  const presence = (users: PresenceUser[]): PresenceEvent =>
    viewer ? { users, count: users.length } : { users: [], count: users.length };
  const sendPresence = async () => {
    const users = await listPresence(db, projectId).catch(() => null);
    if (users) send("presence", presence(users));
  };

  const mayRead = (access: ProjectAccess) => !!access && canRead(viewer, access);

  const subscriber: Subscriber = {
    onEvent(event) {
      if (replaying) heldDuringReplay.push(event);
      else void deliver(event);
    },
    onPresence(users) {
      send("presence", presence(users));
    },
    onAccessChange(access) {
      if (!mayRead(access)) close();
    },
    onHeartbeat() {
      write(": ping\n\n");
    },
  };

  const latest = await hub.latestEventId(projectId);
  const unsubscribe = hub.subscribe(projectId, subscriber, latest);

  function close() {
    if (closed) return;
    closed = true;
    unsubscribe();
    if (!raw.writableEnded) raw.end();
    options.onClose(connectionId);
    if (viewer) {
      void leavePresence(db, connectionId)
        .then(() => hub.signal("presence", projectId))
        .catch(() => {});
    }
  }
  raw.on("close", close);

  options.onOpen(connectionId);
  if (viewer) {
    await joinPresence(db, { connectionId, projectId, userId: viewer.id, clientId: options.clientId });
    await hub.signal("presence", projectId);
  } else {
    await sendPresence();
  }

  if (options.lastEventId !== null && options.lastEventId < latest) {
    for (const event of await hub.eventsAfter(projectId, options.lastEventId)) await deliver(event);
  }
  sentUpTo = Math.max(sentUpTo, latest);
  replaying = false;
  for (const event of heldDuringReplay.splice(0)) await deliver(event);
  return { connectionId, close };
}
