import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { JobSnapshot } from "../../shared/api/jobs";
import type { Database, Db } from "../db/open";
import { jobs } from "../db/schema";
import { AppError } from "../errors";

export const JOBS_CHANNEL = "copyblocks_jobs";

export type JobKind = (typeof jobs.$inferSelect)["kind"];
export type JobRow = typeof jobs.$inferSelect;
export type JobProgress = (done: number, total: number) => void;
export type JobHandler = (job: JobRow, progress: JobProgress) => Promise<unknown>;

export type JobQueueOptions = {
  handlers: Record<JobKind, JobHandler>;
  /** Jobs one instance runs at once. */
  workers: number;
  /** A running job's claim lasts this long unless renewed; then another instance may take it. */
  lockSeconds?: number;
  /** Runs of one job (the first and the retries after an instance died) before it fails. */
  maxAttempts?: number;
  /** How often an instance looks for jobs whose instance died (a NOTIFY wakes it for new ones). */
  sweepMs?: number;
  log?: (message: string, error?: unknown) => void;
};

/** A request following a job: every progress step as it happens, then the finished row. */
type Follower = { step(done: number, total: number): void; settle(job: JobRow): void };
type Signal = { kind: "queued" } | { kind: "update"; id: string; done?: number; total?: number };

/** Finished jobs are kept this long, so a late reconnect still gets the answer. */
const KEEP_FINISHED_HOURS = 24;

export function snapshot(job: JobRow): JobSnapshot {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: { done: job.progressDone, total: job.progressTotal },
    ...(job.status === "done" ? { result: job.result } : {}),
    ...(job.status === "failed" && job.error
      ? {
          error: {
            code: job.error.code,
            message: job.error.message,
            ...(job.error.reason ? { reason: job.error.reason, params: job.error.params } : {}),
          },
        }
      : {}),
  };
}

/**
 * Jobs in PostgreSQL, run by whichever instance claims them first (FOR UPDATE SKIP LOCKED).
 * Every write that changes a job is announced with pg_notify, so the requests following it, on
 * any instance, see progress and the result. The claim is fenced by the attempt number: an
 * instance that lost its claim (it stalled past the lock) cannot overwrite the newer run.
 */
export class JobQueue {
  private readonly followers = new Map<string, Set<Follower>>();
  private running = 0;
  private pumping = false;
  private stopListening: (() => Promise<void>) | null = null;
  private sweep: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly lockSeconds: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly database: Database,
    private readonly options: JobQueueOptions,
  ) {
    this.lockSeconds = options.lockSeconds ?? 60;
    this.maxAttempts = options.maxAttempts ?? 3;
  }

  private get db(): Db {
    return this.database.db;
  }

  async start() {
    this.stopListening = await this.database.listen(
      JOBS_CHANNEL,
      (payload) => this.onSignal(payload),
      () => void this.pump(),
    );
    this.sweep = setInterval(() => void this.maintain(), this.options.sweepMs ?? 5000);
    this.sweep.unref();
    void this.pump();
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.sweep);
    await this.stopListening?.();
  }

  /** Stores a job and wakes every instance; `db` may be a transaction (the job then starts on commit). */
  async enqueue(db: Db, userId: string, kind: JobKind, input: Record<string, unknown>): Promise<string> {
    const [row] = await db.insert(jobs).values({ userId, kind, input }).returning({ id: jobs.id });
    await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${JSON.stringify({ kind: "queued" })})`);
    return row.id;
  }

  /** The job if it belongs to `userId` (others' jobs are reported missing, like private projects). */
  async read(id: string, userId: string): Promise<JobRow | null> {
    const [row] = await this.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.userId, userId)));
    return row ?? null;
  }

  /**
   * Follows a job to its end: `progress` on every change, then its result, or its error thrown as
   * the AppError the request would have answered.
   */
  async waitFor(id: string, progress: JobProgress = () => {}): Promise<unknown> {
    return new Promise((resolve, reject) => {
      let lastProgress = "";
      const step = (done: number, total: number) => {
        const key = `${done}/${total}`;
        if (total > 0 && key !== lastProgress) {
          lastProgress = key;
          progress(done, total);
        }
      };
      const settle = (job: JobRow) => {
        step(job.progressDone, job.progressTotal);
        if (job.status === "done") {
          unfollow();
          resolve(job.result);
        } else if (job.status === "failed") {
          unfollow();
          const error = job.error ?? { status: 500, code: "INTERNAL", message: "The job failed" };
          const failed = new AppError(error.status, error.code as never, error.message);
          reject(error.reason ? failed.because(error.reason, error.params) : failed);
        }
      };
      const unfollow = this.follow(id, { step, settle });
      // Read after subscribing, so a change between the two is never missed.
      this.db
        .select()
        .from(jobs)
        .where(eq(jobs.id, id))
        .then(([job]) => {
          if (job) settle(job);
          else {
            unfollow();
            reject(new AppError(404, "NOT_FOUND", "Job not found").because("JOB_NOT_FOUND"));
          }
        }, reject);
    });
  }

  private follow(id: string, follower: Follower) {
    let set = this.followers.get(id);
    if (!set) {
      set = new Set();
      this.followers.set(id, set);
    }
    set.add(follower);
    return () => {
      set.delete(follower);
      if (set.size === 0) this.followers.delete(id);
    };
  }

  private onSignal(payload: string) {
    let signal: Signal;
    try {
      signal = JSON.parse(payload);
    } catch {
      return;
    }
    if (signal.kind === "queued") void this.pump();
    else if (signal.done !== undefined && signal.total !== undefined) {
      // A progress step travels in the notification itself, so none is skipped.
      for (const follower of this.followers.get(signal.id) ?? []) follower.step(signal.done, signal.total);
    } else if (this.followers.has(signal.id)) void this.deliver(signal.id);
  }

  private async deliver(id: string) {
    const [job] = await this.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, id))
      .catch(() => [] as JobRow[]);
    if (job) for (const follower of [...(this.followers.get(id) ?? [])]) follower.settle(job);
  }

  /** Claims and starts jobs while this instance has free workers. */
  private async pump() {
    if (this.pumping || this.stopped) return;
    this.pumping = true;
    try {
      while (!this.stopped && this.running < this.options.workers) {
        const job = await this.claim();
        if (!job) break;
        this.running += 1;
        void this.run(job).finally(() => {
          this.running -= 1;
          void this.pump();
        });
      }
    } catch (error) {
      this.options.log?.("job queue: claiming failed", error);
    } finally {
      this.pumping = false;
    }
  }

  private async claim(): Promise<JobRow | null> {
    const result = await this.db.execute(sql`
      update ${jobs} set status = 'running', attempts = attempts + 1, updated_at = now(),
        locked_until = now() + make_interval(secs => ${this.lockSeconds})
      where id = (
        select id from ${jobs}
        where (status = 'queued' or (status = 'running' and locked_until < now()))
          and attempts < ${this.maxAttempts}
        order by created_at
        for update skip locked
        limit 1
      )
      returning id`);
    const id = (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
    if (!id) return null;
    const [job] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return job ?? null;
  }

  private async run(job: JobRow) {
    const fence = and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, "running"));
    const renew = setInterval(
      () => {
        void this.db
          .update(jobs)
          .set({ lockedUntil: sql`now() + make_interval(secs => ${this.lockSeconds})` })
          .where(fence)
          .catch(() => {});
      },
      (this.lockSeconds * 1000) / 3,
    );
    renew.unref();

    // Every step is written and announced, in order: followers show progress block by block.
    let latest = { done: 0, total: 0 };
    let writes = Promise.resolve();
    const progress: JobProgress = (done, total) => {
      latest = { done, total };
      writes = writes.then(async () => {
        await this.db
          .update(jobs)
          .set({ progressDone: done, progressTotal: total, updatedAt: sql`now()` })
          .where(fence)
          .catch(() => {});
        await this.announce(job.id, { done, total });
      });
    };

    try {
      const result = await this.options.handlers[job.kind](job, progress);
      await writes;
      await this.finish(fence, {
        status: "done",
        result: result as never,
        progressDone: latest.total || latest.done,
        progressTotal: latest.total,
      });
    } catch (error) {
      await writes;
      if (!(error instanceof AppError)) this.options.log?.(`job ${job.id} (${job.kind}) failed`, error);
      const failure =
        error instanceof AppError
          ? {
              status: error.status,
              code: error.code,
              message: error.message,
              reason: error.reason,
              params: error.params,
            }
          : { status: 500, code: "INTERNAL", message: "Something went wrong on our side" };
      await this.finish(fence, { status: "failed", error: failure });
    } finally {
      clearInterval(renew);
      await this.announce(job.id);
    }
  }

  private async finish(fence: ReturnType<typeof and>, changes: Partial<typeof jobs.$inferInsert>) {
    await this.db
      .update(jobs)
      .set({ ...changes, lockedUntil: null, updatedAt: sql`now()` })
      .where(fence)
      .catch((error) => this.options.log?.("job queue: could not record the outcome", error));
  }

  private async announce(id: string, step?: { done: number; total: number }) {
    const signal: Signal = { kind: "update", id, ...step };
    await this.db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${JSON.stringify(signal)})`).catch(() => {});
  }

  /**
   * Every few seconds: take over jobs whose instance died, fail those that died too often, and
   * forget finished jobs nobody can still be waiting for.
   */
  private async maintain() {
    try {
      const abandoned = await this.db
        .update(jobs)
        .set({
          status: "failed",
          lockedUntil: null,
          error: {
            status: 502,
            code: "AI_UNAVAILABLE",
            message: "The task stopped several times before it could finish; start it again",
            reason: "JOB_ABANDONED",
          },
        })
        .where(
          and(
            eq(jobs.status, "running"),
            lt(jobs.lockedUntil, sql`now()`),
            sql`${jobs.attempts} >= ${this.maxAttempts}`,
          ),
        )
        .returning({ id: jobs.id });
      for (const { id } of abandoned) await this.announce(id);
      await this.db
        .delete(jobs)
        .where(
          and(
            inArray(jobs.status, ["done", "failed"]),
            lt(jobs.updatedAt, sql`now() - make_interval(hours => ${KEEP_FINISHED_HOURS})`),
          ),
        );
    } catch {
      // The database is away; the next sweep tries again.
    }
    await this.pump();
  }
}
