import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { blockListResponseSchema } from "@/shared/api/blocks";
import { versionBlocksResponseSchema, versionListResponseSchema } from "@/shared/api/versions";
import { apiRequest } from "@/web/lib/api-client";

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/versions`;

export const historyKeys = {
  list: (projectId: string) => ["projects", projectId, "versions"] as const,
  version: (projectId: string, version: number) => ["projects", projectId, "versions", version] as const,
};

/** The project's history, newest first, a page at a time. */
export function useVersions(projectId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: historyKeys.list(projectId),
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `${base(projectId)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
        versionListResponseSchema,
        {
          signal,
        },
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useVersionBlocks(projectId: string, version: number | null) {
  return useQuery({
    queryKey: historyKeys.version(projectId, version ?? 0),
    enabled: version !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      apiRequest(`${base(projectId)}/${version}`, versionBlocksResponseSchema, { signal }),
  });
}

export function restoreVersion(projectId: string, version: number, baseVersion: number) {
  return apiRequest(`${base(projectId)}/${version}/restore`, blockListResponseSchema, {
    method: "POST",
    body: { baseVersion },
  });
}
