import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { signInFailures } from "../db/schema";

/**
 * Sign-in limiting per account, on top of better-auth's per-address limit. Failures are counted
 * per (account, address) pair: one address that keeps guessing is stopped for that account
 * while the owner, signing in from anywhere else, is not. The account as a whole is limited
 * only when many addresses fail together, and each address counts for at most its own limit
 * there, so no single address can ever trigger the account-wide limit on its own.
 */
export const SIGN_IN_WINDOW_MINUTES = 15;
/** Failed attempts one address may make on one account per window. */
export const FAILURES_PER_ADDRESS = 5;
/** Failed attempts on one account per window from all addresses together. */
export const FAILURES_PER_ACCOUNT = 50;

const WINDOW = sql.raw(`interval '${SIGN_IN_WINDOW_MINUTES} minutes'`);

export type SignInVerdict =
  | { allowed: true }
  | { allowed: false; message: string; retryAfterSeconds: number; retryAfterMinutes: number };

const normalise = (email: string) => email.trim().toLowerCase();

export function createSignInLimiter(db: Db) {
  return {
    async check(email: string, ip: string): Promise<SignInVerdict> {
      const rows = await db
        .select({
          ip: signInFailures.ip,
          failures: signInFailures.failures,
          retryAfter: sql<number>`ceil(extract(epoch from (${signInFailures.windowStart} + ${WINDOW} - now())))::int`,
        })
        .from(signInFailures)
        .where(
          and(
            eq(signInFailures.email, normalise(email)),
            sql`${signInFailures.windowStart} > now() - ${WINDOW}`,
          ),
        );
      const own = rows.find((r) => r.ip === ip);
      if (own && own.failures >= FAILURES_PER_ADDRESS) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, own.retryAfter),
          retryAfterMinutes: wholeMinutes(own.retryAfter),
          message: `Too many failed sign-ins to this account from your address. Try again in ${minutes(own.retryAfter)}.`,
        };
      }
      const total = rows.reduce((sum, r) => sum + Math.min(r.failures, FAILURES_PER_ADDRESS), 0);
      if (total >= FAILURES_PER_ACCOUNT) {
        const retryAfter = Math.max(1, Math.min(...rows.map((r) => r.retryAfter)));
        return {
          allowed: false,
          retryAfterSeconds: retryAfter,
          retryAfterMinutes: wholeMinutes(retryAfter),
          message: `Too many failed sign-ins to this account from many addresses. Try again in ${minutes(retryAfter)}.`,
        };
      }
      return { allowed: true };
    },

    /** One more failure for the pair; a window that has run out starts again. */
    async recordFailure(email: string, ip: string) {
      await db
        .insert(signInFailures)
        .values({ email: normalise(email), ip, failures: 1 })
        .onConflictDoUpdate({
          target: [signInFailures.email, signInFailures.ip],
          set: {
            failures: sql`case when ${signInFailures.windowStart} > now() - ${WINDOW} then ${signInFailures.failures} + 1 else 1 end`,
            windowStart: sql`case when ${signInFailures.windowStart} > now() - ${WINDOW} then ${signInFailures.windowStart} else now() end`,
          },
        });
      // Old windows are of no use to anyone: prune them as we go.
      await db.delete(signInFailures).where(lt(signInFailures.windowStart, sql`now() - ${WINDOW}`));
    },

    /** A successful sign-in clears that address's failures for the account. */
    async recordSuccess(email: string, ip: string) {
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.email, normalise(email)), eq(signInFailures.ip, ip)));
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;

const wholeMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

function minutes(seconds: number): string {
  const m = wholeMinutes(seconds);
  return m === 1 ? "1 minute" : `${m} minutes`;
}
