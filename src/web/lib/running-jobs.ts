import { useSyncExternalStore } from "react";
import { ApiError, parseErrorBody } from "./api-client";

/**
 * The AI jobs this tab is following, by their address (/api/jobs/:id). The editor reads it to ask
 * before the writer leaves while one runs, and to cancel them when the writer leaves anyway.
 */
let running: readonly string[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly string[]) {
  running = next;
  for (const listener of listeners) listener();
}

/** Marks a job as followed; the returned function marks it finished. */
export function trackJob(url: string): () => void {
  publish([...running, url]);
  return () => publish(running.filter((u) => u !== url));
}

export function runningJobs(): readonly string[] {
  return running;
}

export function useRunningJobs(): readonly string[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => running,
  );
}

/**
 * Asks the server to cancel a job (DELETE /api/jobs/:id). A job that ended meanwhile has nothing
 * left to cancel, so that answer (409) counts as done too.
 */
export async function cancelJob(url: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { method: "DELETE", credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", "Could not reach the server");
  }
  if (response.ok || response.status === 409) return;
  const body = await response.json().catch(() => null);
  throw parseErrorBody(response.status, body);
}

/** Whether an error is the end of a job the user cancelled (not a failure to report). */
export const isCancelled = (error: unknown) => error instanceof ApiError && error.reason === "JOB_CANCELLED";
