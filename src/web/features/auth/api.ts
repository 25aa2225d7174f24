import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Me, UpdateMeRequest } from "@/shared/api/me";
import { ApiError, apiRequest, apiSend } from "@/web/lib/api-client";
import type { SignInValues, SignUpValues } from "./auth-schemas";

// Every page asks who is signed in: the schemas (and zod) load alongside that request.
const meSchema = async () => (await import("@/shared/api/me")).meResponseSchema;
const passwordResetStatusSchema = async () => (await import("@/shared/api/auth")).passwordResetStatusSchema;

export const meQueryKey = ["me"] as const;

/** The signed-in user, or null for a visitor (401 is an answer here, not an error). */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await apiRequest("/api/me", meSchema, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    // The session only changes through the mutations below, which update this cache themselves.
    staleTime: 5 * 60_000,
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SignInValues) =>
      apiSend("/api/auth/sign-in/email", {
        method: "POST",
        body: values,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SignUpValues) =>
      apiSend("/api/auth/sign-up/email", {
        method: "POST",
        body: values,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend("/api/auth/sign-out", { method: "POST", body: {} }),
    onSuccess: () => {
      // Forget everything the previous user could see before anyone else uses this tab.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}

/** Saves the user's own display name and avatar (PATCH /api/me) and refreshes the session user. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateMeRequest) =>
      apiRequest("/api/me", meSchema, {
        method: "PATCH",
        body: changes,
      }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

/** Whether a reset link is e-mailed or handed out by an administrator (no SMTP on the server). */
export function usePasswordResetDelivery() {
  return useQuery({
    queryKey: ["password-reset-delivery"],
    queryFn: ({ signal }) => apiRequest("/api/password-reset", passwordResetStatusSchema, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiSend("/api/auth/request-password-reset", { method: "POST", body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (values: { token: string; newPassword: string }) =>
      apiSend("/api/auth/reset-password", { method: "POST", body: values }),
  });
}

/** Changes the signed-in user's password; other devices are signed out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (values: { currentPassword: string; newPassword: string }) =>
      apiSend("/api/auth/change-password", {
        method: "POST",
        body: { ...values, revokeOtherSessions: true },
      }),
  });
}
