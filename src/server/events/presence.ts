import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { PresenceUser } from "../../shared/api/events";
import type { Db } from "../db/open";
import { personAvatarUrl, personName } from "../db/person-columns";
import { profiles, projectPresence, users } from "../db/schema";

/** A presence row not refreshed for this long belongs to a stream (or an instance) that is gone. */
export const PRESENCE_STALE_SECONDS = 45;

const fresh = sql`${projectPresence.seenAt} > now() - make_interval(secs => ${PRESENCE_STALE_SECONDS})`;

export async function joinPresence(
  db: Db,
  row: { connectionId: string; projectId: string; userId: string; clientId: string | null },
) {
  await db.insert(projectPresence).values(row).onConflictDoNothing();
}

export async function leavePresence(db: Db, connectionId: string) {
  await db.delete(projectPresence).where(eq(projectPresence.connectionId, connectionId));
}

/** Records which block a tab is editing; false when that tab has no open stream on the project. */
export async function focusBlock(
  db: Db,
  at: { projectId: string; userId: string; clientId: string; blockId: string | null },
): Promise<boolean> {
  const updated = await db
    .update(projectPresence)
    .set({ blockId: at.blockId, seenAt: sql`now()` })
    .where(
      and(
        eq(projectPresence.projectId, at.projectId),
        eq(projectPresence.userId, at.userId),
        eq(projectPresence.clientId, at.clientId),
      ),
    )
    .returning({ id: projectPresence.connectionId });
  return updated.length > 0;
}

export async function refreshPresence(db: Db, connectionIds: string[]) {
  if (connectionIds.length === 0) return;
  await db
    .update(projectPresence)
    .set({ seenAt: sql`now()` })
    .where(inArray(projectPresence.connectionId, connectionIds));
}

/** Removes rows of streams that stopped refreshing; returns the projects whose presence changed. */
export async function pruneStalePresence(db: Db): Promise<string[]> {
  const removed = await db
    .delete(projectPresence)
    .where(lt(projectPresence.seenAt, sql`now() - make_interval(secs => ${PRESENCE_STALE_SECONDS})`))
    .returning({ projectId: projectPresence.projectId });
  return [...new Set(removed.map((r) => r.projectId))];
}

/** People with the project open now, each once, with the block of their most recent tab. */
export async function listPresence(db: Db, projectId: string): Promise<PresenceUser[]> {
  const rows = await db
    .select({
      id: users.id,
      name: personName,
      avatarUrl: personAvatarUrl,
      blockId: projectPresence.blockId,
    })
    .from(projectPresence)
    .innerJoin(users, eq(users.id, projectPresence.userId))
    .leftJoin(profiles, eq(profiles.id, projectPresence.userId))
    .where(and(eq(projectPresence.projectId, projectId), fresh))
    .orderBy(desc(projectPresence.seenAt));
  const byUser = new Map<string, PresenceUser>();
  for (const row of rows) {
    const seen = byUser.get(row.id);
    if (!seen) byUser.set(row.id, { ...row, avatarUrl: row.avatarUrl ?? null });
    else if (!seen.blockId && row.blockId) seen.blockId = row.blockId;
  }
  return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name));
}
