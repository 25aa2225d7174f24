import type { AiAction } from "@/shared/ai-actions";
import type { AiActionResponse } from "@/shared/api/ai";
import { type DiffPart, diffWords } from "@/shared/history/word-diff";
import { blockInputText } from "./toolbar-input";

export type SuggestionStatus = "pending" | "accepted" | "rejected";

/** One AI proposal for one block's expansion, kept until the writer accepts or rejects it. */
export type Suggestion = {
  id: string;
  blockId: string;
  action: AiAction;
  engine: AiActionResponse["engine"];
  /** The block's text the proposal was made from (expansion, else original). */
  base: string;
  proposal: string;
  status: SuggestionStatus;
};

type TextBlock = { id: string; originalText: string; expansion: string };

/** Adds a proposal; an older pending one for the same block and action gives way to it. */
export function addSuggestion(list: readonly Suggestion[], next: Suggestion): Suggestion[] {
  return [
    ...list.filter(
      (s) => !(s.status === "pending" && s.blockId === next.blockId && s.action === next.action),
    ),
    next,
  ];
}

export function setStatus(list: readonly Suggestion[], ids: readonly string[], status: SuggestionStatus) {
  const wanted = new Set(ids);
  return list.map((s) => (wanted.has(s.id) && s.status === "pending" ? { ...s, status } : s));
}

export const pendingOf = (list: readonly Suggestion[]) => list.filter((s) => s.status === "pending");

/**
 * The block's text changed since the proposal was made (the writer kept editing): the proposal
 * may no longer fit, so the panel says so. A block that was removed is stale too.
 */
export function isStale(suggestion: Suggestion, blocks: readonly TextBlock[]): boolean {
  const block = blocks.find((b) => b.id === suggestion.blockId);
  return !block || blockInputText(block) !== suggestion.base;
}

/** The word-level diff shown beside the block: the text now against the proposal. */
export function suggestionDiff(suggestion: Suggestion, blocks: readonly TextBlock[]): DiffPart[] {
  const block = blocks.find((b) => b.id === suggestion.blockId);
  return groupChanges(diffWords(block ? blockInputText(block) : suggestion.base, suggestion.proposal));
}

/**
 * The block list with the chosen pending proposals in their blocks' expansions, in one new list
 * so the editor records it as a single undo step and saves it as a single version. Proposals
 * whose block is gone are left out (and reported in `missing`).
 */
export function acceptBatch<B extends TextBlock>(
  blocks: readonly B[],
  suggestions: readonly Suggestion[],
  ids: readonly string[],
): { blocks: B[]; accepted: string[]; missing: string[] } {
  const wanted = new Set(ids);
  const chosen = suggestions.filter((s) => wanted.has(s.id) && s.status === "pending");
  const byBlock = new Map(chosen.map((s) => [s.blockId, s]));
  const present = new Set(blocks.map((b) => b.id));
  const next = blocks.map((b) => {
    const s = byBlock.get(b.id);
    return s ? { ...b, expansion: s.proposal } : b;
  });
  return {
    blocks: next,
    accepted: chosen.filter((s) => present.has(s.blockId)).map((s) => s.id),
    missing: chosen.filter((s) => !present.has(s.blockId)).map((s) => s.id),
  };
}

/** The history label of a batch: the action when they share one, else the first. */
export function batchLabel(suggestions: readonly Suggestion[]): string {
  return `ai:${suggestions[0]?.action ?? "expand"}`;
}

/**
 * Folds changed words separated only by spaces into one removed run followed by one added run,
 * so a rewritten sentence reads as old sentence → new sentence instead of alternating words.
 */
export function groupChanges(parts: readonly DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = "";
  let added = "";
  const flush = () => {
    if (removed) out.push({ kind: "removed", text: removed });
    if (added) out.push({ kind: "added", text: added });
    removed = "";
    added = "";
  };
  parts.forEach((part, i) => {
    const inChange = removed !== "" || added !== "";
    const next = parts[i + 1];
    if (part.kind === "removed") removed += part.text;
    else if (part.kind === "added") added += part.text;
    else if (inChange && next && next.kind !== "same" && part.text.trim() === "") {
      removed += part.text;
      added += part.text;
    } else {
      flush();
      out.push(part);
    }
  });
  flush();
  return out;
}
