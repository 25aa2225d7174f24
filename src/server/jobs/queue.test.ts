import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { jobs, users } from "../db/schema";
import { AppError } from "../errors";
import { resetDatabase, testDatabase } from "../test/database";
import { type JobHandler, JobQueue } from "./queue";

// No app in this file: its own job queue would compete with the queues under test.
const t = { database: await testDatabase() };
beforeEach(() => resetDatabase(t.database));

let userCount = 0;
const make = {
  async user() {
    userCount += 1;
    const id = `queue-user-${userCount}`;
    await t.database.db
      .insert(users)
      .values({ id, email: `${id}@example.com`, name: id, emailVerified: false });
    return { id };
  },
};

describe("the job queue", () => {
  const queue = (handlers: Partial<Record<"analyze" | "translate", JobHandler>>, lockSeconds = 60) =>
    new JobQueue(t.database, {
      handlers: { analyze: async () => null, translate: async () => null, ...handlers },
      workers: 2,
      lockSeconds,
      sweepMs: 100,
    });

  it("picks up the job of an instance that died mid-run, and a stale run cannot overwrite it", async () => {
    const user = await make.user();
    let releaseFirst = () => {};
    const first = queue(
      { analyze: () => new Promise((resolve) => (releaseFirst = () => resolve("from the dead instance"))) },
      1,
    );
    await first.start();
    const id = await first.enqueue(t.database.db, user.id, "analyze", { text: "x" });
    await expect
      .poll(async () => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0].status)
      .toBe("running");
    // The instance stalls: its lock runs out, nobody renews it.
    await first.stop();
    await t.database.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));

    const second = queue({
      analyze: async (_job, progress) => {
        progress(1, 1);
        return "from the live instance";
      },
    });
    await second.start();
    try {
      expect(await second.waitFor(id)).toBe("from the live instance");
      releaseFirst();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row).toMatchObject({ status: "done", result: "from the live instance", attempts: 2 });
    } finally {
      await second.stop();
    }
  });

  it("fails a job that keeps dying instead of retrying it forever", async () => {
    const user = await make.user();
    const [row] = await t.database.db
      .insert(jobs)
      .values({
        userId: user.id,
        kind: "analyze",
        input: { text: "x" },
        status: "running",
        attempts: 3,
        lockedUntil: new Date(Date.now() - 1000),
      })
      .returning();
    const q = queue({});
    await q.start();
    try {
      await expect(q.waitFor(row.id)).rejects.toMatchObject({ status: 502, code: "AI_UNAVAILABLE" });
    } finally {
      await q.stop();
    }
  });

  it("reports a handler's AppError as it is and hides other errors behind a generic 500", async () => {
    const user = await make.user();
    const q = queue({
      analyze: async () => {
        throw new AppError(409, "CONFLICT", "The project changed meanwhile");
      },
      translate: async () => {
        throw new Error("secret stack detail");
      },
    });
    await q.start();
    try {
      const conflict = await q.enqueue(t.database.db, user.id, "analyze", {});
      await expect(q.waitFor(conflict)).rejects.toMatchObject({ status: 409, message: /changed meanwhile/ });
      const crash = await q.enqueue(t.database.db, user.id, "translate", {});
      await expect(q.waitFor(crash)).rejects.toMatchObject({ status: 500, code: "INTERNAL" });
      const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, crash));
      expect(JSON.stringify(row.error)).not.toContain("secret stack detail");
    } finally {
      await q.stop();
    }
  });
});
