import { AppError } from "../errors";

/** Maps with at most `limit` calls in flight; results keep the input order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Caps the AI tasks one user runs at once in this process, so one user cannot take every
 * provider slot. It is a guard, not shared state: each instance applies it on its own.
 */
export class UserTaskLimiter {
  private running = new Map<string, number>();

  constructor(private readonly max: number) {}

  async run<T>(userId: string, task: () => Promise<T>): Promise<T> {
    const current = this.running.get(userId) ?? 0;
    if (current >= this.max) {
      throw new AppError(
        429,
        "RATE_LIMITED",
        `You already have ${current} AI tasks running; wait for one to finish`,
      );
    }
    this.running.set(userId, current + 1);
    try {
      return await task();
    } finally {
      const left = (this.running.get(userId) ?? 1) - 1;
      if (left <= 0) this.running.delete(userId);
      else this.running.set(userId, left);
    }
  }
}
