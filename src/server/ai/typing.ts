import type { Block } from "../../shared/api/blocks";
import { classifyText } from "../../shared/blocks/classifier";
import type { Db } from "../db/open";
import { cutBatches } from "./batches";
import { cacheKey, readCache, writeCache } from "./cache";
import { mapWithConcurrency } from "./concurrency";
import { AiCancelledError, type AiProvider, type AiRun, newAiRun } from "./provider";
import {
  localHint,
  parseTypingBatch,
  TYPING_SYSTEM,
  type Typed,
  type TypingItem,
  typingBatchPrompt,
} from "./typing-prompt";

/** The output allowed per paragraph of a batch (an answer entry is about 15 tokens). */
const TOKENS_PER_ANSWER = 40;

export type TypingResult = { blocks: Block[]; failed: number };

export type TypingOptions = {
  concurrency: number;
  /** Paragraphs typed per call at most (fewer when they are long). */
  batchSize: number;
  onProgress: (done: number, total: number) => void;
  newId: () => string;
  run?: AiRun;
};

/**
 * Types paragraphs with the AI, many per call (each batch with the text around it as context and
 * the local model's top types as hints), several calls at once. Numbers a batch's answer missed
 * or garbled are asked once more, alone in a smaller batch; a paragraph that still has no answer,
 * or whose batch failed, takes the local model's type, confidence and alternatives, marked as
 * typed by the rules. A cancelled run throws AiCancelledError.
 */
export async function typeWithAi(
  db: Db,
  provider: AiProvider,
  paragraphs: string[],
  { concurrency, batchSize, onProgress, newId, run = newAiRun() }: TypingOptions,
): Promise<TypingResult> {
  const total = paragraphs.length;
  // Paragraphs are single trimmed lines, so joining them with line breaks gives the same split.
  const local = classifyText(paragraphs.join("\n"));
  const items: TypingItem[] = paragraphs.map((text, index) => ({
    text,
    position: total <= 1 ? 0 : Math.round((index / (total - 1)) * 100),
    hint: localHint(local[index]),
  }));
  // A paragraph's answer depends on it and its neighbours; the same text typed again costs nothing.
  const keys = paragraphs.map((text, index) =>
    cacheKey("type-v2", provider.models.main, paragraphs[index - 1] ?? "", text, paragraphs[index + 1] ?? ""),
  );
  const typed = new Map<number, Typed>();
  const hits = await readCache<Typed>(db, keys);
  keys.forEach((key, index) => {
    const hit = hits.get(key);
    if (hit) typed.set(index, hit);
  });
  let done = typed.size;
  if (done > 0) onProgress(done, total);

  const ask = async (batch: number[]): Promise<Map<number, Typed>> => {
    const prompt = typingBatchPrompt(
      batch.map((index) => items[index]),
      paragraphs[batch[0] - 1] ?? "",
      paragraphs[batch[batch.length - 1] + 1] ?? "",
    );
    const answer = await provider.chat(
      [
        { role: "system", content: TYPING_SYSTEM },
        { role: "user", content: prompt },
      ],
      { model: provider.models.main, temperature: 0.3, maxTokens: 50 + batch.length * TOKENS_PER_ANSWER },
      run,
    );
    const byNumber = parseTypingBatch(answer, batch.length);
    return new Map([...byNumber].map(([n, t]) => [batch[n - 1], t]));
  };
  const tryAsk = async (batch: number[]): Promise<Map<number, Typed>> => {
    try {
      return await ask(batch);
    } catch (error) {
      if (error instanceof AiCancelledError) throw error;
      return new Map();
    }
  };

  const pending = paragraphs.map((_, index) => index).filter((index) => !typed.has(index));
  const batches = cutBatches(pending, (index) => paragraphs[index], batchSize);
  const fresh: { key: string; value: Typed }[] = [];
  await mapWithConcurrency(batches, concurrency, async (batch) => {
    let answered = await tryAsk(batch);
    const missing = batch.filter((index) => !answered.has(index));
    // Only a partial answer is worth a second call: a batch that failed whole already had its retries.
    if (missing.length > 0 && missing.length < batch.length) {
      answered = new Map([...answered, ...(await tryAsk(missing))]);
    }
    for (const index of batch) {
      const answer = answered.get(index);
      if (answer) {
        typed.set(index, answer);
        fresh.push({ key: keys[index], value: answer });
      }
    }
    done += batch.length;
    onProgress(done, total);
  });
  await writeCache(db, fresh);

  let failed = 0;
  const blocks = paragraphs.map((originalText, index): Block => {
    const base = { id: newId(), originalText, translation: "", expansion: "" };
    const answer = typed.get(index);
    if (answer) return { ...base, ...answer };
    failed += 1;
    const block = local[index];
    return {
      ...base,
      type: block?.type ?? "UNDEFINED",
      confidence: block?.confidence ?? 0,
      alternativeTypes: block?.alternativeTypes ?? [],
      typedBy: "rules",
    };
  });
  return { blocks, failed };
}
