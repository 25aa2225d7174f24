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
  const current = sql`${signInFailures.windowStart} > now() - ${WINDOW}`;
  return {
    /**
     * Counts this attempt as a failure before the password is checked, and says whether it may
     * be checked at all. Recording and counting are one statement, so parallel attempts each see
     * the ones before them: ten at once against a limit of five get five checks, not ten. The
     * outcome then settles it: a success clears the count, anything but a wrong password takes
     * this attempt back.
     */
    async attempt(email: string, ip: string): Promise<SignInVerdict> {
      const account = normalise(email);
      const result = (await db.execute(sql`
        with mine as (
          insert into ${signInFailures} (email, ip, failures) values (${account}, ${ip}, 1)
          on conflict (email, ip) do update set
            failures = case when ${current} then ${signInFailures.failures} + 1 else 1 end,
            window_start = case when ${current} then ${signInFailures.windowStart} else now() end
          returning failures, window_start
        )
        select mine.failures,
          ceil(extract(epoch from (mine.window_start + ${WINDOW} - now())))::int as "retryAfter",
          (select coalesce(sum(least(failures, ${FAILURES_PER_ADDRESS})), 0)::int from ${signInFailures}
            where email = ${account} and ip <> ${ip} and ${current}) as "others",
          (select coalesce(min(ceil(extract(epoch from (window_start + ${WINDOW} - now())))), 0)::int
            from ${signInFailures} where email = ${account} and ${current}) as "firstRetry"
        from mine`)) as unknown as {
        rows: { failures: number; retryAfter: number; others: number; firstRetry: number }[];
      };
      const { failures, retryAfter, others, firstRetry } = result.rows[0];
      // This attempt is the (failures)th: the ones before it are what the limit counts.
      const before = failures - 1;
      if (before >= FAILURES_PER_ADDRESS) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, retryAfter),
          retryAfterMinutes: wholeMinutes(retryAfter),
          message: `Too many failed sign-ins to this account from your address. Try again in ${minutes(retryAfter)}.`,
        };
      }
      if (others + before >= FAILURES_PER_ACCOUNT) {
        const wait = Math.max(1, Math.min(firstRetry || retryAfter, retryAfter));
        return {
          allowed: false,
          retryAfterSeconds: wait,
          retryAfterMinutes: wholeMinutes(wait),
          message: `Too many failed sign-ins to this account from many addresses. Try again in ${minutes(wait)}.`,
        };
      }
      // Old windows are of no use to anyone: prune them as we go.
      await db.delete(signInFailures).where(lt(signInFailures.windowStart, sql`now() - ${WINDOW}`));
      return { allowed: true };
    },

    /** The attempt was not a wrong password (bad input, an error): it does not count. */
    async takeBack(email: string, ip: string) {
      await db
        .update(signInFailures)
        .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
        .where(and(eq(signInFailures.email, normalise(email)), eq(signInFailures.ip, ip)));
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
