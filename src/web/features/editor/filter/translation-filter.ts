import { progressOf, type TranslationProgress } from "@/shared/translation/status";
import type { EditorBlock } from "../model";
import type { BlockFilter, BlockFilters } from "./block-filter";

/** The states a writer filters by, in the menu's order: what needs work first. */
export const FILTER_STATES = [
  "stale",
  "missing",
  "draft",
  "reviewed",
] as const satisfies readonly TranslationProgress[];

/** What is left to do in a language: everything not reviewed (the Translation page's `show=left`). */
export const LEFT_STATES: readonly TranslationProgress[] = ["stale", "missing", "draft"];

/**
 * The translation filter: blocks whose translation into `language` is in one of `states`
 * (a block without an original has nothing to translate and never matches).
 */
export function translationFilter(
  language: string,
  states: readonly TranslationProgress[],
  label: () => string,
): BlockFilter | null {
  if (states.length === 0) return null;
  const wanted = new Set(states);
  return {
    kind: "translation",
    label,
    value: { language, states: [...states] },
    matches: (block) => {
      const state = progressOf(block, language);
      return state !== null && wanted.has(state);
    },
  };
}

/** The states the translation filter shows for `language` (none when it is off or for another language). */
export function filteredStates(filters: BlockFilters, language: string): readonly TranslationProgress[] {
  const value = filters.translation?.value as { language: string; states: TranslationProgress[] } | undefined;
  return value && value.language === language ? value.states : [];
}

/** How many blocks are in each state in `language`. */
export function stateCounts(
  blocks: readonly EditorBlock[],
  language: string,
): Record<TranslationProgress, number> {
  const counts = { stale: 0, missing: 0, draft: 0, reviewed: 0 };
  for (const block of blocks) {
    const state = progressOf(block, language);
    if (state) counts[state]++;
  }
  return counts;
}
