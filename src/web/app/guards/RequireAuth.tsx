import { Navigate, Outlet, useLocation } from "react-router";
import { useMe } from "@/web/features/auth/api";
import { FullScreenSpinner } from "./FullScreenSpinner";
import { SessionError } from "./SessionError";

/** Protected routes: visitors go to /auth; a spinner shows until the first session check ends. */
export function RequireAuth() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <FullScreenSpinner />;
  if (me.isError) return <SessionError onRetry={() => me.refetch()} />;
  if (!me.data) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
