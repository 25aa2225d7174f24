import { useTranslation } from "react-i18next";
import { Navigate, Outlet } from "react-router";
import { useMe } from "@/web/features/auth/api";
import { FullScreenSpinner } from "./FullScreenSpinner";

/**
 * Admin pages: no user goes to /auth, a non-admin to /dashboard. The server enforces the role on
 * every admin call as well; this guard only keeps people off pages they cannot use.
 */
export function RequireAdmin() {
  const me = useMe();
  const { t } = useTranslation();
  if (me.isPending) return <FullScreenSpinner message={t("checkingPermissions")} />;
  // A failed lookup counts as "not admin" (failing closed), but without a user we cannot say who they are.
  if (me.isError) return <Navigate to="/dashboard" replace />;
  if (!me.data) return <Navigate to="/auth" replace />;
  if (!me.data.isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
