/**
 * When the embedded database last finished a statement. It runs one transaction at a time, so a
 * health probe issued during a long save waits behind the whole save; the save's own statements
 * finishing one after another show just as well that the database answers.
 */
export class Liveness {
  #last = Number.NEGATIVE_INFINITY;
  #waiters: (() => void)[] = [];

  /** A statement finished without error. */
  answered() {
    this.#last = performance.now();
    for (const resolve of this.#waiters.splice(0)) resolve();
  }

  answeredWithin(ms: number): boolean {
    return performance.now() - this.#last <= ms;
  }

  /** Resolves when the next statement finishes. */
  nextAnswer(): Promise<void> {
    return new Promise((resolve) => this.#waiters.push(resolve));
  }
}
