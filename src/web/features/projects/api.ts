import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { blockListResponseSchema } from "@/shared/api/blocks";
import {
  activitiesResponseSchema,
  type CreateProjectRequest,
  nichesResponseSchema,
  projectDetailSchema,
  projectListResponseSchema,
  timelineResponseSchema,
  type UpdateProjectRequest,
} from "@/shared/api/projects";
import { apiRequest, apiSend } from "@/web/lib/api-client";

export const projectKeys = {
  all: ["projects"] as const,
  list: () => [...projectKeys.all, "list"] as const,
  detail: (id: string) => [...projectKeys.all, "detail", id] as const,
  blocks: (id: string) => [...projectKeys.all, "blocks", id] as const,
};
export const timelineKey = ["timeline"] as const;
export const activitiesKey = ["activities"] as const;
export const nichesKey = ["niches"] as const;

/**
 * Everything a project change can show up in: lists, the timeline, the feed (the server records
 * an activity for each change) and the niche list (a new project may use a new niche).
 */
export function invalidateProjectViews(queryClient: QueryClient) {
  return Promise.all(
    [projectKeys.all, timelineKey, activitiesKey, nichesKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** The user's own projects, newest updated first, with counts and creators (one request). */
export function useProjects({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => apiRequest("/api/projects", projectListResponseSchema, { signal }),
    select: (data) => data.projects,
    enabled,
  });
}

export function useProject(id: string) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/projects/${encodeURIComponent(id)}`, projectDetailSchema, { signal }),
  });
}

export function useProjectBlocks(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: projectKeys.blocks(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/projects/${encodeURIComponent(id)}/blocks`, blockListResponseSchema, { signal }),
    enabled,
  });
}

/** Public projects of everyone, newest updated first. */
export function useTimeline({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: timelineKey,
    queryFn: ({ signal }) => apiRequest("/api/timeline", timelineResponseSchema, { signal }),
    select: (data) => data.projects,
    enabled,
  });
}

export function useActivities() {
  return useQuery({
    queryKey: activitiesKey,
    queryFn: ({ signal }) => apiRequest("/api/activities", activitiesResponseSchema, { signal }),
    select: (data) => data.activities,
  });
}

/** The six default niches plus those used in the user's projects. */
export function useNiches({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: nichesKey,
    queryFn: ({ signal }) => apiRequest("/api/niches", nichesResponseSchema, { signal }),
    select: (data) => data.niches,
    enabled,
    staleTime: 60_000,
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProjectRequest) =>
      apiRequest("/api/projects", projectDetailSchema, { method: "POST", body: input }),
    onSuccess: () => invalidateProjectViews(queryClient),
  });
}

export function useDuplicateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sourceId, title }: { sourceId: string; title: string }) =>
      apiRequest(`/api/projects/${encodeURIComponent(sourceId)}/duplicate`, projectDetailSchema, {
        method: "POST",
        body: { title },
      }),
    onSuccess: () => invalidateProjectViews(queryClient),
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateProjectRequest }) =>
      apiRequest(`/api/projects/${encodeURIComponent(id)}`, projectDetailSchema, {
        method: "PATCH",
        body: changes,
      }),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      return invalidateProjectViews(queryClient);
    },
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/api/projects/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      return invalidateProjectViews(queryClient);
    },
  });
}
