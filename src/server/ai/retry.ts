import { APIConnectionError, APIError } from "openai";

export type RetryOptions = {
  attempts: number;
  baseMs: number;
  /** Epoch ms after which no new attempt starts: the whole call, retries included, ends by then. */
  deadline?: number;
  sleep?: (ms: number) => Promise<void>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry network errors, 429 and 5xx only: they may pass on a second try; other errors would fail again. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof APIConnectionError) return true;
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    return status === 429 || status >= 500 || status === 0;
  }
  return false;
}

/** Waits baseMs × 2^attempt plus up to baseMs of jitter between attempts (1000 ms base by default). */
export function retryDelay(attempt: number, baseMs: number, random = Math.random): number {
  return baseMs * 2 ** attempt + random() * baseMs;
}

export async function withRetry<T>(
  fn: () => Promise<T>,
  { attempts, baseMs, deadline = Number.POSITIVE_INFINITY, sleep = defaultSleep }: RetryOptions,
) {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await fn();
    } catch (error) {
      lastError = error;
      if (!isRetryable(error) || attempt === attempts - 1) break;
      const delay = retryDelay(attempt, baseMs);
      // No retry that could not finish in time: the caller is owed an answer by the deadline.
      if (Date.now() + delay >= deadline) break;
      await sleep(delay);
    }
  }
  throw lastError;
}
