import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { loadOtherPagesTexts } from "@/web/i18n";
import { FullScreenSpinner } from "./guards/FullScreenSpinner";
import { RedirectIfAuthed } from "./guards/RedirectIfAuthed";
import { RequireAdmin } from "./guards/RequireAdmin";
import { RequireAuth } from "./guards/RequireAuth";
import { RouteError } from "./RouteError";
import { AppShell } from "./shell/AppShell";

/**
 * A route whose screen is its own chunk, fetched when the route is first visited: the first page
 * a visitor opens downloads the shell and that page, not the editor, PDF export or admin tools.
 * Its interface texts come with it; only the first pages (sign-in, dashboard...) make do with the
 * texts loaded before the app renders.
 */
function page(
  load: () => Promise<ComponentType>,
  texts: "all" | "first-pages" = "all",
): Pick<RouteObject, "lazy"> {
  return {
    lazy: async () => {
      const [Component] = await Promise.all([load(), texts === "all" ? loadOtherPagesTexts() : null]);
      return { Component };
    },
  };
}

/** Screens not built yet: 'Em Desenvolvimento', never a 404, since the links to them are real. */
const placeholderPaths = [
  "analytics",
  "assistant",
  "templates",
  "translation",
  "docs",
  "changelog",
  "terms",
  "privacy",
  "help",
  "contact",
];

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    // While the first page's chunk downloads.
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        path: "auth",
        lazy: async () => {
          const { AuthPage } = await import("@/web/features/auth/AuthPage");
          return {
            element: (
              <RedirectIfAuthed>
                <AuthPage />
              </RedirectIfAuthed>
            ),
          };
        },
      },
      // Reachable signed in or not: a reset link may be opened in any browser.
      {
        path: "forgot-password",
        ...page(
          async () => (await import("@/web/features/auth/ForgotPasswordPage")).ForgotPasswordPage,
          "first-pages",
        ),
      },
      {
        path: "reset-password",
        ...page(
          async () => (await import("@/web/features/auth/ResetPasswordPage")).ResetPasswordPage,
          "first-pages",
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // One layout route for the three editor URLs, so / becoming /project/{id} after the
            // first save keeps the same mounted editor (EditorPage follows the URL itself).
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
            path: "timeline",
            ...page(async () => (await import("@/web/features/timeline/TimelinePage")).TimelinePage),
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

export function createRouter() {
  return createBrowserRouter(routes);
}
