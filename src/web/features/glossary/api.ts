import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CreateGlossaryTerm,
  glossaryListResponseSchema,
  glossaryTermSchema,
} from "@/shared/api/glossary";
import { apiRequest, apiSend } from "@/web/lib/api-client";

/** The user's own glossary (projectId null) or one project's. */
const listPath = (projectId: string | null) =>
  projectId ? `/api/projects/${encodeURIComponent(projectId)}/glossary` : "/api/glossary";

/** Every glossary query starts with this key, so one change refreshes them all. */
const ALL = ["glossary"] as const;
export const glossaryKey = (projectId: string | null) => [...ALL, projectId ?? "own"] as const;
const applicableKey = (projectId: string | null) => [...glossaryKey(projectId), "applicable"] as const;

export function useGlossary(projectId: string | null) {
  return useQuery({
    queryKey: glossaryKey(projectId),
    queryFn: ({ signal }) => apiRequest(listPath(projectId), glossaryListResponseSchema, { signal }),
    select: (data) => data.terms,
  });
}

/**
 * The terms a translation of the project keeps (the project's, then the owner's own); for a
 * project not saved yet, the writer's own. Every block's marker reads it, so it is fetched once
 * and refreshed when a term changes, not each time a row mounts.
 */
export function useApplicableTerms(projectId: string | null) {
  return useQuery({
    queryKey: applicableKey(projectId),
    queryFn: ({ signal }) =>
      apiRequest(
        projectId ? `${listPath(projectId)}/applicable` : listPath(null),
        glossaryListResponseSchema,
        { signal },
      ),
    select: (data) => data.terms,
    staleTime: 5 * 60_000,
  });
}

export function useAddTerm(projectId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGlossaryTerm) =>
      apiRequest(listPath(projectId), glossaryTermSchema, { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useUpdateTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CreateGlossaryTerm }) =>
      apiRequest(`/api/glossary/${encodeURIComponent(id)}`, glossaryTermSchema, {
        method: "PATCH",
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useDeleteTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (termId: string) =>
      apiSend(`/api/glossary/${encodeURIComponent(termId)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}
