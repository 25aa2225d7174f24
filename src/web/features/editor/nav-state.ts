import type { Block } from "@/shared/api/blocks";

/**
 * Navigation state the editor understands: blocks to start with, a project to open, and
 * whether to show the text input. `newSession` forces a fresh editor even on the same URL.
 */
export type EditorNavState = {
  blocks?: Block[];
  projectId?: string;
  showInput?: boolean;
  newSession?: string;
};

export function readNavState(state: unknown): EditorNavState {
  if (!state || typeof state !== "object") return {};
  const s = state as Record<string, unknown>;
  return {
    blocks: Array.isArray(s.blocks) ? (s.blocks as Block[]) : undefined,
    projectId: typeof s.projectId === "string" ? s.projectId : undefined,
    showInput: typeof s.showInput === "boolean" ? s.showInput : undefined,
    newSession: typeof s.newSession === "string" ? s.newSession : undefined,
  };
}

export function newSessionState(): EditorNavState {
  return { showInput: true, newSession: `${Date.now()}-${Math.random().toString(36).slice(2)}` };
}
