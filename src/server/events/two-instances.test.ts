import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Comment } from "../../shared/api/comments";
import { UserTaskLimiter } from "../ai/concurrency";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/open";
import { aiTaskSlots } from "../db/schema";
import { signUp, TEST_SECRET } from "../test/app";
import { resetDatabase, testDatabase, workerDatabaseUrl } from "../test/database";
import { eventData, openSse } from "../test/sse-client";

// Two app instances on one database, as behind a load balancer: on PostgreSQL each has its own
// pool and its own LISTEN connection, so nothing can pass between them but the database.
let a: FastifyInstance;
let b: FastifyInstance;
let secondDatabase: Database | null = null;
let urlB = "";

beforeAll(async () => {
  const first = await testDatabase();
  const url = await workerDatabaseUrl();
  secondDatabase = url ? await openDatabase({ databaseUrl: url }) : null;
  const config = loadConfig(
    { LOG_LEVEL: "silent", SIGN_IN_RATE_LIMIT: "1000", API_WRITE_RATE_LIMIT: "1000" },
    { serveWeb: false },
  );
  a = await buildApp({ config, database: first, authSecret: TEST_SECRET });
  b = await buildApp({ config, database: secondDatabase ?? first, authSecret: TEST_SECRET });
  await b.listen({ port: 0, host: "127.0.0.1" });
  urlB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
});
beforeEach(async () => resetDatabase(await testDatabase()));
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await secondDatabase?.close();
});

describe("two instances on one database", () => {
  it("share sessions and deliver a comment posted on one to a stream open on the other", async () => {
    const alice = await signUp(a);
    const me = await b.inject({ url: "/api/me", headers: { cookie: alice.cookie } });
    expect(me.json()).toMatchObject({ id: alice.id });

    const created = await a.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie: alice.cookie },
      payload: { title: "Carta compartilhada" },
    });
    const projectId = created.json().id as string;
    const stream = await openSse(`${urlB}/api/projects/${projectId}/events`, { cookie: alice.cookie });
    try {
      await stream.next((e) => e.event === "presence");
      const posted = await a.inject({
        method: "POST",
        url: `/api/projects/${projectId}/comments`,
        headers: { cookie: alice.cookie },
        payload: { content: "Do outro servidor" },
      });
      const event = await stream.next((e) => e.event === "comment", 2000);
      expect(eventData<Comment>(event)).toMatchObject({ id: posted.json().id, content: "Do outro servidor" });
    } finally {
      stream.close();
    }
  });

  it("count the write rate limit across instances", async () => {
    const config = loadConfig({ LOG_LEVEL: "silent", API_WRITE_RATE_LIMIT: "3" }, { serveWeb: false });
    const database = await testDatabase();
    const [x, y] = [
      await buildApp({ config, database, authSecret: TEST_SECRET }),
      await buildApp({ config, database: secondDatabase ?? database, authSecret: TEST_SECRET }),
    ];
    try {
      const write = (app: FastifyInstance) =>
        app.inject({
          method: "POST",
          url: "/api/projects",
          payload: { title: "x" },
          remoteAddress: "10.9.8.7",
        });
      expect((await write(x)).statusCode).toBe(401);
      expect((await write(y)).statusCode).toBe(401);
      expect((await write(x)).statusCode).toBe(401);
      const limited = await write(y);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe("RATE_LIMITED");
      // Reads are never counted, and another address has its own budget.
      expect((await y.inject({ url: "/api/health", remoteAddress: "10.9.8.7" })).statusCode).toBe(200);
      expect(
        (await x.inject({ method: "POST", url: "/api/projects", payload: {}, remoteAddress: "10.9.8.8" }))
          .statusCode,
      ).toBe(401);
    } finally {
      await Promise.all([x.close(), y.close()]);
    }
  });

  it("cap one user's AI tasks across instances, and free the slot of a dead instance", async () => {
    const alice = await signUp(a);
    const database = await testDatabase();
    const onA = new UserTaskLimiter(database.db, 1);
    const onB = new UserTaskLimiter((secondDatabase ?? database).db, 1);
    let finish = () => {};
    const running = onA.run(alice.id, () => new Promise<void>((resolve) => (finish = resolve)));
    await expect.poll(async () => (await database.db.select().from(aiTaskSlots)).length).toBe(1);
    await expect(onB.run(alice.id, async () => "second")).rejects.toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
    });
    finish();
    await running;
    expect(await onB.run(alice.id, async () => "after")).toBe("after");

    // A slot whose instance stopped refreshing it (killed mid-task) no longer counts.
    await database.db
      .insert(aiTaskSlots)
      .values({ userId: alice.id, heartbeatAt: new Date(Date.now() - 10 * 60_000) });
    expect(await onB.run(alice.id, async () => "stale slot ignored")).toBe("stale slot ignored");
  });
});
