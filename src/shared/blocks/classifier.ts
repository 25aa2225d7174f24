// Public entry of block typing: one call, three engines (see ClassifierMode). Every engine reads
// paragraphs one at a time through `at`, so a long paste is never held twice in memory.
import type { ClassifiedBlock, ClassifyOptions } from "./classify-types";
import { classifyWithModel } from "./model/classify";
import { foldText } from "./normalize";
import { classifyRules, classifySpecAll } from "./rules";
import { guessWithMargin, type PreparedSegment, prepareLine, type Segment, splitLines } from "./segmenter";
import { readWords, wordTexts } from "./words";

export type { AlternativeType, ClassifiedBlock, ClassifierMode, ClassifyOptions } from "./classify-types";
export {
  ALTERNATIVE_THRESHOLD,
  lexicalScore,
  MAX_ALTERNATIVES,
  positionDistance,
  specPositionScore,
  TYPE_THRESHOLD,
} from "./rules";

function classifyWith(
  count: number,
  at: (index: number) => PreparedSegment,
  options: ClassifyOptions,
): ClassifiedBlock[] {
  if (options.mode === "spec") return classifySpecAll(count, at);
  if (options.mode === "rules") return classifyRules(count, at);
  return classifyWithModel(count, at);
}

function prepare(segment: Segment | PreparedSegment): PreparedSegment {
  if ("folded" in segment && "tokens" in segment) return segment;
  const folded = foldText(segment.cleanedText);
  const words = readWords(folded);
  // A segment's language agrees with the guess from its own words when the segmenter made it: it
  // then gets the margin it had there. A hand-made one with another language gets a zero margin,
  // which lets every profile count.
  const guess = guessWithMargin(words);
  const languageMargin = guess.language === segment.language ? guess.margin : 0;
  return { ...segment, folded, tokens: wordTexts(words), words, languageMargin };
}

/** Classifies segments made by the segmenter (or built by hand with the same fields). */
export function classifySegments(
  segments: readonly (Segment | PreparedSegment)[],
  options: ClassifyOptions = {},
): ClassifiedBlock[] {
  return classifyWith(segments.length, (i) => prepare(segments[i]), options);
}

/** Splits a text into paragraphs and types each one. Empty text gives an empty list; never throws. */
export function classifyText(text: string, options: ClassifyOptions = {}): ClassifiedBlock[] {
  const lines = splitLines(typeof text === "string" ? text : "");
  return classifyWith(lines.length, (i) => prepareLine(lines[i], i, lines.length), options);
}
