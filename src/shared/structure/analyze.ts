import { findTemplate } from "../blocks/templates";
import { countWords, DEFAULT_WORDS_PER_MINUTE, spokenSeconds, spokenText } from "../blocks/text-stats";
import { longestIncreasing } from "../longest-increasing";
import { CLASSIC_STAGES, type ClassicStage, stageOf } from "./stages";

export type StructureBlock = { id: string; type: string; originalText: string; expansion: string };

/** A run of consecutive blocks of one type. */
export type Section = {
  type: string;
  stage: ClassicStage | null;
  blockIds: string[];
  firstIndex: number;
  words: number;
  seconds: number;
};

/** What the copy is checked against: the classic order, or a template's order of block types. */
export type Reference = { kind: "classic" } | { kind: "template"; templateId: string };

export type StructureIssue = {
  kind: "missing" | "tooEarly" | "tooLate";
  /** A classic stage, or a template block type. */
  step: string;
  /** The block to go to: the step's first block, or for a missing step the block it should follow. */
  blockId: string | null;
};

export type StructureMap = {
  sections: Section[];
  words: number;
  seconds: number;
  /** The steps of the reference in order, for a legend. */
  steps: string[];
  issues: StructureIssue[];
};

/** Runs of consecutive blocks of one type, with the words the final copy speaks and their time. */
export function sectionsOf(
  blocks: readonly StructureBlock[],
  wordsPerMinute = DEFAULT_WORDS_PER_MINUTE,
): Section[] {
  const sections: Section[] = [];
  blocks.forEach((block, index) => {
    const words = countWords(spokenText(block));
    const last = sections.at(-1);
    if (last && last.type === block.type) {
      last.blockIds.push(block.id);
      last.words += words;
    } else {
      sections.push({
        type: block.type,
        stage: stageOf(block.type),
        blockIds: [block.id],
        firstIndex: index,
        words,
        seconds: 0,
      });
    }
  });
  for (const section of sections) section.seconds = spokenSeconds(section.words, wordsPerMinute);
  return sections;
}

/** The reference's steps in order, and the step of a block type under it (null: outside it). */
function referenceSteps(reference: Reference): { steps: string[]; stepOf: (type: string) => string | null } {
  if (reference.kind === "template") {
    const template = findTemplate(reference.templateId);
    if (template) {
      const steps = [...new Set(template.blocks.map((b) => b.type as string))];
      return { steps, stepOf: (type) => (steps.includes(type) ? type : null) };
    }
  }
  return { steps: [...CLASSIC_STAGES], stepOf: stageOf };
}

/**
 * Checks where each step of the reference begins (its first block). Steps whose beginnings are
 * in the reference's order are fine; each other one is too early when a later step begins before
 * it, else too late. Steps with no block are missing, linked to the block they should follow.
 */
export function checkOrder(blocks: readonly StructureBlock[], reference: Reference) {
  const { steps, stepOf } = referenceSteps(reference);
  const firstBlock = new Map<string, number>();
  blocks.forEach((block, index) => {
    const step = stepOf(block.type);
    if (step !== null && !firstBlock.has(step)) firstBlock.set(step, index);
  });
  const present = [...firstBlock.entries()].sort((a, b) => a[1] - b[1]);
  const ranks = present.map(([step]) => steps.indexOf(step));
  const inOrder = longestIncreasing(ranks);

  const issues: StructureIssue[] = [];
  present.forEach(([step, index], i) => {
    if (inOrder.has(i)) return;
    const rank = ranks[i];
    const laterStepBefore = present.some(
      ([, other], j) => other < index && inOrder.has(j) && ranks[j] > rank,
    );
    issues.push({ kind: laterStepBefore ? "tooLate" : "tooEarly", step, blockId: blocks[index].id });
  });
  steps.forEach((step, rank) => {
    if (firstBlock.has(step)) return;
    // The last block of the closest earlier step that is there; none: the copy's first block.
    let anchor: string | null = blocks[0]?.id ?? null;
    for (let r = rank - 1; r >= 0; r--) {
      if (!firstBlock.has(steps[r])) continue;
      const last = blocks.findLastIndex((b) => stepOf(b.type) === steps[r]);
      anchor = blocks[last].id;
      break;
    }
    issues.push({ kind: "missing", step, blockId: anchor });
  });
  // In the reference's order, so the list reads like the copy should.
  issues.sort((a, b) => steps.indexOf(a.step) - steps.indexOf(b.step));
  return { steps, issues };
}

/** The structure map of a copy: its sections, totals and the check against the reference. */
export function analyzeStructure(
  blocks: readonly StructureBlock[],
  reference: Reference,
  wordsPerMinute = DEFAULT_WORDS_PER_MINUTE,
): StructureMap {
  const sections = sectionsOf(blocks, wordsPerMinute);
  const words = sections.reduce((sum, s) => sum + s.words, 0);
  return { sections, words, seconds: spokenSeconds(words, wordsPerMinute), ...checkOrder(blocks, reference) };
}

/**
 * The reference a copy was most likely built from: the template whose block types cover most of
 * its blocks when at least half of them are template types, else the classic order.
 */
export function guessReference(
  blocks: readonly StructureBlock[],
  templates: readonly { id: string; blocks: readonly { type: string }[] }[],
): Reference {
  let best: { id: string; covered: number } | null = null;
  for (const template of templates) {
    const types = new Set(template.blocks.map((b) => b.type));
    const covered = blocks.filter((b) => types.has(b.type)).length;
    if (covered > (best?.covered ?? 0)) best = { id: template.id, covered };
  }
  return best && best.covered * 2 >= blocks.length
    ? { kind: "template", templateId: best.id }
    : { kind: "classic" };
}
