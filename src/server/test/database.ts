import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../db/open";

/**
 * One database per test worker, created once and reset between tests: a PGlite instance takes
 * seconds to create, so tests share it. With TEST_DB=postgres the worker gets its own fresh
 * database on the server named by TEST_DATABASE_URL.
 */
const shared = new Map<string, Promise<Database>>();

export function testDatabase(): Promise<Database> {
  const kind = process.env.TEST_DB ?? "pglite";
  let database = shared.get(kind);
  if (!database) {
    database = open(kind);
    shared.set(kind, database);
  }
  return database;
}

async function open(kind: string): Promise<Database> {
  const database =
    kind === "postgres"
      ? await openDatabase({ databaseUrl: await createWorkerDatabase() })
      : await openDatabase({ inMemory: true });
  await database.migrate();
  return database;
}

let workerUrl: string | null = null;

/** URL of this worker's PostgreSQL database (null on PGlite), for tests that open a second pool. */
export async function workerDatabaseUrl(): Promise<string | null> {
  await testDatabase();
  return workerUrl;
}

async function createWorkerDatabase(): Promise<string> {
  workerUrl = (await freshPostgresDatabase()).toString();
  return workerUrl;
}

/**
 * An empty database beside TEST_DATABASE_URL's, named after it, `suffix` and this worker, so
 * parallel workers never share one. Dropped first when a previous run left it behind.
 */
export async function freshPostgresDatabase(suffix?: string): Promise<URL> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const url = new URL(base);
  const parts = [url.pathname.slice(1) || "copyblocks_test", suffix, `w${process.env.VITEST_POOL_ID ?? "0"}`];
  const name = parts.filter(Boolean).join("_");
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url;
}

/** Empties every table (keeps the schema), so each test starts from nothing. */
export async function resetDatabase(database: Database) {
  const result = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const rows = (result as unknown as { rows: { tablename: string }[] }).rows;
  const tables = rows.map((r) => `"${r.tablename}"`).join(", ");
  if (tables) await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
}
