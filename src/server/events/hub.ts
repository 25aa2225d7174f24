import { and, asc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { PresenceUser } from "../../shared/api/events";
import type { Database, Db } from "../db/open";
import { projectEvents, projects } from "../db/schema";

/** The one NOTIFY channel every instance listens on. */
export const EVENTS_CHANNEL = "copyblocks_events";

export type StoredEventType = "comment" | "blocks";
export type StoredEvent = {
  id: number;
  projectId: string;
  type: StoredEventType;
  payload: Record<string, unknown>;
};
export type ProjectAccess = { userId: string; isPublic: boolean } | null;

/**
 * One open event stream. The hub calls these; the stream decides what its viewer may see
 * (a comment is rendered per viewer, a stream whose viewer lost access closes itself).
 */
export type Subscriber = {
  onEvent(event: StoredEvent): void;
  onPresence(users: PresenceUser[]): void;
  onAccessChange(access: ProjectAccess): void;
  onHeartbeat(): void;
};

/** What a NOTIFY carries: small, because PostgreSQL caps payloads at 8,000 bytes. */
type Signal =
  | { kind: "event"; id: number; projectId: string }
  | { kind: "presence"; projectId: string }
  | { kind: "access"; projectId: string };

/**
 * Tells every instance that who may read these projects may have changed (visibility, owner,
 * deletion), so their streams re-check their viewers. Run inside the transaction that makes the
 * change: the notification goes out when it commits, and not at all when it rolls back.
 * `projectIds` is a list of ids, or an SQL query of ids (every project, before emptying them all).
 */
export async function signalAccessChange(runner: Pick<Db, "execute">, projectIds: string[] | SQL) {
  if (Array.isArray(projectIds) && projectIds.length === 0) return;
  const ids = Array.isArray(projectIds)
    ? sql`select value as id from json_array_elements_text(${JSON.stringify(projectIds)}::json)`
    : projectIds;
  await runner.execute(sql`select pg_notify(${EVENTS_CHANNEL},
      json_build_object('kind', 'access', 'projectId', ids.id)::text) from (${ids}) as ids`);
}

/**
 * Coalesces bursts of presence changes (a tab moving across blocks, a crowd joining) into one
 * read and one update per stream at most this often: with a hundred readers joining, an update
 * per join would send each of them a hundred lists.
 */
const PRESENCE_DEBOUNCE_MS = 300;

/** How many missed events one reconnecting stream may replay; older ones need a reload. */
export const REPLAY_LIMIT = 500;

/**
 * Fans project events out to the streams open on this instance. Events are written to
 * project_events and announced with pg_notify in the same statement, so every instance (PGlite:
 * this process) hears about each committed event once, reads it once and hands it to its streams.
 */
export class ProjectEventHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  /** Newest event id handed out per project, to skip duplicates and catch up after a drop. */
  private readonly lastDelivered = new Map<string, number>();
  private stopListening: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  /** Projects whose presence changed and will be read once for all their streams. */
  private readonly presencePending = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly database: Database,
    private readonly options: {
      heartbeatMs: number;
      loadPresence: (projectId: string) => Promise<PresenceUser[]>;
      onHeartbeat?: () => Promise<void>;
    },
  ) {}

  get db(): Db {
    return this.database.db;
  }

  async start() {
    this.stopListening = await this.database.listen(
      EVENTS_CHANNEL,
      (payload) => this.onSignal(payload),
      () => void this.catchUp(),
    );
    this.heartbeat = setInterval(() => void this.beat(), this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  async stop() {
    clearInterval(this.heartbeat);
    for (const timer of this.presencePending.values()) clearTimeout(timer);
    this.presencePending.clear();
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** Number of streams open on this instance (for the benchmark and the admin page). */
  get streamCount() {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }

  subscribe(projectId: string, subscriber: Subscriber, afterEventId: number) {
    let set = this.subscribers.get(projectId);
    if (!set) {
      set = new Set();
      this.subscribers.set(projectId, set);
    }
    set.add(subscriber);
    if (!this.lastDelivered.has(projectId)) this.lastDelivered.set(projectId, afterEventId);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) {
        this.subscribers.delete(projectId);
        this.lastDelivered.delete(projectId);
      }
    };
  }

  /** Stores an event and wakes every instance; the notification is sent when the write commits. */
  async publish(db: Db, projectId: string, type: StoredEventType, payload: Record<string, unknown>) {
    await db.execute(sql`
      with inserted as (
        insert into ${projectEvents} (project_id, type, payload)
        values (${projectId}, ${type}, ${JSON.stringify(payload)}::jsonb)
        returning id, project_id
      )
      select pg_notify(${EVENTS_CHANNEL}, json_build_object('kind', 'event', 'id', id, 'projectId', project_id)::text)
      from inserted`);
  }

  /** Tells every instance that a project's presence changed (nothing to store). */
  async signal(kind: "presence", projectId: string) {
    await this.db.execute(
      sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ kind, projectId } satisfies Signal)})`,
    );
  }

  /** Events of a project after `afterId`, oldest first, for a stream that reconnects. */
  async eventsAfter(projectId: string, afterId: number): Promise<StoredEvent[]> {
    const rows = await this.db
      .select()
      .from(projectEvents)
      .where(and(eq(projectEvents.projectId, projectId), gt(projectEvents.id, afterId)))
      .orderBy(asc(projectEvents.id))
      .limit(REPLAY_LIMIT);
    return rows.map((r) => ({
      id: r.id,
      projectId: r.projectId,
      type: r.type as StoredEventType,
      payload: r.payload,
    }));
  }

  /** Id of the newest event of a project (0 when none), where a new stream starts listening. */
  async latestEventId(projectId: string): Promise<number> {
    const [row] = await this.db
      .select({ id: sql<number>`coalesce(max(${projectEvents.id}), 0)::int` })
      .from(projectEvents)
      .where(eq(projectEvents.projectId, projectId));
    return Number(row?.id ?? 0);
  }

  private onSignal(payload: string) {
    let signal: Signal;
    try {
      signal = JSON.parse(payload) as Signal;
    } catch {
      return;
    }
    const set = this.subscribers.get(signal.projectId);
    if (!set) return;
    if (signal.kind === "presence") this.presenceChanged(signal.projectId);
    else if (signal.kind === "access") void this.checkAccess([signal.projectId]);
    else void this.deliverNew(signal.projectId);
  }

  /** Reads what is new for a project once and hands it to each of its streams, in order. */
  private async deliverNew(projectId: string) {
    const after = this.lastDelivered.get(projectId) ?? 0;
    let events: StoredEvent[];
    try {
      events = await this.eventsAfter(projectId, after);
    } catch {
      return; // The database is away; the catch-up after the reconnect delivers these.
    }
    for (const event of events) {
      const current = this.lastDelivered.get(projectId);
      if (current === undefined || event.id <= current) continue;
      this.lastDelivered.set(projectId, event.id);
      for (const s of this.subscribers.get(projectId) ?? []) s.onEvent(event);
    }
  }

  /**
   * Reads a project's presence once for every stream open on it here, after a short pause that
   * folds a burst of joins (a whole team opening the project) into one read.
   */
  presenceChanged(projectId: string) {
    if (this.presencePending.has(projectId)) return;
    const timer = setTimeout(async () => {
      this.presencePending.delete(projectId);
      const set = this.subscribers.get(projectId);
      if (!set) return;
      const users = await this.options.loadPresence(projectId).catch(() => null);
      if (users) for (const s of this.subscribers.get(projectId) ?? []) s.onPresence(users);
    }, PRESENCE_DEBOUNCE_MS);
    this.presencePending.set(projectId, timer);
  }

  private async catchUp() {
    await Promise.all([...this.subscribers.keys()].map((id) => this.deliverNew(id)));
  }

  /** Re-reads who may see these projects and lets each stream close itself when its viewer may not. */
  async checkAccess(projectIds: string[]) {
    if (projectIds.length === 0) return;
    let rows: { id: string; userId: string; isPublic: boolean }[];
    try {
      rows = await this.db
        .select({ id: projects.id, userId: projects.userId, isPublic: projects.isPublic })
        .from(projects)
        .where(inArray(projects.id, projectIds));
    } catch {
      return;
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of projectIds) {
      const access = byId.get(id) ?? null;
      for (const s of [...(this.subscribers.get(id) ?? [])]) s.onAccessChange(access);
    }
  }

  /** Keeps proxies from closing idle streams, refreshes presence and re-checks access. */
  private async beat() {
    for (const set of this.subscribers.values()) for (const s of set) s.onHeartbeat();
    await this.options.onHeartbeat?.().catch(() => {});
    await this.checkAccess([...this.subscribers.keys()]);
  }
}
