// The rule classifier: the original per-paragraph scoring ('spec' mode) and the rules with a
// hand-set sequence pass ('rules' mode). The learned model reads the same lexical scores as
// features, and the rules stay the explanation of a type.

import type { AlternativeType, ClassifiedBlock } from "./classify-types";
import {
  collectEvidence,
  type Evidence,
  KIND_CONTEXT,
  KIND_KEYWORD,
  KIND_PHRASE,
  newEvidence,
  TYPE_COUNT,
} from "./compile";
import { LANGUAGE_CODES, SEQUENCE_PROFILES } from "./profiles";
import type { PreparedSegment } from "./segmenter";
import { decodeSequence } from "./sequence-pass";
import { COPY_BLOCK_TYPES, type Language } from "./types";

/** The original scoring's bar: below it a paragraph is too weak evidence for any type. */
export const TYPE_THRESHOLD = 50;
/** 70% of the bar: weaker alternatives would only be noise next to the chosen type. */
export const ALTERNATIVE_THRESHOLD = 35;
export const MAX_ALTERNATIVES = 3;

// A module-local copy: imported bindings can cost a getter call per access in hot loops.
const TYPES = TYPE_COUNT;
const KEYWORD_SLOT = KIND_KEYWORD * TYPES;
const PHRASE_SLOT = KIND_PHRASE * TYPES;
const CONTEXT_SLOT = KIND_CONTEXT * TYPES;
const LANGUAGES = LANGUAGE_CODES;
const POSITIONS = COPY_BLOCK_TYPES.map((t) => SEQUENCE_PROFILES[t].preferredPositions);

/** Keyword, phrase, start, pattern and indicator points of one type (the original scoring's weights, no position). */
export function lexicalScore(ev: Evidence, type: number): number {
  const counts = ev.counts;
  return (
    Math.min(20, (counts[KEYWORD_SLOT + type] * 20) / 3) +
    Math.min(25, (counts[PHRASE_SLOT + type] * 25) / 2) +
    (ev.start[type] ? 15 : 0) +
    (ev.pattern[type] ? 20 : 0) +
    Math.min(10, (counts[CONTEXT_SLOT + type] * 10) / 2)
  );
}

/** Distance in percentage points from `position` to the type's preferred range (0 inside). */
export function positionDistance(type: number, position: number): number {
  const [min, max] = POSITIONS[type];
  if (position < min) return min - position;
  if (position > max) return position - max;
  return 0;
}

/** Original scoring: +10 inside the preferred range, else minus up to 10, full penalty 10 points away. */
export function specPositionScore(type: number, position: number): number {
  const distance = positionDistance(type, position);
  return distance === 0 ? 10 : -Math.min(10, distance);
}

const clamp = (value: number): number => Math.max(0, Math.min(100, Math.round(value)));

/** Indices of the `k` best scores, best first; ties keep the enumeration order (deterministic). */
function topTypes(scores: Float64Array, k: number): number[] {
  const top: number[] = [];
  for (let t = 0; t < TYPES; t++) {
    let at = top.length;
    while (at > 0 && scores[top[at - 1]] < scores[t]) at--;
    if (at < k) {
      top.splice(at, 0, t);
      if (top.length > k) top.pop();
    }
  }
  return top;
}

/** Up to MAX_ALTERNATIVES types other than `chosen` scoring above `threshold`, best first. */
function alternativesOf(scores: Float64Array, chosen: number, threshold: number): AlternativeType[] {
  const out: AlternativeType[] = [];
  for (const t of topTypes(scores, MAX_ALTERNATIVES + 1)) {
    if (out.length === MAX_ALTERNATIVES) break;
    if (t === chosen || scores[t] <= threshold) continue;
    out.push({ type: COPY_BLOCK_TYPES[t], confidence: clamp(scores[t]) });
  }
  return out;
}

/** The original scoring ('spec' mode) over `count` paragraphs supplied one at a time by `at`. */
export function classifySpecAll(count: number, at: (index: number) => PreparedSegment): ClassifiedBlock[] {
  const ev = newEvidence();
  const out = new Array<ClassifiedBlock>(count);
  for (let i = 0; i < count; i++) out[i] = classifySpec(at(i), ev);
  return out;
}

function classifySpec(segment: PreparedSegment, ev: Evidence): ClassifiedBlock {
  collectEvidence(segment.language, segment, ev);
  const scores = new Float64Array(TYPES);
  for (let t = 0; t < TYPES; t++) {
    scores[t] = Math.max(0, Math.min(100, lexicalScore(ev, t) + specPositionScore(t, segment.position)));
  }
  const best = topTypes(scores, 1)[0];
  const typed = scores[best] >= TYPE_THRESHOLD;
  return {
    type: typed ? COPY_BLOCK_TYPES[best] : "UNDEFINED",
    originalText: segment.originalText,
    confidence: clamp(scores[best]),
    alternativeTypes: alternativesOf(scores, typed ? best : -1, ALTERNATIVE_THRESHOLD),
  };
}

/**
 * Lexical scores of one paragraph: its guessed language's profile, and, when the guess is weak
 * (short lines, mixed text), the other language's too, keeping the better score per type.
 */
export function bilingualLexical(
  segment: PreparedSegment,
  own: Evidence,
  foreign: Evidence,
  freePatterns = true,
  out = new Float64Array(TYPES),
): Float64Array {
  collectEvidence(segment.language, segment, own, freePatterns);
  for (let t = 0; t < TYPES; t++) out[t] = lexicalScore(own, t);
  if (segment.languageMargin < IMPROVED.bilingualBelowMargin) {
    for (const other of LANGUAGES) {
      if (other === segment.language) continue;
      collectEvidence(other as Language, segment, foreign, freePatterns);
      for (let t = 0; t < TYPES; t++)
        out[t] = Math.max(out[t], IMPROVED.foreignWeight * lexicalScore(foreign, t));
    }
  }
  return out;
}

/** Tuning of the improved mode, measured on the development set (see accuracy.test.ts). */
export const IMPROVED = {
  /** Evidence from the other language's profile counts a little less than the guessed language's. */
  foreignWeight: 0.9,
  /** The other language's profile is also tried when the stop-word margin is below this. */
  bilingualBelowMargin: 3,
  /** 1 in use; 0 leaves only position and sequence (an ablation to see what the words add). */
  lexicalWeight: 1,
  insideBonus: 10,
  /** Points lost per percentage point outside the preferred range, and the most that can be lost. */
  outsideSlope: 1,
  outsideMax: 20,
  /** Below this lexical score (none at all) a paragraph is UNDEFINED in improved mode too. */
  evidenceFloor: 1,
  alternativeThreshold: 20,
};

function improvedPosition(type: number, position: number): number {
  const distance = positionDistance(type, position);
  return distance === 0
    ? IMPROVED.insideBonus
    : -Math.min(IMPROVED.outsideMax, distance * IMPROVED.outsideSlope);
}

/**
 * Rules mode over `count` paragraphs supplied one at a time by `at`: each paragraph's folded
 * text and tokens are dropped as soon as its scores are known, so memory per paragraph stays a
 * small array of scores and 50k paragraphs cost five times 10k.
 */
export function classifyRules(count: number, at: (index: number) => PreparedSegment): ClassifiedBlock[] {
  const own = newEvidence();
  const foreign = newEvidence();
  const bestLexical = new Float64Array(count);
  const originals = new Array<string>(count);
  // One array per paragraph: lexical scores, then turned into emissions in place.
  const emissions = new Array<Float64Array>(count);
  for (let i = 0; i < count; i++) {
    const segment = at(i);
    originals[i] = segment.originalText;
    const e = bilingualLexical(segment, own, foreign);
    for (let t = 0; t < TYPES; t++) {
      if (e[t] > bestLexical[i]) bestLexical[i] = e[t];
      e[t] = IMPROVED.lexicalWeight * e[t] + improvedPosition(t, segment.position);
    }
    emissions[i] = e;
  }
  const path = decodeSequence(emissions);
  return path.map((chosen, i) => {
    const scores = emissions[i];
    // Not one cue of any type in either language (junk, a signature, non-copy text): say so
    // instead of passing off a guess from position and neighbours as a type. Weak evidence does
    // take the sequence's choice: on the development set that choice is right ~80% of the time.
    const undefinedBlock = bestLexical[i] < IMPROVED.evidenceFloor;
    return {
      type: undefinedBlock ? "UNDEFINED" : COPY_BLOCK_TYPES[chosen],
      originalText: originals[i],
      confidence: undefinedBlock ? 0 : clamp(scores[chosen]),
      alternativeTypes: alternativesOf(scores, undefinedBlock ? -1 : chosen, IMPROVED.alternativeThreshold),
    };
  });
}
