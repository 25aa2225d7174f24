import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestUser } from "../test/app";
import { workerDatabaseUrl } from "../test/database";
import { factories } from "../test/factories";

// A write racing the deletion of its project answers 404, as for any deleted project, and a
// save that committed just before the deletion is a saved save even though its live event
// cannot be stored any more.
const t = setupTestApp();
const make = factories(t);
const onPostgres = process.env.TEST_DB === "postgres";

let other: pg.Client | null = null;
beforeAll(async () => {
  const url = await workerDatabaseUrl();
  if (!url) return;
  other = new pg.Client({ connectionString: url });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
});

const write = (method: "PUT" | "PATCH" | "POST", url: string, cookie: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

async function savedProject(owner: TestUser) {
  const p = await make.project(owner);
  const res = await write("PUT", `/api/projects/${p.id}/blocks`, owner.cookie, {
    baseVersion: 1,
    blocks: [{ type: "HOOK", originalText: "um" }],
  });
  return { id: p.id, version: res.json().version as number, blockId: res.json().blocks[0].id as string };
}

/** Resolves once some other session of this database waits on a lock. */
async function someoneWaitsOnALock(client: pg.Client) {
  for (let i = 0; i < 500; i++) {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the request never waited on the lock");
}

/**
 * Deletes the project in a transaction of another connection, starts the request (which reads
 * the project, still there for it, then waits on the deleted row), and commits the deletion.
 */
async function raceWithDelete(projectId: string, request: () => ReturnType<typeof write>) {
  const client = other!;
  await client.query("begin");
  await client.query("delete from projects where id = $1", [projectId]);
  const pending = request();
  await someoneWaitsOnALock(client);
  await client.query("commit");
  return pending;
}

const expectNotFound = (res: Awaited<ReturnType<typeof write>>) => {
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json()).toEqual({
    error: expect.objectContaining({ code: "NOT_FOUND", message: expect.any(String) }),
  });
};

describe("writes to a deleted project", () => {
  it("answer 404 once the project is gone", async () => {
    const owner = await make.user();
    const p = await savedProject(owner);
    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${p.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(gone.statusCode).toBe(204);
    expectNotFound(
      await write("PUT", `/api/projects/${p.id}/blocks`, owner.cookie, {
        baseVersion: p.version,
        blocks: [],
      }),
    );
    expectNotFound(
      await write("PATCH", `/api/projects/${p.id}/blocks`, owner.cookie, {
        baseVersion: p.version,
        remove: [p.blockId],
      }),
    );
    expectNotFound(await write("POST", `/api/projects/${p.id}/comments`, owner.cookie, { content: "oi" }));
  });

  it.runIf(onPostgres)(
    "answer 404 when the delete commits while they run (PUT, PATCH, comment)",
    async () => {
      const owner = await make.user();
      const a = await savedProject(owner);
      expectNotFound(
        await raceWithDelete(a.id, () =>
          write("PATCH", `/api/projects/${a.id}/blocks`, owner.cookie, {
            baseVersion: a.version,
            upsert: [{ id: a.blockId, type: "HOOK", originalText: "dois" }],
          }),
        ),
      );
      const b = await savedProject(owner);
      expectNotFound(
        await raceWithDelete(b.id, () =>
          write("PUT", `/api/projects/${b.id}/blocks`, owner.cookie, { baseVersion: b.version, blocks: [] }),
        ),
      );
      const c = await savedProject(owner);
      expectNotFound(
        await raceWithDelete(c.id, () =>
          write("POST", `/api/projects/${c.id}/comments`, owner.cookie, { content: "oi" }),
        ),
      );
    },
  );

  it.runIf(onPostgres)(
    "report a save that committed before the delete as saved, though its live event is lost",
    async () => {
      const owner = await make.user();
      const p = await savedProject(owner);
      const client = other!;
      await client.query("begin");
      // Holds back the live event's insert until the project is gone.
      await client.query("lock table project_events in share mode");
      const pending = write("PUT", `/api/projects/${p.id}/blocks`, owner.cookie, {
        baseVersion: p.version,
        blocks: [{ type: "HOOK", originalText: "salvo" }],
      });
      await someoneWaitsOnALock(client);
      await client.query("delete from projects where id = $1", [p.id]);
      await client.query("commit");
      const res = await pending;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ version: p.version + 1, blocks: [{ originalText: "salvo" }] });
    },
  );
});
