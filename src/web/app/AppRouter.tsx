import { type ReactNode, startTransition, useLayoutEffect, useState } from "react";
import { Router } from "react-router";
import { appHistory } from "@/web/lib/browser-history";

/**
 * React Router in declarative mode over the app's history (which can hold a navigation back):
 * what `<BrowserRouter>` does. Navigations are transitions, so the current page stays until the
 * next one is ready.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const history = appHistory();
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
