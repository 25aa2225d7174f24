import { APIConnectionTimeoutError } from "openai";

export type ProviderState = "ok" | "unreachable";

/**
 * Shared by every job of this instance: once a refused connection, a DNS failure or a timeout
 * shows the provider is gone, calls fail at once for a cool-down instead of each waiting out
 * its own retries. The first call after the cool-down tries the provider again.
 */
export class ProviderBreaker {
  private openUntil = 0;

  constructor(
    private readonly coolDownMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): ProviderState {
    return this.now() < this.openUntil ? "unreachable" : "ok";
  }

  trip() {
    this.openUntil = this.now() + this.coolDownMs;
  }

  close() {
    this.openUntil = 0;
  }
}

/** Network error codes that mean nobody is there: refused, no such host, no route, no answer. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ETIMEDOUT",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/**
 * Whether a failed call shows the provider is unreachable (a refused connection, a DNS failure, a
 * timeout) rather than a passing fault such as a dropped connection. The code sits somewhere in
 * the chain of causes the HTTP client wraps it in.
 */
export function isUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (cause instanceof APIConnectionTimeoutError) return true;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    const errors = (cause as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((e) => isUnreachable(e))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
