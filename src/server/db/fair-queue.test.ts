import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../test/database";
import { FairQueue, inArrivalOrder } from "./fair-queue";

// The embedded database serves one statement at a time. Work is served in the order requests
// arrived: a request's next round trip goes ahead of requests that came after it, instead of
// behind every transaction they queued meanwhile.
describe("the fair queue", () => {
  it("serves a request's later work before requests that arrived after it", async () => {
    const queue = new FairQueue();
    const order: string[] = [];
    const step = (name: string) => () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          order.push(name);
          resolve();
        }, 5),
      );
    const first = inArrivalOrder(async () => {
      await queue.run(step("first: 1"));
      await queue.run(step("first: 2"));
      await queue.run(step("first: 3"));
    });
    const second = inArrivalOrder(() => queue.run(step("second")));
    const third = inArrivalOrder(() => queue.run(step("third")));
    await Promise.all([first, second, third]);
    expect(order).toEqual(["first: 1", "first: 2", "first: 3", "second", "third"]);
  });

  it("keeps a failed job from blocking the line", async () => {
    const queue = new FairQueue();
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(queue.run(async () => "next")).resolves.toBe("next");
  });

  it.runIf(process.env.TEST_DB !== "postgres")(
    "orders the embedded database's statements by request",
    async () => {
      const { db } = await testDatabase();
      const order: string[] = [];
      // A transaction holds the line open on a JS promise, so both requests below are waiting
      // when it ends and only the serving order decides what runs next.
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let started = () => {};
      const holding = new Promise<void>((resolve) => {
        started = resolve;
      });
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`select 0`);
        started();
        await gate;
      });
      await holding;
      const early = inArrivalOrder(async () => {
        await db.execute(sql`select 1`);
        order.push("early: read");
        await db.execute(sql`select 2`);
        order.push("early: second read");
      });
      const late = inArrivalOrder(async () => {
        await db.transaction(async (tx) => {
          await tx.execute(sql`select 3`);
        });
        order.push("late: save");
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      await Promise.all([holder, early, late]);
      expect(order).toEqual(["early: read", "early: second read", "late: save"]);
    },
  );
});
