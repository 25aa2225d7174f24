import {
  type InfiniteData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { BlockListResponse } from "@/shared/api/blocks";
import type { CreateProjectRequest, UpdateProjectRequest } from "@/shared/api/projects";
import { PAGE_SIZE_DEFAULT } from "@/shared/limits";
import { apiRequest, apiSend } from "@/web/lib/api-client";

type Schemas = typeof import("./schemas");

/** A response schema imported with the first request: zod stays out of the dashboard's first paint. */
const schema =
  <K extends keyof Schemas>(name: K) =>
  async (): Promise<Schemas[K]> =>
    (await import("./schemas"))[name];

export const projectKeys = {
  all: ["projects"] as const,
  list: (niche?: string) => [...projectKeys.all, "list", niche ?? null] as const,
  detail: (id: string) => [...projectKeys.all, "detail", id] as const,
  /** The project's block list as the server last answered it: `{version, blocks}`. */
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
  return Promise.all([
    // An open editor keeps its block list current through its saves and live events; refetching
    // thousands of blocks because the title changed would only cost time.
    queryClient.invalidateQueries({
      queryKey: projectKeys.all,
      predicate: (query) => !isBlocksKey(query.queryKey),
    }),
    ...[timelineKey, activitiesKey, nichesKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

const isBlocksKey = (key: readonly unknown[]) => key[0] === projectKeys.all[0] && key[1] === "blocks";

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
      apiRequest(pageUrl("/api/projects", pageParam, { niche }), schema("projectListResponseSchema"), {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageParam,
    select: (data) => flatten(data, "projects"),
    enabled,
  });
}

/**
 * GET /api/projects/:id: the project's details and what the viewer may do with it.
 * `refetchOnMount: false` follows a copy someone fetched just before (it still fetches when the
 * cache holds none; invalidations still refetch it).
 */
export function useProject(id: string | null, { refetchOnMount = true }: { refetchOnMount?: boolean } = {}) {
  return useQuery({
    queryKey: projectKeys.detail(id ?? ""),
    queryFn: ({ signal }) =>
      apiRequest(`/api/projects/${encodeURIComponent(id ?? "")}`, schema("projectDetailSchema"), { signal }),
    enabled: Boolean(id),
    refetchOnMount,
  });
}

/** Of two answers about one block list, the later version (a slow fetch never undoes a save). */
const newer = (cached: BlockListResponse | undefined, incoming: BlockListResponse) =>
  cached && cached.version > incoming.version ? cached : incoming;

/**
 * A project's blocks, the browser's one copy of what the server holds. Saves, live updates,
 * translations and restores all write here (through setProjectBlocks), and the editor follows it.
 */
export const projectBlocksQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.blocks(id),
    queryFn: async ({ signal, client }) => {
      const fresh = await apiRequest(
        `/api/projects/${encodeURIComponent(id)}/blocks`,
        schema("blockListResponseSchema"),
        {
          signal,
        },
      );
      // A save may have answered with a later version while this request was on its way.
      return newer(client.getQueryData(projectKeys.blocks(id)), fresh);
    },
  });

/** Reads a project's blocks; `fetch: false` follows the cache without ever fetching. */
export function useProjectBlocks(id: string | null, { fetch = true }: { fetch?: boolean } = {}) {
  return useQuery({ ...projectBlocksQuery(id ?? ""), enabled: fetch && Boolean(id) });
}

/** Fetches a project's blocks from the server now; resolves with the newest list the cache holds. */
export function refreshProjectBlocks(queryClient: QueryClient, id: string) {
  return queryClient.fetchQuery({ ...projectBlocksQuery(id), staleTime: 0 });
}

/** Puts a list the server answered (a save, a translation, a restore) in the cache, unless it holds a later one. */
export function setProjectBlocks(queryClient: QueryClient, id: string, list: BlockListResponse) {
  queryClient.setQueryData<BlockListResponse>(projectKeys.blocks(id), (cached) =>
    newer(cached, { version: list.version, blocks: list.blocks }),
  );
}

/** Public projects of everyone, latest updated first, a page at a time. */
export function useTimeline({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: timelineKey,
    queryFn: ({ signal, pageParam }) =>
      apiRequest(pageUrl("/api/timeline", pageParam), schema("timelineResponseSchema"), { signal }),
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
        schema("activitiesResponseSchema"),
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
    queryFn: ({ signal }) => apiRequest("/api/niches", schema("nichesResponseSchema"), { signal }),
    select: (data) => data.niches,
    enabled,
    staleTime: 60_000,
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProjectRequest) =>
      apiRequest("/api/projects", schema("projectDetailSchema"), { method: "POST", body: input }),
    onSuccess: () => invalidateProjectViews(queryClient),
  });
}

export function useDuplicateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sourceId, title }: { sourceId: string; title: string }) =>
      apiRequest(`/api/projects/${encodeURIComponent(sourceId)}/duplicate`, schema("projectDetailSchema"), {
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
      apiRequest(`/api/projects/${encodeURIComponent(id)}`, schema("projectDetailSchema"), {
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
