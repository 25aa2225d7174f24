import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { searchResponseSchema } from "@/shared/api/search";
import { apiRequest } from "@/web/lib/api-client";

export const searchKeys = {
  all: ["search"] as const,
  query: (q: string) => [...searchKeys.all, q] as const,
};

/** Blocks of every readable project that match `q` (nothing is asked while `q` is blank). */
export function useSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: searchKeys.query(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/search?q=${encodeURIComponent(query)}`, searchResponseSchema, { signal }),
    select: (data) => data.results,
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** Where a result opens: the project, scrolled to the block and the text that matched. */
export const resultPath = (r: { projectId: string; blockId: string; field: string }) =>
  `/project/${encodeURIComponent(r.projectId)}?block=${encodeURIComponent(r.blockId)}&field=${r.field}`;
