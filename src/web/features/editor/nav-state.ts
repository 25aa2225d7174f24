import type { Notice } from "./AnalysisNotice";
import type { EditorBlock } from "./model";

/** What a new project starts with (its first paste or template), saved as its first labelled version. */
export type StartWith = { blocks: EditorBlock[]; label?: "analysis" | "template"; notice?: Notice };

/**
 * Navigation state the editor understands: what a new project starts with, and `newSession`,
 * which starts a fresh new-project page even on the same URL.
 */
export type EditorNavState = {
  start?: StartWith;
  newSession?: string;
};

export function readNavState(state: unknown): EditorNavState {
  if (!state || typeof state !== "object") return {};
  const s = state as Record<string, unknown>;
  const start = s.start as StartWith | undefined;
  return {
    start: start && Array.isArray(start.blocks) ? start : undefined,
    newSession: typeof s.newSession === "string" ? s.newSession : undefined,
  };
}

export function newSessionState(): EditorNavState {
  return { newSession: `${Date.now()}-${Math.random().toString(36).slice(2)}` };
}
