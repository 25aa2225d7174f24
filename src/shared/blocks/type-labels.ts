import type { UiLanguage } from "../ui-languages";
import { TEMPLATE_BLOCK_TYPES, type TemplateBlockType } from "./templates";
import { BLOCK_TYPE_LABELS, type BlockType, isBlockType, TEXT_BLOCK_TYPE } from "./types";

/** English display labels of the 31 types, in the spirit of the Portuguese copy. */
export const BLOCK_TYPE_LABELS_EN: Readonly<Record<BlockType, string>> = {
  HOOK: "Big Promise / Hook",
  CREDIBILITY: "Instant Credibility",
  COMPARISON: "Comparison with a Known Solution",
  TESTIMONIAL: "Personal Testimonial",
  MECHANISM_INTRO: "Mechanism Introduction",
  ALTERNATIVES_PROBLEM: "Problem with the Alternatives",
  SOLUTION_TEASER: "Solution Teaser",
  SOCIAL_PROOF: "Social Proof",
  PATTERN_INTERRUPT: "Pattern Interrupt",
  URGENCY: "Urgency Warning",
  EXPERT_INTRO: "Expert Introduction",
  USP: "Unique Selling Proposition",
  STORY_HOOK: "Story Hook",
  PAIN_POINT: "Pain Point Agitation",
  FAILED_SOLUTIONS: "Failed Solutions",
  EMOTIONAL_PAIN: "Emotional Pain Point",
  RELATIONSHIP_PAIN: "Relationship Pain Point",
  DISCOVERY_NARRATIVE: "Discovery Story",
  KEY_INGREDIENT: "Key Ingredient Reveal",
  CONSPIRACY: "Conspiracy Element",
  SCIENTIFIC_VALIDATION: "Scientific Validation",
  FORMULA_REVEAL: "Formula Reveal",
  BEFORE_AFTER: "Before and After Testimonials",
  PRODUCT_INTRO: "Product Introduction",
  OFFER_STRUCTURE: "Offer Structure",
  GUARANTEE: "Guarantee / Risk Reversal",
  BONUS: "Bonus",
  CALL_TO_ACTION: "Final Call to Action",
  FUTURE_VISION: "Future Vision",
  SCARCITY: "Final Warning / Scarcity",
  UNDEFINED: "Unidentified",
};

type TemplateLabels = Readonly<Record<TemplateBlockType | typeof TEXT_BLOCK_TYPE, string>>;

/** Labels of the lowercase template types and of the plain 'text' block, so no raw code shows. */
export const TEMPLATE_TYPE_LABELS: Readonly<Record<UiLanguage, TemplateLabels>> = {
  en: {
    text: "Text",
    header: "Header",
    greeting: "Greeting",
    content: "Content",
    cta: "Call to action",
    footer: "Footer",
    intro: "Introduction",
    conclusion: "Conclusion",
    hero: "Hero",
    benefits: "Benefits",
    testimonials: "Testimonials",
    guarantee: "Guarantee",
    overview: "Overview",
    features: "Features",
    "use-case": "Use case",
    specifications: "Specifications",
    body: "Body",
    bullets: "Bullet points",
    "social-proof": "Social proof",
    summary: "Summary",
    client: "Client",
    challenge: "Challenge",
    solution: "Solution",
    results: "Results",
    testimonial: "Testimonial",
    twitter: "X / Twitter post",
    linkedin: "LinkedIn post",
    facebook: "Facebook post",
    instagram: "Instagram post",
  },
  pt: {
    text: "Texto",
    header: "Cabeçalho",
    greeting: "Saudação",
    content: "Conteúdo",
    cta: "Chamada para ação",
    footer: "Rodapé",
    intro: "Introdução",
    conclusion: "Conclusão",
    hero: "Destaque principal",
    benefits: "Benefícios",
    testimonials: "Depoimentos",
    guarantee: "Garantia",
    overview: "Visão geral",
    features: "Recursos",
    "use-case": "Caso de uso",
    specifications: "Especificações",
    body: "Corpo",
    bullets: "Lista de pontos",
    "social-proof": "Prova social",
    summary: "Resumo",
    client: "Cliente",
    challenge: "Desafio",
    solution: "Solução",
    results: "Resultados",
    testimonial: "Depoimento",
    twitter: "Post no X / Twitter",
    linkedin: "Post no LinkedIn",
    facebook: "Post no Facebook",
    instagram: "Post no Instagram",
  },
};

const TEMPLATE_TYPE_SET: ReadonlySet<string> = new Set([...TEMPLATE_BLOCK_TYPES, TEXT_BLOCK_TYPE]);

/** The display label of any block type in one interface language; an unknown code shows as it is. */
export function blockTypeLabelIn(type: string, language: UiLanguage): string {
  if (isBlockType(type)) return language === "pt" ? BLOCK_TYPE_LABELS[type] : BLOCK_TYPE_LABELS_EN[type];
  if (TEMPLATE_TYPE_SET.has(type)) return TEMPLATE_TYPE_LABELS[language][type as TemplateBlockType];
  return type;
}
