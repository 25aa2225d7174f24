/** What the save status line shows. */
export type SaveState = "saved" | "dirty" | "saving" | "retrying" | "failed" | "conflict";

export type SaveStatus = {
  state: SaveState;
  /** Epoch ms of the last successful save (this page), or null. */
  lastSavedAt: number | null;
  /** Failed attempts in a row (0 after a success). */
  attempt: number;
  /** Epoch ms of the next automatic retry while retrying. */
  nextRetryAt: number | null;
  error: unknown;
};

/** conflict: 409, stop and ask; retry: network/5xx/429, try again later; fatal: 4xx that cannot heal. */
export type SaveErrorKind = "conflict" | "retry" | "fatal";

export const AUTOSAVE_DELAY_MS = 1500;
const BACKOFF_BASE_MS = 2000;
const BACKOFF_MAX_MS = 30_000;

/** Wait before retry number `attempt` (1-based): 2 s, 4 s, 8 s, 16 s, then 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

export type SaveControllerOptions = {
  /** Sends the current state; resolves when the server has it, rejects otherwise. */
  save: () => Promise<void>;
  classify: (error: unknown) => SaveErrorKind;
  delayMs?: number;
  now?: () => number;
  onError?: (error: unknown, kind: SaveErrorKind) => void;
};

/**
 * When to save, free of React and of HTTP so it can be tested with fake timers. Every change
 * restarts a 1.5 s wait; flush() saves at once; a change during a save queues one more save; a
 * failure keeps the changes and retries with backoff; a conflict stops until resolved.
 */
export class SaveController {
  private revision = 0;
  private savedRevision = 0;
  private inFlight: Promise<void> | null = null;
  private queued = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private waiters: (() => void)[] = [];
  private listeners = new Set<() => void>();
  private disposed = false;
  private current: SaveStatus = {
    state: "saved",
    lastSavedAt: null,
    attempt: 0,
    nextRetryAt: null,
    error: null,
  };

  constructor(private readonly options: SaveControllerOptions) {}

  get status(): SaveStatus {
    return this.current;
  }

  /** True while some change has not reached the server. */
  get dirty(): boolean {
    return this.revision !== this.savedRevision;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getStatus = () => this.current;

  /** A change happened: schedule a save after the quiet period (each change restarts it). */
  markDirty(): void {
    this.revision += 1;
    const { state } = this.current;
    if (state === "conflict") return;
    if (state !== "saving" && state !== "retrying") this.set({ state: "dirty" });
    // While a retry is pending it will carry this change too; do not hit a failing server sooner.
    if (this.retryTimer) return;
    this.clearTimer();
    if (this.disposed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.delayMs ?? AUTOSAVE_DELAY_MS);
  }

  /** The state now equals the server's (e.g. blocks reloaded from it): nothing to save. */
  markSaved(): void {
    this.clearTimer();
    this.clearRetry();
    this.savedRevision = this.revision;
    this.set({ state: "saved", attempt: 0, nextRetryAt: null, error: null });
  }

  /** Save now if anything is unsaved; resolves once no save is running or queued. */
  flush(): Promise<void> {
    this.clearTimer();
    this.clearRetry();
    if (this.current.state === "conflict") return Promise.resolve();
    if (this.inFlight) {
      this.queued = true;
      return this.idle();
    }
    if (!this.dirty) return Promise.resolve();
    this.start();
    return this.idle();
  }

  /** After a 409: 'discard' takes the server's state, 'retry' saves the local state again. */
  resolveConflict(mode: "discard" | "retry"): Promise<void> {
    if (mode === "discard") {
      this.markSaved();
      return Promise.resolve();
    }
    this.set({ state: "dirty", error: null });
    return this.flush();
  }

  /** Undoes dispose() (React's StrictMode mounts, unmounts and mounts again in development). */
  resume(): void {
    this.disposed = false;
  }

  /** Stops the timers (the page is leaving); a running save still finishes. */
  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.clearRetry();
  }

  private start(): void {
    const revision = this.revision;
    this.set({ state: "saving", nextRetryAt: null });
    this.inFlight = this.options.save().then(
      () => {
        this.savedRevision = Math.max(this.savedRevision, revision);
        this.set({
          state: this.dirty ? "dirty" : "saved",
          lastSavedAt: (this.options.now ?? Date.now)(),
          attempt: 0,
          error: null,
        });
      },
      (error: unknown) => this.fail(error),
    );
    void this.inFlight.finally(() => {
      this.inFlight = null;
      if (this.queued && this.dirty && this.current.state === "dirty") {
        this.queued = false;
        this.start();
        return;
      }
      this.queued = false;
      const waiters = this.waiters;
      this.waiters = [];
      for (const resolve of waiters) resolve();
    });
  }

  private fail(error: unknown): void {
    const kind = this.options.classify(error);
    this.options.onError?.(error, kind);
    if (kind === "conflict") {
      this.queued = false;
      this.clearTimer();
      this.set({ state: "conflict", error });
      return;
    }
    if (kind === "fatal") {
      // Nothing automatic can fix it; the next change or an explicit save tries again.
      this.set({ state: "failed", error, attempt: this.current.attempt + 1 });
      return;
    }
    const attempt = this.current.attempt + 1;
    const delay = backoffDelay(attempt);
    const now = (this.options.now ?? Date.now)();
    this.queued = false;
    this.clearTimer();
    this.set({ state: "retrying", attempt, error, nextRetryAt: now + delay });
    if (this.disposed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.set({ state: "dirty" });
      void this.flush();
    }, delay);
  }

  private idle(): Promise<void> {
    if (!this.inFlight) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private clearRetry() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private set(patch: Partial<SaveStatus>) {
    // Typing marks an already dirty state dirty on every key: that is no news to the listeners.
    const current = this.current;
    if ((Object.keys(patch) as (keyof SaveStatus)[]).every((key) => current[key] === patch[key])) return;
    this.current = { ...current, ...patch };
    for (const listener of this.listeners) listener();
  }
}
