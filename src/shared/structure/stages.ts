import type { TemplateBlockType } from "../blocks/templates";
import type { CopyBlockType } from "../blocks/types";

/** The classic order of a long sales letter or video sales letter. */
export const CLASSIC_STAGES = [
  "hook",
  "problem",
  "story",
  "mechanism",
  "proof",
  "offer",
  "guarantee",
  "callToAction",
] as const;
export type ClassicStage = (typeof CLASSIC_STAGES)[number];

/** Which classic stage each copy block type belongs to (one stage per type). */
export const STAGE_OF_TYPE: Readonly<Record<CopyBlockType, ClassicStage>> = {
  HOOK: "hook",
  STORY_HOOK: "hook",
  PATTERN_INTERRUPT: "hook",
  PAIN_POINT: "problem",
  EMOTIONAL_PAIN: "problem",
  RELATIONSHIP_PAIN: "problem",
  ALTERNATIVES_PROBLEM: "problem",
  FAILED_SOLUTIONS: "problem",
  CONSPIRACY: "problem",
  DISCOVERY_NARRATIVE: "story",
  TESTIMONIAL: "story",
  EXPERT_INTRO: "story",
  MECHANISM_INTRO: "mechanism",
  SOLUTION_TEASER: "mechanism",
  KEY_INGREDIENT: "mechanism",
  FORMULA_REVEAL: "mechanism",
  COMPARISON: "mechanism",
  USP: "mechanism",
  SOCIAL_PROOF: "proof",
  SCIENTIFIC_VALIDATION: "proof",
  BEFORE_AFTER: "proof",
  CREDIBILITY: "proof",
  PRODUCT_INTRO: "offer",
  OFFER_STRUCTURE: "offer",
  BONUS: "offer",
  FUTURE_VISION: "offer",
  GUARANTEE: "guarantee",
  CALL_TO_ACTION: "callToAction",
  URGENCY: "callToAction",
  SCARCITY: "callToAction",
};

/** Template block types have a classic stage too, so a template-made copy gets colours and a check. */
export const STAGE_OF_TEMPLATE_TYPE: Readonly<Partial<Record<TemplateBlockType, ClassicStage>>> = {
  header: "hook",
  hero: "hook",
  intro: "hook",
  greeting: "hook",
  challenge: "problem",
  client: "story",
  content: "story",
  body: "story",
  solution: "mechanism",
  overview: "mechanism",
  features: "mechanism",
  "use-case": "mechanism",
  specifications: "mechanism",
  results: "proof",
  testimonial: "proof",
  testimonials: "proof",
  "social-proof": "proof",
  benefits: "offer",
  bullets: "offer",
  guarantee: "guarantee",
  cta: "callToAction",
};

/** The classic stage of a block type, or null (UNDEFINED, free text, social posts…). */
export function stageOf(type: string): ClassicStage | null {
  return (
    (STAGE_OF_TYPE as Record<string, ClassicStage>)[type] ??
    (STAGE_OF_TEMPLATE_TYPE as Record<string, ClassicStage>)[type] ??
    null
  );
}
