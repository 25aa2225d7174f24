import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type Comment,
  commentListResponseSchema,
  commentSchema,
  mentionSuggestionsResponseSchema,
} from "@/shared/api/comments";
import { MENTION_SUGGESTIONS } from "@/shared/mentions";
import { activitiesKey } from "@/web/features/projects";
import { i18n } from "@/web/i18n";
import { apiRequest } from "@/web/lib/api-client";

export const commentKeys = {
  all: ["comments"] as const,
  list: (projectId: string) => [...commentKeys.all, projectId] as const,
  mentions: (query: string, exclude: string | null) => ["mentions", query, exclude] as const,
};

const commentsPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/comments`;

/**
 * The project's comments, newest first. Comments by others arrive through the project's live
 * event stream (useProjectLive writes them into this cache), so nothing polls.
 */
export function useComments(projectId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: commentKeys.list(projectId ?? ""),
    queryFn: ({ signal }) => apiRequest(commentsPath(projectId!), commentListResponseSchema, { signal }),
    select: (data) => data.comments,
    enabled: enabled && Boolean(projectId),
  });
}

export function usePostComment(projectId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => {
      if (!projectId) throw new Error(i18n.t("collab:comments.saveFirst"));
      return apiRequest(commentsPath(projectId), commentSchema, { method: "POST", body: { content } });
    },
    onSuccess: (comment: Comment) => {
      // Show it at once; the refetch then brings anything others posted meanwhile.
      queryClient.setQueryData<{ comments: Comment[] }>(commentKeys.list(comment.projectId), (data) =>
        data ? { comments: [comment, ...data.comments.filter((c) => c.id !== comment.id)] } : data,
      );
      void queryClient.invalidateQueries({ queryKey: commentKeys.list(comment.projectId) });
      // Posting records a 'commented' activity.
      void queryClient.invalidateQueries({ queryKey: activitiesKey });
    },
  });
}

/** Own and public projects whose title contains the query (at most 5), for the mention picker. */
export function useMentionSuggestions(query: string, exclude: string | null, enabled: boolean) {
  return useQuery({
    queryKey: commentKeys.mentions(query, exclude),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q: query });
      if (exclude) params.set("exclude", exclude);
      return apiRequest(`/api/mentions?${params}`, mentionSuggestionsResponseSchema, { signal });
    },
    select: (data) => data.projects.slice(0, MENTION_SUGGESTIONS),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
