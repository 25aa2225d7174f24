import { z } from "zod";
import type { TermExpectation } from "../../shared/glossary-check";
import { type LanguageCode, languageName } from "../../shared/languages";
import { AiResponseError, extractJsonList } from "./provider";

/**
 * The glossary terms found in a text, as instructions. Terms and translations are user text, so
 * they are quoted as JSON strings: a line break in one cannot start an instruction of its own.
 */
export function glossaryInstructions(terms: readonly TermExpectation[]): string {
  if (terms.length === 0) return "";
  const lines = terms.map((t) =>
    t.doNotTranslate
      ? `- ${JSON.stringify(t.term)}: não traduza; mantenha exatamente ${JSON.stringify(t.term)}.`
      : `- ${JSON.stringify(t.term)}: traduza sempre como ${JSON.stringify(t.expected)}.`,
  );
  return `\n\nGlossário do autor (obrigatório, vale mais que qualquer outra escolha):\n${lines.join("\n")}`;
}

/**
 * What is the same in every call of a translation, first (providers that cache prompt prefixes
 * charge it once): the task, the answer's form, then the language.
 */
export function translationSystemPrompt(language: LanguageCode): string {
  return `Você é um tradutor profissional de textos de vendas. Traduza cada bloco numerado do usuário, mantendo o tom, a persuasão e a formatação de cada um, sem juntar nem dividir blocos.
Responda apenas com uma lista JSON, um item por número, nesta forma:
[{"n":1,"text":"tradução do bloco 1"}]
Idioma de destino: ${languageName(language)} (${language}).`;
}

/**
 * One batch: the glossary terms its blocks hold (each once), then the blocks numbered from 1, as
 * the same JSON list the answer takes (so line breaks inside a block survive).
 */
export function translationBatchPrompt(texts: readonly string[], terms: readonly TermExpectation[]): string {
  const glossary = glossaryInstructions(terms).trim();
  const list = texts.map((text, i) => JSON.stringify({ n: i + 1, text })).join(",\n");
  return `${glossary ? `${glossary}\n\n` : ""}${TRANSLATION_LIST_HEADING}\n[${list}]`;
}

/** Opens the list of blocks in a translation prompt. */
export const TRANSLATION_LIST_HEADING = "Blocos a traduzir:";

const entrySchema = z.object({ n: z.coerce.number().int(), text: z.string() });

/**
 * Reads a batch's answer: number → translation, for the numbers 1..count answered with some text.
 * A repeated number, one out of range or an empty text is left out (that block is asked again).
 */
export function parseTranslationBatch(content: string, count: number): Map<number, string> {
  const list = extractJsonList(content);
  if (!Array.isArray(list)) throw new AiResponseError("The translation answer is not a list");
  const texts = new Map<number, string>();
  const seen = new Set<number>();
  for (const raw of list) {
    const entry = entrySchema.safeParse(raw);
    if (!entry.success) continue;
    const { n, text } = entry.data;
    if (seen.has(n)) {
      texts.delete(n);
      continue;
    }
    seen.add(n);
    if (n >= 1 && n <= count && text.trim() !== "") texts.set(n, text.trim());
  }
  return texts;
}
