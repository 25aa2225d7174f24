import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { blockListResponseSchema } from "@/shared/api/blocks";
import { PAGE_SIZE_DEFAULT } from "@/shared/api/paging";
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
  list: (niche?: string) => [...projectKeys.all, "list", niche ?? null] as const,
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

/** `/api/x?limit=…&cursor=…&…`: the query string of one page of a paged list. */
function pageUrl(path: string, cursor: string | null, params: Record<string, string | undefined> = {}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  if (cursor) query.set("cursor", cursor);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The items of every page loaded so far, in order. */
function flatten<K extends string, T>(data: InfiniteData<Record<K, T[]>>, key: K): T[] {
  return data.pages.flatMap((page) => page[key]);
}

const nextPageParam = (page: { nextCursor: string | null }) => page.nextCursor;

/**
 * The user's own projects, latest updated first, a page at a time (with counts and creators);
 * `fetchNextPage` loads the next one. A niche filters on the server so paging stays exact.
 */
export function useProjects({ enabled = true, niche }: { enabled?: boolean; niche?: string } = {}) {
  return useInfiniteQuery({
    queryKey: projectKeys.list(niche),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(pageUrl("/api/projects", pageParam, { niche }), projectListResponseSchema, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageParam,
    select: (data) => flatten(data, "projects"),
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

/** Public projects of everyone, latest updated first, a page at a time. */
export function useTimeline({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: timelineKey,
    queryFn: ({ signal, pageParam }) =>
      apiRequest(pageUrl("/api/timeline", pageParam), timelineResponseSchema, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageParam,
    select: (data) => flatten(data, "projects"),
    enabled,
  });
}

/** Activities the viewer may see, newest first, `pageSize` at a time. */
export function useActivities({ pageSize = PAGE_SIZE_DEFAULT }: { pageSize?: number } = {}) {
  return useInfiniteQuery({
    queryKey: activitiesKey,
    queryFn: ({ signal, pageParam }) =>
      apiRequest(
        pageUrl("/api/activities", pageParam, { limit: String(pageSize) }),
        activitiesResponseSchema,
        {
          signal,
        },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageParam,
    select: (data) => flatten(data, "activities"),
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
