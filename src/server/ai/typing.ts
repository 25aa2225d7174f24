import { z } from "zod";
import type { Block } from "../../shared/api/blocks";
import { type ClassifiedBlock, classifyText, MAX_ALTERNATIVES } from "../../shared/blocks/classifier";
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

/** The local model's most probable types, as a hint line ('HOOK 62%, STORY_HOOK 20%'). */
export function localHint(local: ClassifiedBlock | undefined): string {
  if (!local) return "";
  const ranked = [
    ...(local.type === "UNDEFINED" ? [] : [{ type: local.type, confidence: local.confidence }]),
    ...local.alternativeTypes,
  ].slice(0, 3);
  return ranked.map((r) => `${r.type} ${r.confidence}%`).join(", ");
}

export function typingPrompt(
  text: string,
  position: number,
  before?: string,
  after?: string,
  hint?: string,
): string {
  const context = [
    before ? `Texto anterior (contexto): "${before.slice(-CONTEXT_CHARS)}"` : "",
    after ? `Texto seguinte (contexto): "${after.slice(0, CONTEXT_CHARS)}"` : "",
    hint ? `Tipos mais prováveis segundo o classificador local (pode errar): ${hint}` : "",
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

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const normaliseType = (name: string): BlockType | null => {
  const upper = name
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
  return isBlockType(upper) ? upper : null;
};

/** Thrown for an answer that types nothing: the paragraph falls back to the local model. */
export class UnusableAnswerError extends Error {}

/**
 * Reads the model's answer. Confidences may come on a 0-1 scale (0.91) or a 0-100 one (91);
 * when every number given is at most 1 the answer is read as 0-1, so 0.91 shows as 91%, not 1%.
 * An unknown type name or no JSON at all throws UnusableAnswerError.
 */
export function parseTypingAnswer(content: string): Typed {
  let answer: z.infer<typeof aiAnswerSchema>;
  try {
    answer = aiAnswerSchema.parse(extractJson(content));
  } catch {
    throw new UnusableAnswerError("the answer holds no typing JSON");
  }
  const type = normaliseType(answer.block_type);
  if (!type) throw new UnusableAnswerError(`unknown type '${answer.block_type.slice(0, 40)}'`);
  const given = [answer.confidence, ...(answer.alternative_types ?? []).map((a) => a.confidence)].filter(
    (n): n is number => typeof n === "number" && Number.isFinite(n),
  );
  const scale = given.length > 0 && given.every((n) => n >= 0 && n <= 1) ? 100 : 1;
  const alternativeTypes = (answer.alternative_types ?? [])
    .flatMap((a) => {
      const alternative = normaliseType(a.type);
      const confidence = Number.isFinite(a.confidence) ? clamp(a.confidence * scale) : 0;
      return alternative && alternative !== "UNDEFINED" && alternative !== type && confidence > 0
        ? [{ type: alternative, confidence }]
        : [];
    })
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, MAX_ALTERNATIVES);
  const confidence = Number.isFinite(answer.confidence) ? clamp((answer.confidence as number) * scale) : 0;
  return { type, confidence: type === "UNDEFINED" ? 0 : confidence, alternativeTypes };
}

export type TypingResult = { blocks: Block[]; failed: number };

/**
 * Types each paragraph with the AI, several at once, each with its neighbours as context and the
 * local model's top 3 as a hint. A paragraph whose call fails, or whose answer types nothing,
 * takes the local model's type, confidence and alternatives instead: the same fields either way.
 */
export async function typeWithAi(
  db: Db,
  provider: AiProvider,
  paragraphs: string[],
  options: { concurrency: number; onProgress: (done: number, total: number) => void; newId: () => string },
): Promise<TypingResult> {
  const total = paragraphs.length;
  // Paragraphs are single trimmed lines, so joining them with line breaks gives the same split.
  const local = classifyText(paragraphs.join("\n"));
  const localOf = (index: number): Typed => {
    const block = local[index];
    return block
      ? { type: block.type, confidence: block.confidence, alternativeTypes: block.alternativeTypes }
      : { type: "UNDEFINED", confidence: 0, alternativeTypes: [] };
  };
  const prompts = paragraphs.map((text, index) => {
    const position = total <= 1 ? 0 : Math.round((index / (total - 1)) * 100);
    return typingPrompt(
      text,
      position,
      paragraphs[index - 1],
      paragraphs[index + 1],
      localHint(local[index]),
    );
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
        result = localOf(index);
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
