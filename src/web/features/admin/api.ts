import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AdminUser,
  adminSqlResponseSchema,
  adminUserSchema,
  adminUsersResponseSchema,
} from "@/shared/api/admin";
import type { Role } from "@/shared/api/me";
import { meQueryKey } from "@/web/features/auth";
import { apiRequest } from "@/web/lib/api-client";

export const adminKeys = {
  sql: ["admin", "sql"] as const,
  users: ["admin", "users"] as const,
};

export function useSqlScripts() {
  return useQuery({
    queryKey: adminKeys.sql,
    queryFn: ({ signal }) => apiRequest("/api/admin/sql", adminSqlResponseSchema, { signal }),
    select: (data) => data.scripts,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAdminUsers() {
  return useQuery({
    queryKey: adminKeys.users,
    queryFn: ({ signal }) => apiRequest("/api/admin/users", adminUsersResponseSchema, { signal }),
    select: (data) => data.users,
  });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, adminUserSchema, {
        method: "PATCH",
        body: { role },
      }),
    onSuccess: (user) => {
      queryClient.setQueryData(adminKeys.users, (old: { users: AdminUser[] } | undefined) =>
        old ? { users: old.users.map((u) => (u.id === user.id ? user : u)) } : old,
      );
      // The admin may have changed their own role; the guards read it from /api/me.
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
