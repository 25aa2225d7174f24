import { type ComponentType, use } from "react";

type Settled<T> = Promise<T> & { status?: "fulfilled" | "rejected"; value?: T; reason?: unknown };

/**
 * The promise, marked as settled once it is: the fields React's `use` reads to go on at once
 * instead of suspending.
 */
function settled<T>(promise: Promise<T>): Settled<T> {
  const marked: Settled<T> = promise;
  promise.then(
    (value) => {
      marked.status = "fulfilled";
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = "rejected";
      marked.reason = reason;
    },
  );
  return marked;
}

export type LazyComponent<P extends object> = ComponentType<P> & {
  /**
   * Starts downloading the code (once), for a hover or an idle moment. A download that fails is
   * reported where the component renders (its error boundary), so callers need no catch.
   */
  preload: () => void;
};

/**
 * A component whose code downloads on first use or on `preload()`, like React.lazy, except that
 * once the code is in it renders in the same pass. React.lazy suspends on its first render even
 * then; the nearest fallback is committed, and React keeps a fallback on screen at least 300 ms
 * before showing what replaces it, so every page or dialog opened from preloaded code appeared
 * 300 ms late. Until the code is in it suspends; code that failed to download throws to the
 * nearest error boundary.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  // settled() handles a rejection, so a failed download never goes unhandled before a render.
  const code = () => (loading ??= settled(load()));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy component at module level, as React.lazy does
  function Lazy(props: P) {
    const Loaded = use(code());
    return <Loaded {...props} />;
  }
  return Object.assign(Lazy, { preload: () => void code() });
}
