import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { serverFile } from "../server-files";
import { FairQueue } from "./fair-queue";
import { Liveness } from "./liveness";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type services use; both drivers speak the same PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * The embedded database only: when it last finished a statement (its one connection may be
   * held by a long transaction). PostgreSQL serves a probe on a connection of its own.
   */
  liveness?: Liveness;
  /** Applies pending migrations; safe to call on every start and from several instances at once. */
  migrate(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any instance. On
   * PostgreSQL a dedicated connection listens and comes back by itself after a drop; `onReconnect`
   * then runs so the caller can catch up on what it may have missed. Returns the stop function.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const migrationsFolder = serverFile("db/migrations");
// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 727_274_001;

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** Called with every SQL statement the app sends (benchmarks count queries with it). */
  onQuery?: (query: string) => void;
  /** Called when PostgreSQL drops an idle connection (restart, failover); the pool recovers by itself. */
  onConnectionError?: (error: Error) => void;
};

const queryLogger = (onQuery?: (query: string) => void) => (onQuery ? { logQuery: onQuery } : undefined);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onQuery, options.onConnectionError)
    : openPglite(options);
}

/** Contrib modules the migrations create; PGlite must be handed their code when it opens. */
const pgliteExtensions = { pg_trgm, unaccent };

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let client: PGlite;
  if (options.inMemory) {
    client = await PGlite.create({ extensions: pgliteExtensions });
  } else {
    const dir = path.resolve(options.dataDir ?? "./data", "pgdata");
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions: pgliteExtensions });
  }
  const liveness = new Liveness();
  const db = drizzlePglite({
    client: fairClient(client, new FairQueue(), liveness),
    schema,
    logger: queryLogger(options.onQuery),
  }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    liveness,
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
      // The embedded database has no autovacuum to gather statistics: without them the planner,
      // and the translation memory choosing which words are rare, would guess. Once per start.
      await client.exec("analyze");
    },
    // One process holds the embedded database, so its own notifications are all there is.
    listen: async (channel, onMessage) => client.listen(channel, onMessage),
    close: () => client.close(),
  };
}

/**
 * The PGlite client with its statements and transactions served by `queue`: in the order the
 * requests that issue them arrived, rather than the order each round trip happened to be sent.
 * Every statement that finishes, inside a transaction too, is told to `liveness`.
 */
function fairClient(client: PGlite, queue: FairQueue, liveness: Liveness): PGlite {
  const noted = <T>(result: Promise<T>) =>
    result.then((value) => {
      liveness.answered();
      return value;
    });
  const trackedTx = (tx: Transaction): Transaction => ({
    query: (...args: Parameters<Transaction["query"]>) => noted(tx.query(...args)),
    sql: (...args: Parameters<Transaction["sql"]>) => noted(tx.sql(...args)),
    exec: (...args: Parameters<Transaction["exec"]>) => noted(tx.exec(...args)),
    rollback: () => tx.rollback(),
    listen: (...args: Parameters<Transaction["listen"]>) => tx.listen(...args),
    get closed() {
      return tx.closed;
    },
  });
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      if (prop === "query" || prop === "exec") {
        return (...args: unknown[]) => queue.run(() => noted(value.apply(target, args)));
      }
      if (prop === "transaction") {
        return (fn: (tx: Transaction) => Promise<unknown>) =>
          queue.run(() => noted(target.transaction((tx) => fn(trackedTx(tx)))));
      }
      return value.bind(target);
    },
  });
}

async function openPostgres(
  connectionString: string,
  onQuery?: (query: string) => void,
  onConnectionError?: (error: Error) => void,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A database that is away must fail requests quickly (503), not leave them waiting on a
    // connection attempt or a dead socket.
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  // PostgreSQL ends idle connections on a restart or failover ("terminating connection due to
  // administrator command"). Without a listener that error would end the process; the pool has
  // already dropped the connection, and the next query opens a fresh one once the server is back.
  pool.on("error", (error) => onConnectionError?.(error));
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
    listen: (channel, onMessage, onReconnect) =>
      listenPostgres(connectionString, channel, onMessage, onReconnect),
    close: () => pool.end(),
  };
}

const LISTEN_RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * LISTEN needs a connection of its own for as long as the app runs (a pooled one would be handed
 * to queries). When PostgreSQL drops it (restart, failover, pg_terminate_backend) we connect again
 * with backoff instead of letting the error end the process.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  const connect = async (isRetry: boolean) => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    next.on("error", () => scheduleRetry(next));
    next.on("end", () => scheduleRetry(next));
    await next.connect();
    await next.query(`listen ${quoted}`);
    client = next;
    attempt = 0;
    if (isRetry) onReconnect?.();
  };

  const scheduleRetry = (failed: pg.Client) => {
    if (stopped || client !== failed || retryTimer) return;
    client = null;
    failed.end().catch(() => {});
    const wait = LISTEN_RETRY_MS[Math.min(attempt++, LISTEN_RETRY_MS.length - 1)];
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect(true).catch(() => {
        // The server is still away: a fresh placeholder client keeps the retry chain going.
        const placeholder = new pg.Client({ connectionString });
        client = placeholder;
        scheduleRetry(placeholder);
      });
    }, wait);
  };

  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
