import { Suspense } from "react";
import { matchPath, Navigate, Outlet, useLocation } from "react-router";
import { useMe } from "@/web/features/auth/api";
import { loadOtherPagesTexts } from "@/web/i18n";
import { lazyComponent } from "@/web/lib/lazy-component";
import { FullScreenSpinner } from "./FullScreenSpinner";
import { SessionError } from "./SessionError";

// Only visitors opening a shared link need it: its own chunk.
const PublicProjectPage = lazyComponent(async () => {
  const [page] = await Promise.all([import("@/web/features/public-project"), loadOtherPagesTexts()]);
  return page.PublicProjectPage;
});

/** Protected routes: visitors go to /auth; a spinner shows until the first session check ends. */
export function RequireAuth() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <FullScreenSpinner />;
  if (me.isError) return <SessionError onRetry={() => me.refetch()} />;
  if (!me.data) {
    // A project's link works without an account: public projects are readable by anyone with it.
    const shared = matchPath("/project/:projectId", location.pathname);
    if (shared?.params.projectId)
      return (
        <Suspense fallback={<FullScreenSpinner />}>
          <PublicProjectPage projectId={shared.params.projectId} />
        </Suspense>
      );
    return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
