import { randomUUID } from "node:crypto";
import type { AnalyzeResponse } from "../../shared/api/analyze";
import type { Block } from "../../shared/api/blocks";
import { classifyText } from "../../shared/blocks/classifier";

export type Progress = (done: number, total: number) => void;

/** Splits and types a text with the local rules (the engine used when no AI provider is set). */
export function analyzeWithRules(text: string, progress: Progress = () => {}): AnalyzeResponse {
  const classified = classifyText(text);
  const blocks: Block[] = classified.map((c) => ({
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
