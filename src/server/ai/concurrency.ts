import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { aiTaskSlots, jobs } from "../db/schema";
import { AppError } from "../errors";

/** Maps with at most `limit` calls in flight; results keep the input order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A slot not refreshed for this long belongs to an instance that died mid-task. */
export const TASK_SLOT_STALE_SECONDS = 90;
const TASK_SLOT_HEARTBEAT_MS = 30_000;

/**
 * Caps the AI tasks one user runs at once across every instance, so one user cannot take every
 * provider slot by spreading requests over servers. Each running task holds a row in
 * ai_task_slots; taking a slot counts the user's live rows under a per-user transaction lock.
 */
export class UserTaskLimiter {
  constructor(
    private readonly db: Db,
    private readonly max: number,
  ) {}

  async run<T>(userId: string, task: () => Promise<T>): Promise<T> {
    const slotId = await this.acquire(userId);
    const heartbeat = setInterval(() => {
      void this.db
        .update(aiTaskSlots)
        .set({ heartbeatAt: sql`now()` })
        .where(eq(aiTaskSlots.id, slotId))
        .catch(() => {});
    }, TASK_SLOT_HEARTBEAT_MS);
    heartbeat.unref();
    try {
      return await task();
    } finally {
      clearInterval(heartbeat);
      await this.db
        .delete(aiTaskSlots)
        .where(eq(aiTaskSlots.id, slotId))
        .catch(() => {});
    }
  }

  /**
   * Admits a long task that runs as a job: it counts against the same cap as tasks running in a
   * request, checked and enqueued under the same per-user lock.
   */
  admitJob(userId: string, enqueue: (tx: Db) => Promise<string>): Promise<string> {
    return this.db.transaction(async (tx) => {
      await this.checkRoom(tx as unknown as Db, userId);
      return enqueue(tx as unknown as Db);
    });
  }

  private acquire(userId: string): Promise<string> {
    return this.db.transaction(async (tx) => {
      await this.checkRoom(tx as unknown as Db, userId);
      const [slot] = await tx.insert(aiTaskSlots).values({ userId }).returning({ id: aiTaskSlots.id });
      return slot.id;
    });
  }

  /** Takes the user's lock for this transaction and refuses when they are at the cap. */
  private async checkRoom(tx: Db, userId: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ai-tasks:${userId}`}))`);
    const [{ running }] = await tx
      .select({
        running: sql<number>`(
          (select count(*) from ${aiTaskSlots}
            where ${aiTaskSlots.userId} = ${userId}
              and ${aiTaskSlots.heartbeatAt} > now() - make_interval(secs => ${TASK_SLOT_STALE_SECONDS}))
          + (select count(*) from ${jobs}
            where ${jobs.userId} = ${userId}
              and (${jobs.status} = 'queued' or (${jobs.status} = 'running' and ${jobs.lockedUntil} > now())))
        )::int`,
      })
      .from(sql`(select 1) as one`);
    if (running >= this.max) {
      throw new AppError(
        429,
        "RATE_LIMITED",
        `You already have ${running} AI tasks running; wait for one to finish`,
      ).because("AI_TASKS_BUSY", { running });
    }
  }
}
