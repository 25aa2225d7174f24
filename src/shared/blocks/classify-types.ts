import type { BlockType } from "./types";

/**
 * 'improved' (default): the learned sequence model over the rule evidence and the words;
 * 'rules': the rule profiles with a hand-set sequence pass (the model's baseline);
 * 'spec': the original product's scoring, paragraph by paragraph, kept as the yardstick the
 *   other two must beat.
 */
export type ClassifierMode = "improved" | "rules" | "spec";

export interface AlternativeType {
  type: BlockType;
  confidence: number;
}

/** One classified paragraph, as returned to the editor, the API and the CLI. */
export interface ClassifiedBlock {
  type: BlockType;
  originalText: string;
  /** Integer 0-100; in 'improved' mode a calibrated probability that the type is right. */
  confidence: number;
  /** Next most probable types, at most 3, best first. */
  alternativeTypes: AlternativeType[];
}

export interface ClassifyOptions {
  mode?: ClassifierMode;
}
