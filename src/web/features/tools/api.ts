import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  DELETE_ALL_CONFIRMATION,
  deleteAllResponseSchema,
  deletedIdsResponseSchema,
  tableColumnsResponseSchema,
  tablesResponseSchema,
  toolProjectSchema,
  toolProjectsResponseSchema,
} from "@/shared/api/admin";
import { invalidateProjectViews } from "@/web/features/projects";
import { apiRequest } from "@/web/lib/api-client";

export const toolKeys = {
  projects: ["tools", "projects"] as const,
  tables: ["tools", "tables"] as const,
  columns: (table: string) => ["tools", "tables", table] as const,
};

/** Every project of every user, for maintenance (asked for only when `enabled`). */
export function useToolProjects(enabled = true) {
  return useQuery({
    queryKey: toolKeys.projects,
    enabled,
    queryFn: ({ signal }) => apiRequest("/api/tools/projects", toolProjectsResponseSchema, { signal }),
    select: (data) => data.projects,
  });
}

export function useTables() {
  return useQuery({
    queryKey: toolKeys.tables,
    queryFn: ({ signal }) => apiRequest("/api/tools/tables", tablesResponseSchema, { signal }),
    select: (data) => data.tables,
  });
}

export function useTableColumns(table: string | null) {
  return useQuery({
    queryKey: toolKeys.columns(table ?? ""),
    queryFn: ({ signal }) =>
      apiRequest(`/api/tools/tables/${encodeURIComponent(table ?? "")}/columns`, tableColumnsResponseSchema, {
        signal,
      }),
    enabled: Boolean(table),
  });
}

/** Tools change projects behind the user's back: refresh the tools list and every project view. */
function useInvalidateAfterTool() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: toolKeys.projects }),
      invalidateProjectViews(queryClient),
    ]);
}

export function useToolDeleteProject() {
  const invalidate = useInvalidateAfterTool();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/tools/projects/${encodeURIComponent(id)}`, deletedIdsResponseSchema, {
        method: "DELETE",
      }),
    onSuccess: invalidate,
  });
}

export function useForceDelete() {
  const invalidate = useInvalidateAfterTool();
  return useMutation({
    mutationFn: (projectIds: string[]) =>
      apiRequest("/api/tools/force-delete", deletedIdsResponseSchema, {
        method: "POST",
        body: { projectIds },
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteAll() {
  const invalidate = useInvalidateAfterTool();
  return useMutation({
    mutationFn: () =>
      apiRequest("/api/tools/delete-all", deleteAllResponseSchema, {
        method: "POST",
        body: { confirmation: DELETE_ALL_CONFIRMATION },
      }),
    onSuccess: invalidate,
  });
}

export function useMarkDeleted() {
  const invalidate = useInvalidateAfterTool();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/tools/projects/${encodeURIComponent(id)}/mark-deleted`, toolProjectSchema, {
        method: "POST",
      }),
    onSuccess: invalidate,
  });
}

/** Ids typed one per line or separated by commas (or spaces); blanks and repeats dropped. */
export function parseProjectIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}
