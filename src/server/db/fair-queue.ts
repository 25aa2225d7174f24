import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The embedded database runs one statement at a time, and PGlite queues them in the order they
 * are issued. A request makes several round trips (session, permission check, the save, the
 * event), and each one used to go to the back of the line: behind every transaction queued
 * since the request began, so under a burst of saves the unlucky requests waited many times
 * over. This queue serves work in the order the requests arrived instead: a request that came
 * first gets every one of its round trips ahead of the requests that came after it.
 */
const arrival = new AsyncLocalStorage<number>();
let nextTicket = 0;

/** Runs `fn` (and everything it awaits) as one unit of work with a place in the line. */
export function inArrivalOrder<T>(fn: () => T): T {
  return arrival.run(nextTicket++, fn);
}

type Waiter = { ticket: number; order: number; start: () => void };

export class FairQueue {
  #busy = false;
  #waiting: Waiter[] = [];
  #order = 0;

  /** Runs `fn` alone, after all waiting work of requests that arrived earlier. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    // Work outside any request (start-up, background jobs) takes its place when it is issued.
    const ticket = arrival.getStore() ?? nextTicket++;
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        fn()
          .then(resolve, reject)
          .finally(() => {
            // The engine runs on this thread: let pending I/O (responses of finished requests,
            // bodies arriving) through before the next statement takes the thread again.
            setImmediate(() => {
              this.#busy = false;
              this.#next();
            });
          });
      };
      this.#waiting.push({ ticket, order: this.#order++, start });
      this.#next();
    });
  }

  #next() {
    if (this.#busy || this.#waiting.length === 0) return;
    let best = 0;
    for (let i = 1; i < this.#waiting.length; i++) {
      const w = this.#waiting[i];
      const b = this.#waiting[best];
      if (w.ticket < b.ticket || (w.ticket === b.ticket && w.order < b.order)) best = i;
    }
    const [chosen] = this.#waiting.splice(best, 1);
    this.#busy = true;
    chosen.start();
  }
}
