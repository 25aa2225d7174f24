import { randomUUID } from "node:crypto";
import type { AnalyzeResponse } from "../../shared/api/analyze";
import type { Block } from "../../shared/api/blocks";
import { segmentText } from "../../shared/blocks/segmenter";
import { MAX_BLOCKS } from "../../shared/limits";
import { type AiRun, newAiRun } from "../ai/provider";
import type { AiServices } from "../ai/services";
import { typeWithAi } from "../ai/typing";
import type { Db } from "../db/open";
import { AppError } from "../errors";
import { classifyOffThread } from "./rules-thread";

export type Progress = (done: number, total: number) => void;

/**
 * A text that splits into more paragraphs than a project may hold blocks is refused before any
 * typing starts (413): its blocks could never be saved, and typing them would hold the server.
 */
export function checkParagraphLimit(text: string) {
  const paragraphs = segmentText(text).length;
  if (paragraphs > MAX_BLOCKS) {
    throw new AppError(
      413,
      "PAYLOAD_TOO_LARGE",
      `The text has ${paragraphs} paragraphs; a project holds at most ${MAX_BLOCKS} blocks`,
    ).because("TOO_MANY_BLOCKS", { max: MAX_BLOCKS });
  }
}

/** Splits and types a text with the local rules (the engine used when no AI provider is set). */
export async function analyzeWithRules(
  text: string,
  progress: Progress = () => {},
): Promise<AnalyzeResponse> {
  const blocks: Block[] = (await classifyOffThread(text)).map((c) => ({
    id: randomUUID(),
    type: c.type,
    originalText: c.originalText,
    translation: "",
    expansion: "",
    confidence: c.confidence,
    alternativeTypes: c.alternativeTypes,
  }));
  progress(blocks.length, blocks.length);
  return { engine: "rules", blocks };
}

/** AI typing when a provider is configured; the rules when it is not or when every AI call failed. */
export async function analyzeText(
  db: Db,
  ai: AiServices,
  text: string,
  progress: Progress,
  run: AiRun = newAiRun(),
): Promise<AnalyzeResponse> {
  if (!ai.provider) return analyzeWithRules(text, progress);
  const paragraphs = segmentText(text).map((s) => s.originalText);
  const result = await typeWithAi(db, ai.provider, paragraphs, {
    concurrency: ai.concurrency,
    batchSize: ai.batchSize,
    onProgress: progress,
    newId: randomUUID,
    run,
  });
  if (paragraphs.length > 0 && result.failed === paragraphs.length) {
    const unreachable = ai.provider.breaker.state === "unreachable";
    return {
      ...(await analyzeWithRules(text)),
      fallbackReason: unreachable
        ? "The AI provider is unreachable; the local rules typed the blocks."
        : "The AI service did not answer; the local rules typed the blocks.",
      ...(unreachable ? { providerUnreachable: true } : {}),
    };
  }
  return { engine: "ai", blocks: result.blocks };
}
