import { setMaxListeners } from "node:events";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { JobSnapshot } from "../../shared/api/jobs";
import type { Database, Db } from "../db/open";
import { jobs } from "../db/schema";
import { AppError } from "../errors";

export const JOBS_CHANNEL = "copyblocks_jobs";

export type JobKind = (typeof jobs.$inferSelect)["kind"];
export type JobRow = typeof jobs.$inferSelect;
export type JobProgress = (done: number, total: number) => void;
/** What a job spends at the AI provider; its handler adds to it as calls are made. */
export type JobUsage = { calls: number; promptTokens: number; completionTokens: number };
/**
 * A running job's controls: `signal` aborts when the job is cancelled; `beforeSave` runs inside
 * the transaction that writes the job's result, and throws if the job was cancelled (after it,
 * the job can no longer be cancelled, so a cancelled job never saved anything).
 */
export type JobControl = {
  signal: AbortSignal;
  usage: JobUsage;
  beforeSave: (tx: Db) => Promise<void>;
};
export type JobHandler = (job: JobRow, progress: JobProgress, control: JobControl) => Promise<unknown>;

/** Thrown inside a job whose cancellation was seen; the job is already marked cancelled. */
export class JobCancelledError extends Error {}

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
  /** Where a finished job's spending is reported (calls, tokens, wall time). */
  report?: (job: JobRow, status: JobRow["status"], usage: NonNullable<JobRow["usage"]>) => void;
};

/** A request following a job: every progress step as it happens, then the finished row. */
type Follower = { step(done: number, total: number): void; settle(job: JobRow): void };
type Signal =
  | { kind: "queued" }
  | { kind: "cancel"; id: string }
  | { kind: "update"; id: string; done?: number; total?: number };

/** Finished jobs are kept this long, so a late reconnect still gets the answer. */
const KEEP_FINISHED_HOURS = 24;

export function snapshot(job: JobRow): JobSnapshot {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: { done: job.progressDone, total: job.progressTotal },
    ...(job.usage ? { usage: job.usage } : {}),
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
  /** The jobs this instance runs, to abort one when it is cancelled (here or on another instance). */
  private readonly controllers = new Map<string, AbortController>();
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
   * Cancels a queued or running job of `userId`: it is marked cancelled at once, and the instance
   * running it (this one or another, told through the channel) aborts its calls. Answers the job
   * as it now stands, or null when `userId` has no such job. A job writing its result, or one that
   * already ended, cannot be cancelled (409).
   */
  async cancel(id: string, userId: string): Promise<JobRow | null> {
    const [cancelled] = await this.db
      .update(jobs)
      .set({ status: "cancelled", lockedUntil: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(jobs.id, id),
          eq(jobs.userId, userId),
          inArray(jobs.status, ["queued", "running"]),
          eq(jobs.saving, false),
        ),
      )
      .returning();
    if (cancelled) {
      this.controllers.get(id)?.abort();
      await this.db
        .execute(sql`select pg_notify(${JOBS_CHANNEL}, ${JSON.stringify({ kind: "cancel", id })})`)
        .catch(() => {});
      await this.announce(id);
      return cancelled;
    }
    const job = await this.read(id, userId);
    if (!job || job.status === "cancelled") return job;
    throw new AppError(409, "CONFLICT", "The task has already finished; there is nothing to cancel").because(
      "JOB_FINISHED",
    );
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
        } else if (job.status === "cancelled") {
          unfollow();
          reject(new AppError(409, "CONFLICT", "The task was cancelled").because("JOB_CANCELLED"));
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
    else if (signal.kind === "cancel") this.controllers.get(signal.id)?.abort();
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
    const controller = new AbortController();
    // Each call in flight listens for the cancel: a job may run dozens side by side.
    setMaxListeners(100, controller.signal);
    this.controllers.set(job.id, controller);
    const started = performance.now();
    const control: JobControl = {
      signal: controller.signal,
      usage: { calls: 0, promptTokens: 0, completionTokens: 0 },
      beforeSave: async (tx) => {
        const [claimed] = await tx.update(jobs).set({ saving: true }).where(fence).returning({ id: jobs.id });
        if (!claimed) throw new JobCancelledError("The job was cancelled or taken over");
      },
    };
    const usage = () => ({ ...control.usage, wallMs: Math.round(performance.now() - started) });

    // Every step is written and announced, in order: followers show progress block by block.
    let latest = { done: 0, total: 0 };
    let writes = Promise.resolve();
    const progress: JobProgress = (done, total) => {
      if (controller.signal.aborted) return;
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

    let status: JobRow["status"] = "failed";
    try {
      const result = await this.options.handlers[job.kind](job, progress, control);
      await writes;
      status = "done";
      await this.finish(fence, {
        status: "done",
        result: result as never,
        usage: usage(),
        progressDone: latest.total || latest.done,
        progressTotal: latest.total,
      });
    } catch (error) {
      await writes;
      if (controller.signal.aborted || error instanceof JobCancelledError) {
        // Cancelled: the row says so already; only what the job spent is added.
        status = "cancelled";
        await this.db
          .update(jobs)
          .set({ usage: usage() })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, "cancelled")))
          .catch(() => {});
      } else {
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
        await this.finish(fence, { status: "failed", error: failure, usage: usage() });
      }
    } finally {
      clearInterval(renew);
      this.controllers.delete(job.id);
      this.options.report?.(job, status, usage());
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
            inArray(jobs.status, ["done", "failed", "cancelled"]),
            lt(jobs.updatedAt, sql`now() - make_interval(hours => ${KEEP_FINISHED_HOURS})`),
          ),
        );
    } catch {
      // The database is away; the next sweep tries again.
    }
    await this.pump();
  }
}
