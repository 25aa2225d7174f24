import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useMe } from "@/web/features/auth/api";
import { FullScreenSpinner } from "./FullScreenSpinner";

/** /auth is for visitors; a signed-in user lands on the dashboard instead. */
export function RedirectIfAuthed({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <FullScreenSpinner />;
  if (me.data) return <Navigate to="/dashboard" replace />;
  // On a failed check still show the form: signing in is the way out.
  return children;
}
