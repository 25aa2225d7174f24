import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type services use; both drivers speak the same PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies pending migrations; safe to call on every start and from several instances at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 727_274_001;

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** Called with every SQL statement the app sends (benchmarks count queries with it). */
  onQuery?: (query: string) => void;
};

const queryLogger = (onQuery?: (query: string) => void) => (onQuery ? { logQuery: onQuery } : undefined);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onQuery) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let client: PGlite;
  if (options.inMemory) {
    client = await PGlite.create();
  } else {
    const dir = path.resolve(options.dataDir ?? "./data", "pgdata");
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite({ client, schema, logger: queryLogger(options.onQuery) }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string, onQuery?: (query: string) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start-up, with the driver's message, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema, logger: queryLogger(onQuery) }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async migrate() {
      // Several instances may start together: one migrates, the others wait for it.
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(db as never, { migrationsFolder });
      } finally {
        await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}
