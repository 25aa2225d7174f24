import { AI_ACTIONS, type AiAction, type Tone } from "@/shared/ai-actions";
import type { AiActionRequest } from "@/shared/api/ai";
import { buildFinalCopy } from "@/shared/blocks/final-copy";
import type { LanguageCode } from "@/shared/languages";

/** What each action reads: the active block, the whole final copy, or the typed block list. */
export type AiInputKind = (typeof AI_ACTIONS)[AiAction]["input"];

/** What the editor hands the toolbar for one input kind. */
export type AiInput = { text?: string; blocks?: { type: string; text: string }[] };

/** The text an action on a block works on: the expansion once the writer has one, else the original. */
export function blockInputText(block: { originalText: string; expansion: string }): string {
  return block.expansion.trim() ? block.expansion : block.originalText;
}

type SourceBlock = { id: string; type: string; originalText: string; expansion: string };

/**
 * The toolbar's `getInput` from the editor's state: the active block's text, the final copy, and
 * each block as {type, text} with the same expansion-else-original rule. Built when an action
 * runs, not on every render: the final copy of a long project is a large string.
 */
export function inputFromBlocks(
  blocks: readonly SourceBlock[],
  activeBlockId: string | null,
): (kind: AiInputKind) => AiInput {
  return (kind) => {
    if (kind === "copy") return { text: buildFinalCopy(blocks) };
    if (kind === "blocks") return { blocks: blocks.map((b) => ({ type: b.type, text: blockInputText(b) })) };
    const active = blocks.find((b) => b.id === activeBlockId);
    return { text: active ? blockInputText(active) : "" };
  };
}

/** Why an action has nothing to send (a key of the ai catalog's "problems"). */
export type ActionProblem = "noBlocks" | "emptyBlock" | "emptyCopy";

export type ToolbarOptions = {
  tone: Tone;
  audience: string;
  language: LanguageCode;
  projectId?: string;
};

/**
 * The request body of one action: its input plus only the options it uses (tone for every AI
 * prompt, audience for 'adapt', language for 'translate-advanced', the project for originality).
 * Returns the reason instead when there is nothing to send, so no request goes out empty.
 */
export function buildActionRequest(
  action: AiAction,
  input: AiInput,
  options: ToolbarOptions,
): { request: AiActionRequest } | { problem: ActionProblem } {
  const kind = AI_ACTIONS[action].input;
  const request: AiActionRequest = { tone: options.tone };
  if (kind === "blocks") {
    const blocks = (input.blocks ?? []).filter((b) => b.text.trim() !== "");
    if (blocks.length === 0) return { problem: "noBlocks" };
    request.blocks = blocks;
  } else {
    const text = input.text ?? "";
    if (text.trim() === "") return { problem: kind === "block" ? "emptyBlock" : "emptyCopy" };
    request.text = text;
  }
  if (action === "adapt" && options.audience.trim()) request.audience = options.audience.trim();
  if (action === "translate-advanced") request.language = options.language;
  if (action === "originality" && options.projectId) request.projectId = options.projectId;
  return { request };
}

/** Whether an action can only run with an AI provider (it then explains that instead). */
export const needsProvider = (action: AiAction) => AI_ACTIONS[action].local === "none";

/** Actions that still produce a result without a provider, for the settings page. */
export function localActions(): { action: AiAction; always: boolean }[] {
  return (Object.keys(AI_ACTIONS) as AiAction[])
    .filter((action) => AI_ACTIONS[action].local !== "none")
    .map((action) => ({
      action,
      always: AI_ACTIONS[action].local === "always",
    }));
}
