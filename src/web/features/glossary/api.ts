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

export const glossaryKey = (projectId: string | null) => ["glossary", projectId ?? "own"] as const;

export function useGlossary(projectId: string | null) {
  return useQuery({
    queryKey: glossaryKey(projectId),
    queryFn: ({ signal }) => apiRequest(listPath(projectId), glossaryListResponseSchema, { signal }),
    select: (data) => data.terms,
  });
}

export function useAddTerm(projectId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGlossaryTerm) =>
      apiRequest(listPath(projectId), glossaryTermSchema, { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: glossaryKey(projectId) }),
  });
}

export function useDeleteTerm(projectId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (termId: string) =>
      apiSend(`/api/glossary/${encodeURIComponent(termId)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: glossaryKey(projectId) }),
  });
}
