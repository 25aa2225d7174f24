import { useQuery } from "@tanstack/react-query";
import { type AnalyzeResponse, analyzeResponseSchema } from "@/shared/api/analyze";
import { type BlockInput, type BlockListResponse, blockListResponseSchema } from "@/shared/api/blocks";
import { type ProjectDetail, projectDetailSchema } from "@/shared/api/projects";
import { projectKeys } from "@/web/features/projects/api";
import { ApiError, apiRequest } from "@/web/lib/api-client";
import { type Progress, postWithProgress } from "@/web/lib/event-stream";
import type { SaveErrorKind } from "./save-controller";

const projectPath = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

export function fetchBlocks(projectId: string, signal?: AbortSignal): Promise<BlockListResponse> {
  return apiRequest(`${projectPath(projectId)}/blocks`, blockListResponseSchema, { signal });
}

export function putBlocks(projectId: string, baseVersion: number, blocks: BlockInput[]) {
  return apiRequest(`${projectPath(projectId)}/blocks`, blockListResponseSchema, {
    method: "PUT",
    body: { baseVersion, blocks },
  });
}

/** The spec's defaults for a project created by its first save. */
export const NEW_PROJECT_TITLE = "Projeto sem título";
export const NEW_PROJECT_NICHE = "general";

export function createUntitledProject(): Promise<ProjectDetail> {
  return apiRequest("/api/projects", projectDetailSchema, {
    method: "POST",
    body: { title: NEW_PROJECT_TITLE, niche: NEW_PROJECT_NICHE },
  });
}

/** Splits and types a text, streaming `done / total` progress. */
export function analyzeText(text: string, onProgress: (p: Progress) => void): Promise<AnalyzeResponse> {
  return postWithProgress("/api/analyze", { text }, analyzeResponseSchema, onProgress);
}

/** How the save loop treats a failed save. */
export function classifySaveError(error: unknown): SaveErrorKind {
  if (!(error instanceof ApiError)) return "retry";
  if (error.status === 409) return "conflict";
  if (error.status === 0 || error.status === 429 || error.status >= 500) return "retry";
  return "fatal";
}

/** GET /api/projects/:id for the open project (shares its cache entry with the projects feature). */
export function useProjectDetail(id: string | null) {
  return useQuery({
    queryKey: projectKeys.detail(id ?? ""),
    queryFn: ({ signal }) => apiRequest(projectPath(id ?? ""), projectDetailSchema, { signal }),
    enabled: Boolean(id),
  });
}
