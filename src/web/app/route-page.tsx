import type { ComponentType, ReactNode } from "react";
import type { RouteObject } from "react-router";
import { loadAuthTexts, loadOtherPagesTexts } from "@/web/i18n";
import { lazyComponent } from "@/web/lib/lazy-component";

/** What `preloadRoute` finds on a route: starts downloading its screen. */
export type RouteHandle = { preload: () => void };

/** The interface texts a screen needs beyond those loaded before the app renders. */
const loadTexts = { all: loadOtherPagesTexts, "auth-pages": loadAuthTexts, "first-pages": () => null };

/**
 * A route whose screen is its own chunk, fetched when the route is first visited: the first page
 * a visitor opens downloads the shell and that page, not the editor, PDF export or admin tools.
 * Its interface texts come with it: the dashboard makes do with the texts loaded before the app
 * renders, the sign-in and password screens add their own, the others load the rest. `wrap` puts
 * the screen inside a guard.
 */

export function page(
  load: () => Promise<ComponentType>,
  texts: keyof typeof loadTexts = "all",
  wrap: (screen: ReactNode) => ReactNode = (screen) => screen,
): Pick<RouteObject, "element" | "handle"> {
  const Screen = lazyComponent(() =>
    Promise.all([load(), loadTexts[texts]()]).then(([Component]) => Component),
  );
  const handle: RouteHandle = { preload: Screen.preload };
  return { element: wrap(<Screen />), handle };
}
