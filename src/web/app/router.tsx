import { createBrowserRouter, type RouteObject } from "react-router";
import { AdminPage } from "@/web/features/admin/AdminPage";
import { AuthPage } from "@/web/features/auth/AuthPage";
import { DashboardPage } from "@/web/features/dashboard/DashboardPage";
import { EditorPage } from "@/web/features/editor/EditorPage";
import { NotFoundPage } from "@/web/features/not-found/NotFoundPage";
import { UnderDevelopmentPage } from "@/web/features/placeholder/UnderDevelopmentPage";
import { SettingsPage } from "@/web/features/settings/SettingsPage";
import { TimelinePage } from "@/web/features/timeline/TimelinePage";
import { CleanupSpecificToolPage } from "@/web/features/tools/CleanupSpecificToolPage";
import { CleanupToolPage } from "@/web/features/tools/CleanupToolPage";
import { DebugToolPage } from "@/web/features/tools/DebugToolPage";
import { DirectDeleteToolPage } from "@/web/features/tools/DirectDeleteToolPage";
import { TableInfoToolPage } from "@/web/features/tools/TableInfoToolPage";
import { RedirectIfAuthed } from "./guards/RedirectIfAuthed";
import { RequireAdmin } from "./guards/RequireAdmin";
import { RequireAuth } from "./guards/RequireAuth";
import { RouteError } from "./RouteError";
import { AppShell } from "./shell/AppShell";

/** Screens not specified yet: 'Em Desenvolvimento', never a 404 (DESIGN decision 8). */
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
    children: [
      {
        path: "auth",
        element: (
          <RedirectIfAuthed>
            <AuthPage />
          </RedirectIfAuthed>
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // One layout route for the three editor URLs, so / becoming /project/{id} after the
            // first save keeps the same mounted editor (EditorPage follows the URL itself).
            element: <EditorPage />,
            children: [
              { index: true, element: null },
              { path: "editor", element: null },
              { path: "project/:projectId", element: null },
            ],
          },
          { path: "dashboard", element: <DashboardPage /> },
          { path: "timeline", element: <TimelinePage /> },
          { path: "settings", element: <SettingsPage /> },
          ...placeholderPaths.map((path) => ({ path, element: <UnderDevelopmentPage /> })),
        ],
      },
      {
        // Admin role required (DESIGN decision 1: the spec guarded the tools by login only).
        element: <RequireAdmin />,
        children: [
          { path: "admin", element: <AdminPage /> },
          { path: "tools/cleanup", element: <CleanupToolPage /> },
          { path: "tools/debug", element: <DebugToolPage /> },
          { path: "tools/table-info", element: <TableInfoToolPage /> },
          { path: "tools/cleanup-specific", element: <CleanupSpecificToolPage /> },
          { path: "tools/direct-delete", element: <DirectDeleteToolPage /> },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
