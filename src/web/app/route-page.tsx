import type { ComponentType, ReactNode } from "react";
import type { RouteObject } from "react-router";
import { loadOtherPagesTexts } from "@/web/i18n";
import { lazyComponent } from "@/web/lib/lazy-component";

/** What `preloadRoute` finds on a route: starts downloading its screen. */
export type RouteHandle = { preload: () => void };

/**
 * A route whose screen is its own chunk, fetched when the route is first visited: the first page
 * a visitor opens downloads the shell and that page, not the editor, PDF export or admin tools.
 * Its interface texts come with it; only the first pages (sign-in, dashboard...) make do with the
 * texts loaded before the app renders. `wrap` puts the screen inside a guard.
 */
export function page(
  load: () => Promise<ComponentType>,
  texts: "all" | "first-pages" = "all",
  wrap: (screen: ReactNode) => ReactNode = (screen) => screen,
): Pick<RouteObject, "element" | "handle"> {
  const Screen = lazyComponent(() =>
    Promise.all([load(), texts === "all" ? loadOtherPagesTexts() : null]).then(([Component]) => Component),
  );
  const handle: RouteHandle = { preload: Screen.preload };
  return { element: wrap(<Screen />), handle };
}
