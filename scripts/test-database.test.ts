// The CI helper that makes and drops the run's PostgreSQL database, against the real server: the
// drop must take every database the tests derived from the run's (per-worker and per-test ones)
// and nothing else. Runs where the tests run on PostgreSQL (TEST_DATABASE_URL set, as in CI).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("test-database.mjs", import.meta.url));
const helper = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: "utf8" });

describe.skipIf(!process.env.TEST_DATABASE_URL)("test-database.mjs", () => {
  it("drops the run's database and every database derived from it, and no other", async () => {
    const created = helper("create");
    expect(created.status, created.stderr).toBe(0);
    const url = new URL(created.stdout.trim());
    const base = url.pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const names = async () =>
      (
        await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [
          `${base}%`,
        ])
      ).rows
        .map((r) => r.datname)
        .sort();
    try {
      for (const suffix of ["_w1", "_faults_w1", "x"])
        await admin.query(`create database "${base}${suffix}"`);
      expect(await names()).toEqual([base, `${base}_faults_w1`, `${base}_w1`, `${base}x`].sort());

      const dropped = helper("drop", url.toString());
      expect(dropped.status, dropped.stderr).toBe(0);
      // `<base>x` is another run's name that happens to start the same way: it stays.
      expect(await names()).toEqual([`${base}x`]);
    } finally {
      // Whatever is left, also when an assertion failed, so a failing run leaves nothing behind.
      for (const name of await names()) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 60_000);
});
