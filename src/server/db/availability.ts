import { sql } from "drizzle-orm";
import type { Liveness } from "./liveness";
import type { Db } from "./open";

/**
 * SQLSTATE classes and driver errors that mean "the database is not there right now" (a restart,
 * a failover, a cut network) rather than "this request is wrong": 08 connection exceptions,
 * 57P01-57P03 administrator shutdown, crash shutdown and cannot-connect-now, 53300 too many
 * connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const UNAVAILABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
const UNAVAILABLE_MESSAGES =
  /connection terminated|terminating connection|connection timeout|timeout exceeded when trying to connect|client has encountered a connection error|cannot use a pool after calling end|the database system is (starting up|shutting down)/i;

/** True when the error, or any error it wraps, says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof e.code === "string" ? e.code : "";
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08") || UNAVAILABLE_NODE_CODES.has(code))
      return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

/** How long a probe waits: a cut network can leave a connection attempt hanging. */
const PROBE_TIMEOUT_MS = 3000;

/**
 * A statement of another request that finished this recently proves the database answers. Short,
 * so the embedded database stopping is still noticed at once.
 */
const RECENT_ANSWER_MS = 1000;

/**
 * Resolves true when the database answers a trivial query in time. With `liveness` (the embedded
 * database, which runs one transaction at a time) a statement that finished moments ago, or the
 * next one to finish, answers as well: a probe would otherwise wait behind a whole long save.
 */
export async function databaseAnswers(
  db: Db,
  { liveness, timeoutMs = PROBE_TIMEOUT_MS }: { liveness?: Liveness; timeoutMs?: number } = {},
): Promise<boolean> {
  if (liveness?.answeredWithin(RECENT_ANSWER_MS)) return true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  const answers = liveness ? [probe, liveness.nextAnswer().then(() => true)] : [probe];
  try {
    return await Promise.race([...answers, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const DATABASE_UNAVAILABLE_MESSAGE = "The database is unavailable right now. Try again in a moment.";
