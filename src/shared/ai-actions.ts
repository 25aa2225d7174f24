/**
 * The fourteen AI toolbar actions. `input` says what the editor sends:
 * the active block, the whole final copy, or the typed block list. `local` says what runs
 * without an AI provider: 'fallback' actions have a local engine used when no provider is set,
 * 'always' actions are computed locally in every case, and 'none' need a provider.
 */
export const AI_ACTIONS = {
  expand: { label: "Expandir Conteúdo", input: "block", local: "none", applies: true },
  rewrite: { label: "Reescrever Estilo", input: "block", local: "none", applies: true },
  "convert-style": { label: "Converter Estilo", input: "block", local: "none", applies: true },
  check: { label: "Verificar Texto", input: "block", local: "none", applies: true },
  seo: { label: "Análise de SEO", input: "copy", local: "fallback", applies: false },
  metadata: { label: "Gerar Metadados", input: "copy", local: "fallback", applies: false },
  sentiment: { label: "Análise de Sentimento", input: "copy", local: "fallback", applies: false },
  originality: { label: "Verificar Originalidade", input: "copy", local: "always", applies: false },
  titles: { label: "Gerar Títulos", input: "copy", local: "none", applies: false },
  summary: { label: "Gerar Resumo", input: "copy", local: "fallback", applies: false },
  faq: { label: "Gerar FAQ", input: "copy", local: "none", applies: false },
  adapt: { label: "Adaptar para Público", input: "block", local: "none", applies: true },
  "translate-advanced": { label: "Tradução Avançada", input: "block", local: "none", applies: true },
  performance: { label: "Análise de Desempenho", input: "blocks", local: "always", applies: false },
} as const;

export type AiAction = keyof typeof AI_ACTIONS;
export const AI_ACTION_NAMES = Object.keys(AI_ACTIONS) as [AiAction, ...AiAction[]];

export const TONES = ["Formal", "Casual", "Persuasivo", "Amigável", "Urgente", "Inspirador"] as const;
export type Tone = (typeof TONES)[number];
export const DEFAULT_TONE: Tone = "Formal";

/** Shown when an action needs an AI provider and none is configured. */
export const NEEDS_PROVIDER_MESSAGE =
  "Esta ação precisa de um provedor de IA. Peça ao administrador para configurar AI_API_KEY (qualquer API compatível com OpenAI); as análises locais continuam disponíveis.";
