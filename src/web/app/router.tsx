import { Suspense } from "react";
import { matchRoutes, type RouteObject, useRoutes } from "react-router";
import { FullScreenSpinner } from "./guards/FullScreenSpinner";
import { RedirectIfAuthed } from "./guards/RedirectIfAuthed";
import { RequireAdmin } from "./guards/RequireAdmin";
import { RequireAuth } from "./guards/RequireAuth";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { page, type RouteHandle } from "./route-page";
import { AppShell } from "./shell/AppShell";

/** Screens not built yet: 'Em Desenvolvimento', never a 404, since the links to them are real. */
const placeholderPaths = [
  "analytics",
  "assistant",
  "docs",
  "changelog",
  "terms",
  "privacy",
  "help",
  "contact",
];

// Declarative routes (`useRoutes`, no data router): the app has no loaders or actions, and the data
// router would add about 17 KB gzip to every page for them.
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        path: "auth",
        ...page(
          async () => (await import("@/web/features/auth/AuthPage")).AuthPage,
          "auth-pages",
          (screen) => <RedirectIfAuthed>{screen}</RedirectIfAuthed>,
        ),
      },
      // Reachable signed in or not: a reset link may be opened in any browser.
      {
        path: "forgot-password",
        ...page(
          async () => (await import("@/web/features/auth/ForgotPasswordPage")).ForgotPasswordPage,
          "auth-pages",
        ),
      },
      {
        path: "reset-password",
        ...page(
          async () => (await import("@/web/features/auth/ResetPasswordPage")).ResetPasswordPage,
          "auth-pages",
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // One layout route for the three editor URLs: EditorPage picks the new-project page
            // or the editor from the URL itself.
            ...page(async () => (await import("./EditorRoute")).EditorRoute),
            children: [
              { index: true, element: null },
              { path: "editor", element: null },
              { path: "project/:projectId", element: null },
            ],
          },
          {
            path: "dashboard",
            ...page(
              async () => (await import("@/web/features/dashboard/DashboardPage")).DashboardPage,
              "first-pages",
            ),
          },
          {
            path: "project/:projectId/prompter",
            ...page(async () => (await import("@/web/features/prompter/PrompterPage")).PrompterPage),
          },
          {
            path: "templates",
            ...page(async () => (await import("@/web/features/templates/TemplatesPage")).TemplatesPage),
          },
          {
            path: "timeline",
            ...page(async () => (await import("@/web/features/timeline/TimelinePage")).TimelinePage),
          },
          {
            path: "translation",
            ...page(async () => (await import("@/web/features/translation/TranslationPage")).TranslationPage),
          },
          {
            path: "settings",
            ...page(async () => (await import("@/web/features/settings/SettingsPage")).SettingsPage),
          },
          ...placeholderPaths.map((path) => ({
            path,
            ...page(
              async () =>
                (await import("@/web/features/placeholder/UnderDevelopmentPage")).UnderDevelopmentPage,
            ),
          })),
        ],
      },
      {
        // Admin role required: the tools change every user's data, so signing in is not enough.
        element: <RequireAdmin />,
        children: [
          { path: "admin", ...page(async () => (await import("@/web/features/admin/AdminPage")).AdminPage) },
          { path: "tools/cleanup", ...page(async () => (await import("./tool-pages")).CleanupToolPage) },
          { path: "tools/debug", ...page(async () => (await import("./tool-pages")).DebugToolPage) },
          { path: "tools/table-info", ...page(async () => (await import("./tool-pages")).TableInfoToolPage) },
          {
            path: "tools/cleanup-specific",
            ...page(async () => (await import("./tool-pages")).CleanupSpecificToolPage),
          },
          {
            path: "tools/direct-delete",
            ...page(async () => (await import("./tool-pages")).DirectDeleteToolPage),
          },
        ],
      },
      {
        path: "*",
        ...page(async () => (await import("@/web/features/not-found/NotFoundPage")).NotFoundPage),
      },
    ],
  },
];

/**
 * Starts downloading the screen of the page at `pathname` before anything renders: otherwise a
 * guarded page's chunk would only be asked for once the session check lets the page render.
 */
export function preloadRoute(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? [])
    (match.route.handle as RouteHandle | undefined)?.preload();
}

/**
 * Every route, inside the app's `AppRouter` (or a `MemoryRouter` in tests). The spinner shows while
 * the first page's chunk downloads; later navigations are transitions, so the current page stays
 * until the next one is ready. A page that throws shows the error screen until the next navigation.
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullScreenSpinner />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
