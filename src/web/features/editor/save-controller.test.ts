import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backoffDelay, SaveController, type SaveErrorKind } from "./save-controller";

class Failure extends Error {
  constructor(readonly kind: SaveErrorKind) {
    super(kind);
  }
}

/** A save function whose calls the test settles by hand. */
function manualSave() {
  const calls: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  const save = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { save, calls };
}

function controller(save: () => Promise<void>) {
  return new SaveController({
    save,
    classify: (e) => (e instanceof Failure ? e.kind : "retry"),
    now: () => Date.now(),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2025-01-01T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("backoffDelay", () => {
  it("doubles from 2 s and stops at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(backoffDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe("SaveController", () => {
  it("saves 1.5 s after the last change; each change restarts the wait", async () => {
    const save = vi.fn(async () => {});
    const c = controller(save);
    c.markDirty();
    expect(c.status.state).toBe("dirty");
    await vi.advanceTimersByTimeAsync(1000);
    c.markDirty();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
    expect(c.status.state).toBe("saved");
    expect(c.status.lastSavedAt).toBe(Date.now());
    expect(c.dirty).toBe(false);
  });

  it("flush saves at once and does nothing when clean", async () => {
    const save = vi.fn(async () => {});
    const c = controller(save);
    await c.flush();
    expect(save).not.toHaveBeenCalled();
    c.markDirty();
    await c.flush();
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("queues one more save for changes made while a save is in flight", async () => {
    const { save, calls } = manualSave();
    const c = controller(save);
    c.markDirty();
    const first = c.flush();
    expect(c.status.state).toBe("saving");
    c.markDirty();
    const second = c.flush(); // Ctrl+S during the save
    calls[0].resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(c.dirty).toBe(true);
    calls[1].resolve();
    await Promise.all([first, second]);
    expect(c.dirty).toBe(false);
    expect(c.status.state).toBe("saved");
  });

  it("a change during a save is saved by its own timer when nobody flushes", async () => {
    const { save, calls } = manualSave();
    const c = controller(save);
    c.markDirty();
    void c.flush();
    c.markDirty();
    calls[0].resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(c.status.state).toBe("dirty");
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("retries failed saves with backoff, keeping changes, until one succeeds", async () => {
    let failures = 3;
    const save = vi.fn(async () => {
      if (failures-- > 0) throw new Failure("retry");
    });
    const c = controller(save);
    c.markDirty();
    await vi.advanceTimersByTimeAsync(1500);
    expect(c.status).toMatchObject({ state: "retrying", attempt: 1, nextRetryAt: Date.now() + 2000 });
    // A change while waiting does not bring the retry forward.
    c.markDirty();
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(c.status.attempt).toBe(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(save).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(8000);
    expect(save).toHaveBeenCalledTimes(4);
    expect(c.status).toMatchObject({ state: "saved", attempt: 0 });
    expect(c.dirty).toBe(false);
  });

  it("stops on a conflict until it is resolved", async () => {
    let conflict = true;
    const save = vi.fn(async () => {
      if (conflict) throw new Failure("conflict");
    });
    const c = controller(save);
    c.markDirty();
    await c.flush();
    expect(c.status.state).toBe("conflict");
    c.markDirty();
    await vi.advanceTimersByTimeAsync(60_000);
    await c.flush();
    expect(save).toHaveBeenCalledTimes(1);
    conflict = false;
    await c.resolveConflict("retry");
    expect(save).toHaveBeenCalledTimes(2);
    expect(c.status.state).toBe("saved");
  });

  it("discarding a conflict takes the server's state as saved", async () => {
    const save = vi.fn(async () => {
      throw new Failure("conflict");
    });
    const c = controller(save);
    c.markDirty();
    await c.flush();
    await c.resolveConflict("discard");
    expect(c.status.state).toBe("saved");
    expect(c.dirty).toBe(false);
  });

  it("a fatal error waits for the next change or an explicit save", async () => {
    let fail = true;
    const save = vi.fn(async () => {
      if (fail) throw new Failure("fatal");
    });
    const c = controller(save);
    c.markDirty();
    await c.flush();
    expect(c.status.state).toBe("failed");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    fail = false;
    c.markDirty();
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenCalledTimes(2);
    expect(c.status.state).toBe("saved");
  });

  it("markSaved clears pending work; dispose stops timers", async () => {
    const save = vi.fn(async () => {});
    const c = controller(save);
    c.markDirty();
    c.markSaved();
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).not.toHaveBeenCalled();
    c.markDirty();
    c.dispose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).not.toHaveBeenCalled();
    // Leaving the page still saves explicitly.
    await c.flush();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("notifies subscribers of status changes", async () => {
    const c = controller(async () => {});
    const seen: string[] = [];
    c.subscribe(() => seen.push(c.getStatus().state));
    c.markDirty();
    await c.flush();
    expect(seen).toEqual(["dirty", "saving", "saved"]);
  });

  it("stays quiet while typing keeps an unsaved state unsaved (no re-render per key)", () => {
    const c = controller(async () => {});
    let notified = 0;
    c.markDirty();
    const status = c.getStatus();
    c.subscribe(() => notified++);
    for (let i = 0; i < 20; i++) c.markDirty();
    expect(notified).toBe(0);
    expect(c.getStatus()).toBe(status);
    expect(c.dirty).toBe(true);
    c.dispose();
  });
});
