import { type AnalyzeResponse, analyzeResponseSchema } from "@/shared/api/analyze";
import {
  type BlockConflict,
  type BlockInput,
  blockConflictSchema,
  patchBlocksResponseSchema,
} from "@/shared/api/blocks";
import { type ProjectDetail, projectDetailSchema } from "@/shared/api/projects";
import { i18n } from "@/web/i18n";
import { ApiError, apiRequest } from "@/web/lib/api-client";
import { type Progress, postWithProgress } from "@/web/lib/event-stream";
import type { SaveErrorKind } from "./save-controller";

const projectPath = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

/** Saves only what changed since `baseVersion` (merged by the server when nothing collides). */
export function patchBlocks(
  projectId: string,
  baseVersion: number,
  delta: { upsert: BlockInput[]; remove: string[]; order?: string[] },
  label?: string,
) {
  return apiRequest(`${projectPath(projectId)}/blocks`, patchBlocksResponseSchema, {
    method: "PATCH",
    body: { baseVersion, ...delta, ...(label ? { label } : {}) },
  });
}

/** The blocks both writers changed, from a 409 of PATCH (empty when the order collided). */
export function conflictsOf(error: unknown): BlockConflict[] {
  if (!(error instanceof ApiError)) return [];
  const details = error.details as { conflicts?: unknown } | undefined;
  const parsed = blockConflictSchema.array().safeParse(details?.conflicts);
  return parsed.success ? parsed.data : [];
}

/** Defaults for a project created by its first save (the writer renames it later). */
export const NEW_PROJECT_NICHE = "general";

/** `title` defaults to the untitled title in the writer's language ('Projeto sem título'). */
export function createUntitledProject(title = i18n.t("editor:header.untitled")): Promise<ProjectDetail> {
  return apiRequest("/api/projects", projectDetailSchema, {
    method: "POST",
    body: { title, niche: NEW_PROJECT_NICHE },
  });
}

/** Splits and types a text, streaming `done / total` progress; `onJob` learns the job's address. */
export function analyzeText(
  text: string,
  onProgress: (p: Progress) => void,
  onJob?: (url: string) => void,
): Promise<AnalyzeResponse> {
  return postWithProgress("/api/analyze", { text }, analyzeResponseSchema, onProgress, { onJob });
}

/** How the save loop treats a failed save. */
export function classifySaveError(error: unknown): SaveErrorKind {
  if (!(error instanceof ApiError)) return "retry";
  if (error.status === 409) return "conflict";
  if (error.status === 0 || error.status === 429 || error.status >= 500) return "retry";
  return "fatal";
}
