import type { AddressInfo } from "node:net";
import { createServer, type Server, Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { signUp, TEST_SECRET, type TestUser } from "../test/app";
import { freshPostgresDatabase } from "../test/database";
import { exited, randomPort, startServer, waitForHealth } from "../test/process";
import { type Database, openDatabase } from "./open";

// The app outlives its PostgreSQL going away: requests meanwhile get 503 DATABASE_UNAVAILABLE,
// the health check says 503, and everything works again without a restart once it is back.
// Real PostgreSQL only (TEST_DATABASE_URL); each run uses a database of its own on that server.
const base = process.env.TEST_DATABASE_URL;

/** A TCP proxy to PostgreSQL that a test can cut (as a stopped server looks) and restore. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const listening = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server = listening;
      listening.listen(port, "127.0.0.1", () => {
        port = (listening.address() as AddressInfo).port;
        resolve();
      });
    });
  await open();
  return {
    url: () => {
      const u = new URL(target);
      u.host = `127.0.0.1:${port}`;
      return u.toString();
    },
    /** Every connection dies at once and new ones are refused, as when the server stops. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
    restore: open,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
  };
}

/** Ends every backend connected to the database, as a PostgreSQL restart or failover does. */
async function terminateBackends(dbName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const res = await admin.query(
      "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [dbName],
    );
    return res.rows[0].n as number;
  } finally {
    await admin.end();
  }
}

async function appOn(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  const config = loadConfig(
    { LOG_LEVEL: "silent", SIGN_IN_RATE_LIMIT: "1000", DATABASE_URL: databaseUrl },
    { serveWeb: false },
  );
  const app = await buildApp({ config, database, authSecret: TEST_SECRET });
  await app.ready();
  return { app, database };
}

const get = (app: FastifyInstance, url: string, user?: TestUser) =>
  app.inject({ url, headers: user ? { cookie: user.cookie } : {} });

async function eventually(check: () => Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("condition not reached in time");
}

function expectUnavailable(res: { statusCode: number; json: () => { error: { code: string } } }) {
  expect(res.statusCode).toBe(503);
  expect(res.json().error.code).toBe("DATABASE_UNAVAILABLE");
}

describe.runIf(base && process.env.TEST_DB === "postgres")("PostgreSQL going away", () => {
  describe("its backends terminated (pg_terminate_backend)", () => {
    let t: { app: FastifyInstance; database: Database };
    let dbName = "";
    beforeAll(async () => {
      const url = await freshPostgresDatabase("faults");
      dbName = url.pathname.slice(1);
      t = await appOn(url.toString());
    });
    afterAll(async () => {
      await t?.app.close();
      await t?.database.close();
    });

    const terminate = () => terminateBackends(dbName);

    it("keeps serving: idle connections are replaced and in-flight requests fail as 503, never 500", async () => {
      const user = await signUp(t.app, { password: "segredo123" });
      // Fill the pool with idle connections, then end every one of them under the app.
      await Promise.all(Array.from({ length: 8 }, () => get(t.app, "/api/projects", user)));
      expect(await terminate()).toBeGreaterThan(0);

      // Requests racing the termination: each is answered, as success or as a clear 503.
      const during = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2 === 0
            ? get(t.app, "/api/projects", user)
            : t.app.inject({
                method: "POST",
                url: "/api/projects",
                headers: { cookie: user.cookie },
                payload: { title: `Durante ${i}` },
              }),
        ),
      );
      for (const res of during) expect([200, 201, 503]).toContain(res.statusCode);
      await terminate();

      await eventually(async () => (await get(t.app, "/api/health")).statusCode === 200);
      const created = await t.app.inject({
        method: "POST",
        url: "/api/projects",
        headers: { cookie: user.cookie },
        payload: { title: "Depois" },
      });
      expect(created.statusCode).toBe(201);
      expect((await get(t.app, "/api/me", user)).statusCode).toBe(200);
    });
  });

  it("the server process outlives its connections being terminated", async () => {
    const url = await freshPostgresDatabase("process");
    const port = randomPort();
    const server = startServer({ DATABASE_URL: url.toString(), PORT: port, HOST: "127.0.0.1" });
    try {
      const origin = `http://127.0.0.1:${port}`;
      await waitForHealth(origin);
      expect(await terminateBackends(url.pathname.slice(1))).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 1000));
      expect(server.child.exitCode).toBeNull();
      await waitForHealth(origin);
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    } finally {
      server.child.kill("SIGTERM");
      await exited(server.child);
    }
  }, 300_000);

  describe("the server stopped and started again", () => {
    let t: { app: FastifyInstance; database: Database };
    let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
    beforeAll(async () => {
      const url = await freshPostgresDatabase("stop");
      proxy = await cuttableProxy(url);
      t = await appOn(proxy.url());
    });
    afterAll(async () => {
      await t?.app.close();
      await t?.database.close();
      await proxy?.close();
    });

    it("answers 503 while it is away, health included, and recovers by itself", async () => {
      const user = await signUp(t.app, { password: "segredo123" });
      const project = await t.app.inject({
        method: "POST",
        url: "/api/projects",
        headers: { cookie: user.cookie },
        payload: { title: "Antes da queda" },
      });
      expect(project.statusCode).toBe(201);

      await proxy.cut();
      const health = await get(t.app, "/api/health");
      expectUnavailable(health);
      expect(health.json().ok).toBe(false);
      expectUnavailable(await get(t.app, "/api/projects", user));
      expectUnavailable(await get(t.app, `/api/projects/${project.json().id}`, user));
      expectUnavailable(
        await t.app.inject({
          method: "POST",
          url: "/api/projects",
          headers: { cookie: user.cookie },
          payload: { title: "Durante a queda" },
        }),
      );
      const signIn = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: user.email, password: user.password },
      });
      expectUnavailable(signIn);

      await proxy.restore();
      await eventually(async () => (await get(t.app, "/api/health")).statusCode === 200);
      const list = await get(t.app, "/api/projects", user);
      expect(list.statusCode).toBe(200);
      expect(list.json().projects.map((p: { title: string }) => p.title)).toEqual(["Antes da queda"]);
      const again = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: user.email, password: user.password },
      });
      expect(again.statusCode).toBe(200);
    });
  });
});
