import { AppError } from "../errors";

export type StreamLimitConfig = {
  EVENT_STREAMS_PER_USER: number;
  EVENT_STREAMS_PER_ADDRESS: number;
  EVENT_STREAMS_TOTAL: number;
};

/** Seconds a refused client is asked to wait: long enough for a tab elsewhere to close. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

/**
 * How many event streams this instance holds open per signed-in user, per address (for visitors
 * without an account, and everyone behind it), and in all. An open stream costs a socket and a
 * share of every broadcast, so one account or one address opening thousands would starve the rest.
 */
export function createStreamLimits(config: StreamLimitConfig) {
  const open = new Map<string, number>();
  let total = 0;
  const count = (key: string) => open.get(key) ?? 0;
  const tooMany = (message: string) =>
    new AppError(429, "RATE_LIMITED", `${message}; close another tab or try again later`);

  return {
    /** Counts a new stream, or throws 429 when it would pass a limit; returns its release. */
    acquire({ userId, address }: { userId: string | null; address: string }): () => void {
      const userKey = userId ? `user:${userId}` : null;
      const addressKey = `address:${address}`;
      if (total >= config.EVENT_STREAMS_TOTAL)
        throw tooMany("The server holds as many live streams as it can");
      if (userKey && count(userKey) >= config.EVENT_STREAMS_PER_USER)
        throw tooMany(`You already have ${config.EVENT_STREAMS_PER_USER} live streams open`);
      if (count(addressKey) >= config.EVENT_STREAMS_PER_ADDRESS)
        throw tooMany(`Your address already has ${config.EVENT_STREAMS_PER_ADDRESS} live streams open`);
      const keys = userKey ? [userKey, addressKey] : [addressKey];
      for (const key of keys) open.set(key, count(key) + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        for (const key of keys) {
          const left = count(key) - 1;
          if (left > 0) open.set(key, left);
          else open.delete(key);
        }
      };
    },
  };
}

export type StreamLimits = ReturnType<typeof createStreamLimits>;
