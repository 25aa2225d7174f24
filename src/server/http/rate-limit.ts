import rateLimit from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/open";
import { requestLimits } from "../db/schema";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Windows older than this are deleted now and then; they can no longer count. */
const KEEP_WINDOWS_MS = 10 * 60_000;

/**
 * @fastify/rate-limit store on PostgreSQL: a fixed-window counter per key shared by every
 * instance, so spreading requests over servers does not multiply the limit.
 */
function postgresStore(db: Db) {
  let lastCleanup = 0;
  const windowOf = (timeWindow: number) => {
    const now = Date.now();
    const start = now - (now % timeWindow);
    return { start: new Date(start), ttl: start + timeWindow - now };
  };
  return class PostgresRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      const window = windowOf(timeWindow);
      db.insert(requestLimits)
        .values({ key, windowStart: window.start, count: 1 })
        .onConflictDoUpdate({
          target: [requestLimits.key, requestLimits.windowStart],
          set: { count: sql`${requestLimits.count} + 1` },
        })
        .returning({ count: requestLimits.count })
        .then(([row]) => callback(null, { current: row.count, ttl: window.ttl }), callback);
      if (Date.now() - lastCleanup > KEEP_WINDOWS_MS) {
        lastCleanup = Date.now();
        void db
          .delete(requestLimits)
          .where(sql`${requestLimits.windowStart} < ${new Date(Date.now() - KEEP_WINDOWS_MS)}`)
          .catch(() => {});
      }
    }
    child() {
      return new PostgresRateLimitStore();
    }
  };
}

/**
 * The general limit on writes (POST, PUT, PATCH, DELETE) per client address and minute. Reads are
 * not counted: they are cheap and the editor polls nothing. Sign-in has its own stricter limit.
 */
export async function registerWriteRateLimit(app: FastifyInstance, db: Db, perMinute: number) {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    store: postgresStore(db) as never,
    // A database outage answers 503 by itself; the limiter must not turn it into a 500.
    skipOnError: true,
    allowList: (request) => ["GET", "HEAD", "OPTIONS"].includes(request.method),
    keyGenerator: (request) => `write:${request.ip}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: { code: "RATE_LIMITED", message: `Too many requests, try again in ${context.after}` },
    }),
  });
}
