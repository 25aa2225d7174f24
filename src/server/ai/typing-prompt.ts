import { z } from "zod";
import { type ClassifiedBlock, MAX_ALTERNATIVES } from "../../shared/blocks/classifier";
import { type BlockType, isBlockType } from "../../shared/blocks/types";
import { numbered } from "./batches";
import { AiResponseError, extractJsonList } from "./provider";
import { TYPE_DESCRIPTIONS_PT } from "./type-descriptions";

/** Text before and after a batch, given as context, is cut to keep prompts small. */
const CONTEXT_CHARS = 200;

const typeList = Object.entries(TYPE_DESCRIPTIONS_PT)
  .map(([type, description]) => `- ${type}: ${description}`)
  .join("\n");

/**
 * Everything that is the same in every typing call, so it comes first: providers that cache
 * prompt prefixes charge it once.
 */
export const TYPING_SYSTEM = `Você é um copywriter sênior especialista em cartas de vendas em vídeo (VSL). Classifique cada parágrafo numerado de uma carta de vendas em um destes 30 tipos:
${typeList}

Cada parágrafo vem com a sua posição no texto e os tipos mais prováveis segundo um classificador local (pode errar).
Responda apenas com uma lista JSON, um item por número, nesta forma:
[{"n":1,"type":"TIPO","confidence":0-100,"alt":{"TIPO":0-100}}]
"alt" traz até 2 outros tipos possíveis. Use somente os tipos da lista.`;

export type TypingItem = { text: string; position: number; hint: string };

/** The local model's two most probable types, as a hint ('HOOK, STORY_HOOK'). */
export function localHint(local: ClassifiedBlock | undefined): string {
  if (!local) return "";
  return [...(local.type === "UNDEFINED" ? [] : [local.type]), ...local.alternativeTypes.map((a) => a.type)]
    .slice(0, 2)
    .join(", ");
}

/** One batch: the text around it as context, then its paragraphs numbered from 1. */
export function typingBatchPrompt(items: readonly TypingItem[], before: string, after: string): string {
  const lines = items.map((item) => `(${item.position}%${item.hint ? `; ${item.hint}` : ""}) ${item.text}`);
  return [
    before ? `Texto anterior (contexto, não classifique): "${before.slice(-CONTEXT_CHARS)}"` : "",
    `Parágrafos a classificar:\n${numbered(lines)}`,
    after ? `Texto seguinte (contexto, não classifique): "${after.slice(0, CONTEXT_CHARS)}"` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

export type Typed = {
  type: BlockType;
  confidence: number;
  alternativeTypes: { type: BlockType; confidence: number }[];
};

const entrySchema = z.object({
  n: z.coerce.number().int(),
  type: z.string(),
  confidence: z.coerce.number().optional(),
  alt: z.record(z.string(), z.coerce.number()).optional().catch(undefined),
});

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const normaliseType = (name: string): BlockType | null => {
  const upper = name
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
  return isBlockType(upper) ? upper : null;
};

/**
 * Reads a batch's answer: number → type, for the numbers 1..count it answered well. An entry with
 * an unknown type, a number out of range or a repeated number is left out (that paragraph is
 * asked again). Confidences may come on a 0-1 scale (0.91) or a 0-100 one (91); the scale is
 * read once for the whole answer: when every number given is at most 1 it is 0-1.
 * An answer holding no JSON list throws AiResponseError.
 */
export function parseTypingBatch(content: string, count: number): Map<number, Typed> {
  const list = extractJsonList(content);
  if (!Array.isArray(list)) throw new AiResponseError("The typing answer is not a list");
  const entries = list.flatMap((raw) => {
    const entry = entrySchema.safeParse(raw);
    return entry.success ? [entry.data] : [];
  });
  const given = entries
    .flatMap((e) => [e.confidence, ...Object.values(e.alt ?? {})])
    .filter((n): n is number => typeof n === "number" && Number.isFinite(n));
  const scale = given.length > 0 && given.every((n) => n >= 0 && n <= 1) ? 100 : 1;
  const typed = new Map<number, Typed>();
  const seen = new Set<number>();
  for (const entry of entries) {
    const type = normaliseType(entry.type);
    const repeated = seen.has(entry.n);
    seen.add(entry.n);
    if (repeated) typed.delete(entry.n);
    if (!type || repeated || entry.n < 1 || entry.n > count) continue;
    const alternativeTypes = Object.entries(entry.alt ?? {})
      .flatMap(([name, value]) => {
        const alternative = normaliseType(name);
        const confidence = Number.isFinite(value) ? clamp(value * scale) : 0;
        return alternative && alternative !== "UNDEFINED" && alternative !== type && confidence > 0
          ? [{ type: alternative, confidence }]
          : [];
      })
      .sort((a, b) => b.confidence - a.confidence)
      .slice(0, MAX_ALTERNATIVES);
    const confidence = Number.isFinite(entry.confidence) ? clamp((entry.confidence as number) * scale) : 0;
    typed.set(entry.n, { type, confidence: type === "UNDEFINED" ? 0 : confidence, alternativeTypes });
  }
  return typed;
}
