import { z } from "zod";
import type { Block } from "../../shared/api/blocks";
import { ALTERNATIVE_THRESHOLD, MAX_ALTERNATIVES } from "../../shared/blocks/classifier";
import { type BlockType, isBlockType } from "../../shared/blocks/types";
import type { Db } from "../db/open";
import { cacheKey, readCache, writeCache } from "./cache";
import { mapWithConcurrency } from "./concurrency";
import { type AiProvider, extractJson } from "./provider";
import { TYPE_DESCRIPTIONS_PT } from "./type-descriptions";

const TYPING = { temperature: 0.3, maxTokens: 1000 } as const;
/** Neighbouring text given as context is cut to keep prompts small. */
const CONTEXT_CHARS = 400;

const typeList = Object.entries(TYPE_DESCRIPTIONS_PT)
  .map(([type, description]) => `- ${type}: ${description}`)
  .join("\n");

const SYSTEM =
  "Você é um copywriter sênior especialista em cartas de vendas em vídeo (VSL). Responda apenas com JSON.";

export function typingPrompt(text: string, position: number, before?: string, after?: string): string {
  const context = [
    before ? `Texto anterior (contexto): "${before.slice(-CONTEXT_CHARS)}"` : "",
    after ? `Texto seguinte (contexto): "${after.slice(0, CONTEXT_CHARS)}"` : "",
  ]
    .filter(Boolean)
    .join("\n");
  return `Classifique o bloco de uma carta de vendas em um destes 30 tipos:
${typeList}

Posição do bloco no texto: ${position}%
${context}

Bloco a classificar: "${text}"

Responda com um objeto JSON:
{"block_type": "TIPO", "confidence": 0-100, "reasoning": "por quê, em uma frase", "alternative_types": [{"type": "TIPO", "confidence": 0-100}]}`;
}

const aiAnswerSchema = z.object({
  block_type: z.string(),
  confidence: z.coerce.number().optional(),
  alternative_types: z
    .array(z.object({ type: z.string(), confidence: z.coerce.number() }))
    .optional()
    .catch([]),
});

type Typed = {
  type: BlockType;
  confidence: number;
  alternativeTypes: { type: BlockType; confidence: number }[];
};

const clamp = (n: number | undefined) =>
  Math.max(0, Math.min(100, Math.round(Number.isFinite(n) ? (n as number) : 0)));
const normaliseType = (name: string): BlockType => {
  const upper = name
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
  return isBlockType(upper) ? upper : "UNDEFINED";
};

/** Reads the model's answer; unknown type names become UNDEFINED. */
export function parseTypingAnswer(content: string): Typed {
  const answer = aiAnswerSchema.parse(extractJson(content));
  const type = normaliseType(answer.block_type);
  const alternativeTypes = (answer.alternative_types ?? [])
    .map((a) => ({ type: normaliseType(a.type), confidence: clamp(a.confidence) }))
    .filter((a) => a.type !== "UNDEFINED" && a.type !== type && a.confidence > ALTERNATIVE_THRESHOLD)
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, MAX_ALTERNATIVES);
  return { type, confidence: type === "UNDEFINED" ? 0 : clamp(answer.confidence), alternativeTypes };
}

export type TypingResult = { blocks: Block[]; failed: number };

/**
 * Types each paragraph with the AI, several at once, each with its neighbours as context.
 * A block whose call fails becomes UNDEFINED with confidence 0 (spec section 8).
 */
export async function typeWithAi(
  db: Db,
  provider: AiProvider,
  paragraphs: string[],
  options: { concurrency: number; onProgress: (done: number, total: number) => void; newId: () => string },
): Promise<TypingResult> {
  const total = paragraphs.length;
  const prompts = paragraphs.map((text, index) => {
    const position = total <= 1 ? 0 : Math.round((index / (total - 1)) * 100);
    return typingPrompt(text, position, paragraphs[index - 1], paragraphs[index + 1]);
  });
  const keys = prompts.map((prompt) => cacheKey("type", provider.models.main, prompt));
  // Cache reads and writes are batched so the concurrency slots only ever wait on the provider.
  const hits = await readCache<Typed>(db, keys);
  const fresh: { key: string; value: Typed }[] = [];
  let done = hits.size;
  let failed = 0;
  if (done > 0) options.onProgress(done, total);

  const typed = await mapWithConcurrency(
    prompts,
    options.concurrency,
    async (prompt, index): Promise<Typed> => {
      const hit = hits.get(keys[index]);
      if (hit) return hit;
      let result: Typed;
      try {
        const answer = await provider.chat(
          [
            { role: "system", content: SYSTEM },
            { role: "user", content: prompt },
          ],
          { model: provider.models.main, ...TYPING },
        );
        result = parseTypingAnswer(answer);
        fresh.push({ key: keys[index], value: result });
      } catch {
        failed += 1;
        result = { type: "UNDEFINED", confidence: 0, alternativeTypes: [] };
      }
      done += 1;
      options.onProgress(done, total);
      return result;
    },
  );
  await writeCache(db, fresh);
  const blocks = typed.map((t, index) => ({
    id: options.newId(),
    originalText: paragraphs[index],
    translation: "",
    expansion: "",
    ...t,
  }));
  return { blocks, failed };
}
