import type { CopyBlockType } from "../types";
import type { SequenceProfile } from "./types";

// The closing types: opening and problem blocks read wrong once the offer has started.
const LATE: readonly CopyBlockType[] = [
  "OFFER_STRUCTURE",
  "GUARANTEE",
  "BONUS",
  "CALL_TO_ACTION",
  "SCARCITY",
];
const OFFER: readonly CopyBlockType[] = [...LATE, "URGENCY"];

/**
 * Position and neighbour preferences of every type, in VSL order. Fixed ranges hold for
 * HOOK, EXPERT_INTRO, PAIN_POINT, PRODUCT_INTRO, URGENCY, OFFER_STRUCTURE, GUARANTEE, BONUS,
 * FUTURE_VISION, CALL_TO_ACTION and SCARCITY; the others follow the usual structure of a letter.
 */
export const SEQUENCE_PROFILES: Readonly<Record<CopyBlockType, SequenceProfile>> = {
  HOOK: {
    preferredPositions: [0, 10],
    preferredPredecessors: ["PATTERN_INTERRUPT"],
    preferredSuccessors: [
      "CREDIBILITY",
      "STORY_HOOK",
      "PATTERN_INTERRUPT",
      "EXPERT_INTRO",
      "SOLUTION_TEASER",
    ],
    avoidAfter: OFFER,
  },
  PATTERN_INTERRUPT: {
    preferredPositions: [0, 15],
    preferredPredecessors: ["HOOK"],
    preferredSuccessors: ["HOOK", "STORY_HOOK", "CREDIBILITY", "MECHANISM_INTRO"],
    avoidAfter: LATE,
  },
  STORY_HOOK: {
    preferredPositions: [0, 20],
    preferredPredecessors: ["HOOK", "PATTERN_INTERRUPT", "EXPERT_INTRO"],
    preferredSuccessors: ["PAIN_POINT", "EMOTIONAL_PAIN", "EXPERT_INTRO", "RELATIONSHIP_PAIN"],
    avoidAfter: LATE,
  },
  CREDIBILITY: {
    preferredPositions: [3, 25],
    preferredPredecessors: ["HOOK", "EXPERT_INTRO"],
    preferredSuccessors: ["EXPERT_INTRO", "STORY_HOOK", "PAIN_POINT", "SOLUTION_TEASER"],
    avoidAfter: LATE,
  },
  EXPERT_INTRO: {
    preferredPositions: [10, 25],
    preferredPredecessors: ["HOOK", "CREDIBILITY", "STORY_HOOK", "PATTERN_INTERRUPT"],
    preferredSuccessors: ["CREDIBILITY", "STORY_HOOK", "PAIN_POINT"],
    avoidAfter: LATE,
  },
  PAIN_POINT: {
    preferredPositions: [15, 30],
    preferredPredecessors: ["STORY_HOOK", "EXPERT_INTRO", "CREDIBILITY", "HOOK"],
    preferredSuccessors: ["EMOTIONAL_PAIN", "RELATIONSHIP_PAIN", "FAILED_SOLUTIONS"],
    avoidAfter: LATE,
  },
  EMOTIONAL_PAIN: {
    preferredPositions: [15, 38],
    preferredPredecessors: ["PAIN_POINT", "STORY_HOOK", "RELATIONSHIP_PAIN"],
    preferredSuccessors: ["RELATIONSHIP_PAIN", "FAILED_SOLUTIONS", "PAIN_POINT"],
    avoidAfter: LATE,
  },
  RELATIONSHIP_PAIN: {
    preferredPositions: [18, 40],
    preferredPredecessors: ["PAIN_POINT", "EMOTIONAL_PAIN"],
    preferredSuccessors: ["FAILED_SOLUTIONS", "EMOTIONAL_PAIN"],
    avoidAfter: LATE,
  },
  FAILED_SOLUTIONS: {
    preferredPositions: [20, 42],
    preferredPredecessors: ["PAIN_POINT", "EMOTIONAL_PAIN", "RELATIONSHIP_PAIN"],
    preferredSuccessors: ["ALTERNATIVES_PROBLEM", "CONSPIRACY", "MECHANISM_INTRO", "SOLUTION_TEASER"],
    avoidAfter: LATE,
  },
  ALTERNATIVES_PROBLEM: {
    preferredPositions: [22, 48],
    preferredPredecessors: ["FAILED_SOLUTIONS", "PAIN_POINT"],
    preferredSuccessors: ["CONSPIRACY", "MECHANISM_INTRO", "SOLUTION_TEASER"],
    avoidAfter: LATE,
  },
  CONSPIRACY: {
    preferredPositions: [25, 55],
    preferredPredecessors: ["ALTERNATIVES_PROBLEM", "FAILED_SOLUTIONS", "MECHANISM_INTRO"],
    preferredSuccessors: ["SOLUTION_TEASER", "MECHANISM_INTRO", "DISCOVERY_NARRATIVE"],
    avoidAfter: LATE,
  },
  SOLUTION_TEASER: {
    preferredPositions: [20, 50],
    preferredPredecessors: ["CONSPIRACY", "ALTERNATIVES_PROBLEM", "FAILED_SOLUTIONS", "PAIN_POINT"],
    preferredSuccessors: ["DISCOVERY_NARRATIVE", "MECHANISM_INTRO", "STORY_HOOK"],
    avoidAfter: LATE,
  },
  DISCOVERY_NARRATIVE: {
    preferredPositions: [30, 58],
    preferredPredecessors: ["SOLUTION_TEASER", "FAILED_SOLUTIONS", "STORY_HOOK", "CONSPIRACY"],
    preferredSuccessors: ["MECHANISM_INTRO", "KEY_INGREDIENT", "SCIENTIFIC_VALIDATION"],
    avoidAfter: LATE,
  },
  MECHANISM_INTRO: {
    preferredPositions: [30, 60],
    preferredPredecessors: ["DISCOVERY_NARRATIVE", "SOLUTION_TEASER", "ALTERNATIVES_PROBLEM"],
    preferredSuccessors: ["KEY_INGREDIENT", "SCIENTIFIC_VALIDATION", "FORMULA_REVEAL", "COMPARISON"],
    avoidAfter: LATE,
  },
  KEY_INGREDIENT: {
    preferredPositions: [40, 66],
    preferredPredecessors: ["MECHANISM_INTRO", "DISCOVERY_NARRATIVE"],
    preferredSuccessors: ["SCIENTIFIC_VALIDATION", "FORMULA_REVEAL", "KEY_INGREDIENT"],
    avoidAfter: LATE,
  },
  SCIENTIFIC_VALIDATION: {
    preferredPositions: [38, 68],
    preferredPredecessors: ["KEY_INGREDIENT", "MECHANISM_INTRO", "DISCOVERY_NARRATIVE"],
    preferredSuccessors: ["FORMULA_REVEAL", "COMPARISON", "PRODUCT_INTRO", "TESTIMONIAL"],
    avoidAfter: ["CALL_TO_ACTION", "SCARCITY"],
  },
  FORMULA_REVEAL: {
    preferredPositions: [45, 72],
    preferredPredecessors: ["KEY_INGREDIENT", "SCIENTIFIC_VALIDATION", "MECHANISM_INTRO"],
    preferredSuccessors: ["COMPARISON", "USP", "PRODUCT_INTRO", "TESTIMONIAL"],
    avoidAfter: ["CALL_TO_ACTION", "SCARCITY"],
  },
  COMPARISON: {
    preferredPositions: [40, 72],
    preferredPredecessors: ["MECHANISM_INTRO", "FORMULA_REVEAL", "SCIENTIFIC_VALIDATION"],
    preferredSuccessors: ["USP", "PRODUCT_INTRO", "TESTIMONIAL"],
    avoidAfter: ["CALL_TO_ACTION", "SCARCITY"],
  },
  USP: {
    preferredPositions: [50, 78],
    preferredPredecessors: ["COMPARISON", "PRODUCT_INTRO", "FORMULA_REVEAL"],
    preferredSuccessors: ["TESTIMONIAL", "SOCIAL_PROOF", "PRODUCT_INTRO", "OFFER_STRUCTURE"],
    avoidAfter: ["SCARCITY"],
  },
  PRODUCT_INTRO: {
    preferredPositions: [60, 75],
    preferredPredecessors: ["FORMULA_REVEAL", "COMPARISON", "SCIENTIFIC_VALIDATION", "KEY_INGREDIENT"],
    preferredSuccessors: ["USP", "TESTIMONIAL", "BEFORE_AFTER", "SOCIAL_PROOF", "OFFER_STRUCTURE"],
    avoidAfter: ["CALL_TO_ACTION", "SCARCITY"],
  },
  TESTIMONIAL: {
    preferredPositions: [45, 82],
    preferredPredecessors: ["PRODUCT_INTRO", "USP", "TESTIMONIAL", "SOCIAL_PROOF"],
    preferredSuccessors: ["TESTIMONIAL", "BEFORE_AFTER", "SOCIAL_PROOF", "OFFER_STRUCTURE"],
    avoidAfter: [],
  },
  BEFORE_AFTER: {
    preferredPositions: [50, 82],
    preferredPredecessors: ["TESTIMONIAL", "PRODUCT_INTRO", "SOCIAL_PROOF"],
    preferredSuccessors: ["TESTIMONIAL", "SOCIAL_PROOF", "OFFER_STRUCTURE"],
    avoidAfter: [],
  },
  SOCIAL_PROOF: {
    preferredPositions: [50, 82],
    preferredPredecessors: ["TESTIMONIAL", "BEFORE_AFTER", "PRODUCT_INTRO"],
    preferredSuccessors: ["OFFER_STRUCTURE", "TESTIMONIAL", "PRODUCT_INTRO"],
    avoidAfter: [],
  },
  OFFER_STRUCTURE: {
    preferredPositions: [70, 85],
    preferredPredecessors: ["PRODUCT_INTRO", "SOCIAL_PROOF", "TESTIMONIAL", "BEFORE_AFTER"],
    preferredSuccessors: ["BONUS", "GUARANTEE", "URGENCY", "OFFER_STRUCTURE"],
    avoidAfter: [],
  },
  BONUS: {
    preferredPositions: [75, 90],
    preferredPredecessors: ["OFFER_STRUCTURE", "BONUS"],
    preferredSuccessors: ["BONUS", "GUARANTEE", "URGENCY"],
    avoidAfter: [],
  },
  GUARANTEE: {
    preferredPositions: [75, 90],
    preferredPredecessors: ["OFFER_STRUCTURE", "BONUS"],
    preferredSuccessors: ["URGENCY", "FUTURE_VISION", "CALL_TO_ACTION", "SCARCITY"],
    avoidAfter: [],
  },
  URGENCY: {
    preferredPositions: [70, 95],
    preferredPredecessors: ["GUARANTEE", "BONUS", "OFFER_STRUCTURE"],
    preferredSuccessors: ["SCARCITY", "CALL_TO_ACTION", "FUTURE_VISION"],
    avoidAfter: [],
  },
  FUTURE_VISION: {
    preferredPositions: [80, 95],
    preferredPredecessors: ["GUARANTEE", "URGENCY", "BONUS"],
    preferredSuccessors: ["CALL_TO_ACTION", "SCARCITY", "URGENCY"],
    avoidAfter: [],
  },
  CALL_TO_ACTION: {
    preferredPositions: [85, 95],
    preferredPredecessors: ["FUTURE_VISION", "URGENCY", "GUARANTEE", "SCARCITY"],
    preferredSuccessors: ["SCARCITY", "URGENCY"],
    avoidAfter: [],
  },
  SCARCITY: {
    preferredPositions: [90, 100],
    preferredPredecessors: ["CALL_TO_ACTION", "URGENCY", "FUTURE_VISION"],
    preferredSuccessors: ["CALL_TO_ACTION"],
    avoidAfter: [],
  },
};
