import type { AiAction, Tone } from "../../shared/ai-actions";
import type { AiActionRequest } from "../../shared/api/ai";
import { languageName } from "../../shared/languages";

/** Every toolbar prompt shares this voice: Brazilian Portuguese sales copy. */
export const TOOLBAR_SYSTEM =
  "Você é um copywriter sênior brasileiro, especialista em cartas de vendas em vídeo (VSL) e textos de vendas longos. Escreva em português do Brasil natural e persuasivo, sem clichês vazios, sem inventar dados, depoimentos ou números que não estejam no texto. Responda apenas com o resultado pedido, sem introdução.";

const toneHint = (tone: Tone | undefined) => `Tom desejado: ${tone ?? "Formal"}.`;

/** The user prompt of each AI-backed action; the editor sends the text it defines as input. */
export function toolbarPrompt(action: AiAction, input: AiActionRequest): string {
  const text = input.text ?? "";
  switch (action) {
    case "expand":
      return `Expanda este bloco de copy em 2 a 3 parágrafos, mantendo a função dele na carta (mesma ideia, mais detalhes concretos, imagens sensoriais e ritmo de fala). ${toneHint(input.tone)}\n\nBloco:\n${text}`;
    case "rewrite":
      return `Reescreva este bloco de copy no tom indicado, mantendo a mensagem e o tamanho aproximado. ${toneHint(input.tone)}\n\nBloco:\n${text}`;
    case "convert-style":
      return `Converta este texto para o estilo falado de uma VSL: frases curtas, segunda pessoa ("você"), ganchos de transição e pausas naturais para narração. ${toneHint(input.tone)}\n\nTexto:\n${text}`;
    case "check":
      return `Revise este texto: corrija ortografia, gramática, concordância e pontuação segundo a norma do português do Brasil, sem mudar o estilo. Devolva o texto corrigido e, depois de uma linha "---", liste as principais correções.\n\nTexto:\n${text}`;
    case "seo":
      return `Faça uma análise de SEO deste texto de vendas: palavra-chave principal, densidade, legibilidade, tamanho, e 5 sugestões práticas de melhoria.\n\nTexto:\n${text}`;
    case "metadata":
      return `Gere metadados para esta página de vendas: título SEO (até 60 caracteres), meta descrição (até 160 caracteres) e 8 a 12 palavras-chave, uma por linha.\n\nTexto:\n${text}`;
    case "sentiment":
      return `Analise o sentimento e a carga emocional deste texto de vendas: sentimento geral, emoções predominantes, trechos mais fortes e se o equilíbrio entre dor e esperança está adequado.\n\nTexto:\n${text}`;
    case "titles":
      return `Crie 10 títulos (headlines) para esta carta de vendas, variando os ângulos (curiosidade, benefício, prova, urgência). Um por linha, numerados. ${toneHint(input.tone)}\n\nCarta:\n${text}`;
    case "summary":
      return `Resuma esta carta de vendas em até 5 frases, mantendo a promessa principal, o mecanismo, a oferta e a garantia.\n\nCarta:\n${text}`;
    case "faq":
      return `Crie uma seção de perguntas frequentes (FAQ) para esta oferta, com 6 a 8 perguntas que um comprador real faria e respostas curtas baseadas apenas no texto.\n\nTexto:\n${text}`;
    case "adapt":
      return `Adapte este bloco de copy para o público: ${input.audience || "público geral brasileiro"}. Ajuste vocabulário, exemplos e dores para esse público, mantendo a função do bloco. ${toneHint(input.tone)}\n\nBloco:\n${text}`;
    case "translate-advanced":
      return `Traduza este bloco de copy para ${languageName(input.language ?? "pt")}, adaptando expressões idiomáticas, referências culturais e o ritmo persuasivo (transcriação, não tradução literal).\n\nBloco:\n${text}`;
    case "originality":
    case "performance":
      return text;
  }
}
