import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AiAction } from "@/shared/ai-actions";
import { type AiActionRequest, aiActionResponseSchema, aiStatusResponseSchema } from "@/shared/api/ai";
import { healthResponseSchema } from "@/shared/api/health";
import { type TranslateRequest, translateResponseSchema } from "@/shared/api/translate";
import { projectKeys, setProjectBlocks } from "@/web/features/projects";
import { apiRequest } from "@/web/lib/api-client";
import { type Progress, postWithProgress } from "@/web/lib/event-stream";

export const aiKeys = { status: ["ai", "status"] as const, health: ["ai", "health"] as const };

/** Whether the server has an AI provider and which models it uses. It changes only on a restart. */
export function useAiStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: aiKeys.status,
    queryFn: ({ signal }) => apiRequest("/api/ai/status", aiStatusResponseSchema, { signal }),
    staleTime: 30 * 60_000,
    enabled,
  });
}

/**
 * The provider's state as the server last saw it ("unreachable" for a while after a job could
 * not reach it). Asked again at most every 10 s: the server never calls the provider for it.
 */
export function useProviderHealth({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: aiKeys.health,
    queryFn: ({ signal }) => apiRequest("/api/health", healthResponseSchema, { signal }),
    staleTime: 10_000,
    enabled,
  });
}

export function runAiAction(action: AiAction, body: AiActionRequest) {
  return apiRequest(`/api/ai/${action}`, aiActionResponseSchema, {
    method: "POST",
    body,
  });
}

/** One toolbar action; each call of `mutate` is independent, so several may run at once. */
export function useAiAction() {
  return useMutation({
    mutationFn: ({ action, body }: { action: AiAction; body: AiActionRequest }) => runAiAction(action, body),
  });
}

export function translateProject(
  projectId: string,
  body: TranslateRequest,
  onProgress: (progress: Progress) => void,
  onJob?: (url: string) => void,
) {
  return postWithProgress(
    `/api/projects/${encodeURIComponent(projectId)}/translate`,
    body,
    translateResponseSchema,
    onProgress,
    { onJob },
  );
}

/**
 * Translates and saves every block on the server, streaming progress. On success the cached block
 * list takes the answer (new version included), and the project detail (has_translation) refetches.
 */
export function useTranslateProject(
  projectId: string,
  onProgress: (progress: Progress) => void,
  onJob?: (url: string) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TranslateRequest) => translateProject(projectId, body, onProgress, onJob),
    onSuccess: (response) => {
      setProjectBlocks(queryClient, projectId, response);
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
    },
  });
}
