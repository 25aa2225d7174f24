/** The 30 copywriting block types plus UNDEFINED, in the order a sales letter usually runs. */
export const BLOCK_TYPES = [
  "HOOK",
  "CREDIBILITY",
  "COMPARISON",
  "TESTIMONIAL",
  "MECHANISM_INTRO",
  "ALTERNATIVES_PROBLEM",
  "SOLUTION_TEASER",
  "SOCIAL_PROOF",
  "PATTERN_INTERRUPT",
  "URGENCY",
  "EXPERT_INTRO",
  "USP",
  "STORY_HOOK",
  "PAIN_POINT",
  "FAILED_SOLUTIONS",
  "EMOTIONAL_PAIN",
  "RELATIONSHIP_PAIN",
  "DISCOVERY_NARRATIVE",
  "KEY_INGREDIENT",
  "CONSPIRACY",
  "SCIENTIFIC_VALIDATION",
  "FORMULA_REVEAL",
  "BEFORE_AFTER",
  "PRODUCT_INTRO",
  "OFFER_STRUCTURE",
  "GUARANTEE",
  "BONUS",
  "CALL_TO_ACTION",
  "FUTURE_VISION",
  "SCARCITY",
  "UNDEFINED",
] as const;

export type BlockType = (typeof BLOCK_TYPES)[number];
/** The 30 types a paragraph can be classified as (every type but UNDEFINED). */
export type CopyBlockType = Exclude<BlockType, "UNDEFINED">;

export const COPY_BLOCK_TYPES = BLOCK_TYPES.filter((t) => t !== "UNDEFINED") as readonly CopyBlockType[];

/** Type of the single empty block created for an empty project; outside the enumeration on purpose. */
export const TEXT_BLOCK_TYPE = "text";

/** Type given to a block added by hand in the editor. */
export const DEFAULT_NEW_BLOCK_TYPE: BlockType = "HOOK";

/** Portuguese display labels, as writers know them (PAIN_POINT is 'Agitação do Ponto de Dor'). */
export const BLOCK_TYPE_LABELS: Readonly<Record<BlockType, string>> = {
  HOOK: "Promessa Grande / Gancho",
  CREDIBILITY: "Credibilidade Instantânea",
  COMPARISON: "Comparação com Solução Conhecida",
  TESTIMONIAL: "Testemunho Pessoal",
  MECHANISM_INTRO: "Introdução do Mecanismo",
  ALTERNATIVES_PROBLEM: "Problema com Alternativas",
  SOLUTION_TEASER: "Teaser da Solução",
  SOCIAL_PROOF: "Prova Social",
  PATTERN_INTERRUPT: "Interrupção de Padrão",
  URGENCY: "Aviso de Urgência",
  EXPERT_INTRO: "Introdução do Especialista",
  USP: "Proposta Única de Venda",
  STORY_HOOK: "Gancho da História",
  PAIN_POINT: "Agitação do Ponto de Dor",
  FAILED_SOLUTIONS: "Soluções Fracassadas",
  EMOTIONAL_PAIN: "Ponto de Dor Emocional",
  RELATIONSHIP_PAIN: "Ponto de Dor no Relacionamento",
  DISCOVERY_NARRATIVE: "Narrativa da Descoberta",
  KEY_INGREDIENT: "Revelação do Ingrediente Chave",
  CONSPIRACY: "Elemento de Conspiração",
  SCIENTIFIC_VALIDATION: "Validação Científica",
  FORMULA_REVEAL: "Revelação da Fórmula",
  BEFORE_AFTER: "Testemunhos Antes e Depois",
  PRODUCT_INTRO: "Introdução do Produto",
  OFFER_STRUCTURE: "Estrutura da Oferta",
  GUARANTEE: "Garantia / Eliminação de Risco",
  BONUS: "Bônus",
  CALL_TO_ACTION: "Chamada Final para Ação",
  FUTURE_VISION: "Visualização do Futuro",
  SCARCITY: "Aviso Final / Escassez",
  UNDEFINED: "Não Identificado",
};

/** One-line English description of what each type does in a sales letter. */
export const BLOCK_TYPE_DESCRIPTIONS: Readonly<Record<BlockType, string>> = {
  HOOK: "The opening big promise or bold claim that grabs attention.",
  CREDIBILITY: "Quick proof that the offer or its author deserves trust: results, numbers, media.",
  COMPARISON: "Sets the solution against something the reader already knows.",
  TESTIMONIAL: "A customer tells, in their own words, what happened to them.",
  MECHANISM_INTRO: "Names the hidden cause or the unique mechanism behind the result.",
  ALTERNATIVES_PROBLEM: "Explains why the usual options on the market fall short.",
  SOLUTION_TEASER: "Hints that a solution exists without revealing it yet.",
  SOCIAL_PROOF: "Shows how many people already use, buy or recommend it.",
  PATTERN_INTERRUPT: "A jolt that breaks the reader's expectations and resets attention.",
  URGENCY: "Warns that the price, the offer or the page is available for a limited time.",
  EXPERT_INTRO: "Introduces the presenter or expert and their background.",
  USP: "States what makes this offer different from, and better than, any other.",
  STORY_HOOK: "Opens a story with a scene, a moment or a character.",
  PAIN_POINT: "Describes and agitates the reader's problem and its symptoms.",
  FAILED_SOLUTIONS: "Lists what the reader already tried that did not work.",
  EMOTIONAL_PAIN: "The feelings the problem causes: shame, fear, frustration, loneliness.",
  RELATIONSHIP_PAIN: "How the problem hurts the reader's partner, family or friendships.",
  DISCOVERY_NARRATIVE: "How the solution was found: the turning point of the story.",
  KEY_INGREDIENT: "Reveals the key ingredient, component or element that makes it work.",
  CONSPIRACY: "Who profits from the problem and hides the solution from the reader.",
  SCIENTIFIC_VALIDATION: "Studies, researchers and institutions that back the claims.",
  FORMULA_REVEAL: "Lays out the formula, method or steps of the solution.",
  BEFORE_AFTER: "Transformations shown as before and after.",
  PRODUCT_INTRO: "Introduces the product by name.",
  OFFER_STRUCTURE: "What the reader gets, the packages and the price.",
  GUARANTEE: "Removes the risk: refund promise and trial period.",
  BONUS: "Extra gifts included with the purchase.",
  CALL_TO_ACTION: "Tells the reader exactly what to do now: click, buy, sign up.",
  FUTURE_VISION: "Paints the reader's life after the problem is solved.",
  SCARCITY: "Final warning: limited units, places or last chance.",
  UNDEFINED: "No block type could be recognised.",
};

const TYPE_SET: ReadonlySet<string> = new Set(BLOCK_TYPES);

/** True when `value` is one of the 30 types or UNDEFINED (not 'text' nor a template type). */
export function isBlockType(value: unknown): value is BlockType {
  return typeof value === "string" && TYPE_SET.has(value);
}

/** The Portuguese label of a block type; template types and 'text' are shown as they are. */
export function blockTypeLabel(type: string): string {
  return isBlockType(type) ? BLOCK_TYPE_LABELS[type] : type;
}

/** Index of each type in BLOCK_TYPES, for the classifier's dense arrays. */
export const TYPE_INDEX: Readonly<Record<BlockType, number>> = Object.fromEntries(
  BLOCK_TYPES.map((t, i) => [t, i]),
) as Record<BlockType, number>;

/**
 * A language code the copy engine has profiles for. Each one is a folder in profiles/ listed in
 * profiles/languages.ts, which fails to compile when this union and that list disagree.
 */
export type Language = "pt" | "en";
