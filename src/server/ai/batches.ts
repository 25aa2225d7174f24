import { estimateTokens } from "./provider";

/** A batch's prompt stays under this many tokens, so it fits any current model's context. */
export const BATCH_PROMPT_TOKENS = 6000;

/**
 * A translation batch holds about this many tokens of text: its answer is as long again, and a
 * provider writes 50-100 tokens a second, so several shorter answers at once finish sooner.
 */
export const TRANSLATION_BATCH_TOKENS = 550;

/**
 * Cuts items (by index) into consecutive batches of at most `size` items whose texts add up to
 * at most `tokenBudget` tokens; an item longer than the budget gets a batch of its own.
 */
export function cutBatches(
  indices: readonly number[],
  textOf: (index: number) => string,
  size: number,
  tokenBudget = BATCH_PROMPT_TOKENS,
): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let tokens = 0;
  for (const index of indices) {
    const cost = estimateTokens(textOf(index)) + 4; // the number and line break around each item
    if (current.length > 0 && (current.length >= size || tokens + cost > tokenBudget)) {
      batches.push(current);
      current = [];
      tokens = 0;
    }
    current.push(index);
    tokens += cost;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** A batch's items as a numbered list (1, 2, 3…), each on its own line. */
export const numbered = (texts: readonly string[]) =>
  texts.map((text, i) => `${i + 1}. ${text.replace(/\s*\n\s*/g, " ")}`).join("\n");
