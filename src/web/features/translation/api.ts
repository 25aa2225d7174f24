import { useQuery } from "@tanstack/react-query";
import { memoryResponseSchema, translationOverviewSchema } from "@/shared/api/translation-memory";
import { apiRequest } from "@/web/lib/api-client";

export const translationKeys = {
  all: ["translation"] as const,
  overview: () => [...translationKeys.all, "overview"] as const,
  memory: (language: string, text: string) => [...translationKeys.all, "memory", language, text] as const,
};

/** The writer's translated projects with their counts per language, and the memory's size. */
export function useTranslationOverview() {
  return useQuery({
    queryKey: translationKeys.overview(),
    queryFn: ({ signal }) => apiRequest("/api/translation-overview", translationOverviewSchema, { signal }),
  });
}

/** Earlier translations of originals like `text` (nothing is asked while `text` is blank). */
export function useMemoryMatches(language: string | null, text: string) {
  const source = text.trim();
  return useQuery({
    queryKey: translationKeys.memory(language ?? "", source),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/translation-memory?language=${encodeURIComponent(language ?? "")}&text=${encodeURIComponent(source)}`,
        memoryResponseSchema,
        { signal },
      ),
    select: (data) => data.matches,
    enabled: Boolean(language) && source.length > 0,
    staleTime: 30_000,
  });
}

/** The editor, showing only the blocks whose translation into `language` is not reviewed yet. */
export const leftToDoPath = (projectId: string, language: string) =>
  `/project/${encodeURIComponent(projectId)}?language=${encodeURIComponent(language)}&show=left`;
