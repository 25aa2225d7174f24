import { APIConnectionError, APIError } from "openai";

export type RetryOptions = { attempts: number; baseMs: number; sleep?: (ms: number) => Promise<void> };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The spec's rule: retry network errors, 429 and 5xx only; everything else fails at once. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof APIConnectionError) return true;
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    return status === 429 || status >= 500 || status === 0;
  }
  return false;
}

/** Waits baseMs × 2^attempt plus up to baseMs of jitter between attempts (spec: 1000 ms base). */
export function retryDelay(attempt: number, baseMs: number, random = Math.random): number {
  return baseMs * 2 ** attempt + random() * baseMs;
}

export async function withRetry<T>(
  fn: () => Promise<T>,
  { attempts, baseMs, sleep = defaultSleep }: RetryOptions,
) {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await fn();
    } catch (error) {
      lastError = error;
      if (!isRetryable(error) || attempt === attempts - 1) break;
      await sleep(retryDelay(attempt, baseMs));
    }
  }
  throw lastError;
}
