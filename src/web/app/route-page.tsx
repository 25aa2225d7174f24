import { type ComponentType, type ReactNode, use } from "react";
import type { RouteObject } from "react-router";
import { loadOtherPagesTexts } from "@/web/i18n";

/** What `preloadRoute` finds on a route: starts downloading its screen. */
export type RouteHandle = { preload: () => void };

type Settled<T> = Promise<T> & { status?: "fulfilled" | "rejected"; value?: T; reason?: unknown };

/**
 * The promise, marked as settled once it is (the fields React's `use` reads), so a screen whose
 * chunk is already downloaded renders at once. React.lazy suspends on its first render even then;
 * the spinner is committed, and React keeps a fallback on screen at least 300 ms before showing
 * what replaces it, which held every first page (the editor's requests with it) for 300 ms.
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

/** The screen `load` resolves to; suspends until it has. */
function RouteScreen({ load }: { load: () => Promise<ComponentType> }) {
  const Screen = use(load());
  return <Screen />;
}

/**
 * A route whose screen is its own chunk, fetched when the route is first visited: the first page
 * a visitor opens downloads the shell and that page, not the editor, PDF export or admin tools.
 * Its interface texts come with it; only the first pages (sign-in, dashboard...) make do with the
 * texts loaded before the app renders. `wrap` puts the screen inside a guard. Until the chunk is
 * in, the screen suspends (the nearest Suspense shows its fallback); a chunk that fails to
 * download throws to the nearest error boundary.
 */
export function page(
  load: () => Promise<ComponentType>,
  texts: "all" | "first-pages" = "all",
  wrap: (screen: ReactNode) => ReactNode = (screen) => screen,
): Pick<RouteObject, "element" | "handle"> {
  let loading: Settled<ComponentType> | undefined;
  const preload = () =>
    (loading ??= settled(
      Promise.all([load(), texts === "all" ? loadOtherPagesTexts() : null]).then(([Component]) => Component),
    ));
  const handle: RouteHandle = { preload: () => void preload().catch(() => undefined) };
  return { element: wrap(<RouteScreen load={preload} />), handle };
}
