// Scores of a typing engine against the corpus: top-1 and top-3 against the 1-3 acceptable types,
// averaged over texts (macro) and over paragraphs (micro), per language and genre, and the
// expected calibration error of the top-1 confidence.
import type { ClassifiedBlock } from "../../src/shared/blocks/classify-types";
import type { BlockType } from "../../src/shared/blocks/types";

export interface Prediction {
  textId: string;
  language: string;
  genre: string;
  /** Chosen type, then the alternatives, best first. */
  ranked: BlockType[];
  /** Confidence of the chosen type, 0-1. */
  confidence: number;
  acceptable: readonly BlockType[];
}

export function predictionsOf(
  text: { id: string; language: string; genre: string; paragraphs: { types: BlockType[] }[] },
  blocks: readonly ClassifiedBlock[],
): Prediction[] {
  if (blocks.length !== text.paragraphs.length)
    throw new Error(`${text.id}: ${blocks.length} blocks for ${text.paragraphs.length} paragraphs`);
  return blocks.map((b, i) => ({
    textId: text.id,
    language: text.language,
    genre: text.genre,
    ranked: [b.type, ...b.alternativeTypes.map((a) => a.type)],
    confidence: b.confidence / 100,
    acceptable: text.paragraphs[i].types,
  }));
}

export const isTop1 = (p: Prediction) => p.acceptable.includes(p.ranked[0]);
export const isTop3 = (p: Prediction) => p.ranked.slice(0, 3).some((t) => p.acceptable.includes(t));

export interface Score {
  texts: number;
  paragraphs: number;
  /** Mean over texts of each text's share of paragraphs right. */
  macroTop1: number;
  macroTop3: number;
  /** Share of all paragraphs right. */
  microTop1: number;
  microTop3: number;
  ece: number;
}

/** Expected calibration error over 10 equal-width confidence bins. */
export function expectedCalibrationError(predictions: readonly Prediction[]): number {
  const bins = Array.from({ length: 10 }, () => ({ n: 0, confidence: 0, right: 0 }));
  for (const p of predictions) {
    const bin = bins[Math.min(9, Math.floor(p.confidence * 10))];
    bin.n++;
    bin.confidence += p.confidence;
    if (isTop1(p)) bin.right++;
  }
  let ece = 0;
  for (const bin of bins) {
    if (bin.n === 0) continue;
    ece += (bin.n / predictions.length) * Math.abs(bin.right / bin.n - bin.confidence / bin.n);
  }
  return ece;
}

export function score(predictions: readonly Prediction[]): Score {
  const byText = new Map<string, Prediction[]>();
  for (const p of predictions) {
    const list = byText.get(p.textId) ?? [];
    list.push(p);
    byText.set(p.textId, list);
  }
  const mean = (values: number[]) =>
    values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
  const share = (list: readonly Prediction[], ok: (p: Prediction) => boolean) =>
    list.length === 0 ? 0 : list.filter(ok).length / list.length;
  const texts = [...byText.values()];
  return {
    texts: texts.length,
    paragraphs: predictions.length,
    macroTop1: mean(texts.map((t) => share(t, isTop1))),
    macroTop3: mean(texts.map((t) => share(t, isTop3))),
    microTop1: share(predictions, isTop1),
    microTop3: share(predictions, isTop3),
    ece: expectedCalibrationError(predictions),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}`.padStart(6);

export function scoreHeader(label: string): string {
  return `${label.padEnd(40)} ${"texts".padStart(5)} ${"paras".padStart(6)}  ${"top-1".padStart(6)} ${"top-3".padStart(6)}  ${"µtop1".padStart(6)} ${"µtop3".padStart(6)}  ${"ECE".padStart(5)}`;
}

export function scoreLine(label: string, s: Score): string {
  return `${label.padEnd(40)} ${String(s.texts).padStart(5)} ${String(s.paragraphs).padStart(6)}  ${pct(s.macroTop1)} ${pct(s.macroTop3)}  ${pct(s.microTop1)} ${pct(s.microTop3)}  ${(s.ece * 100).toFixed(1).padStart(5)}`;
}

export interface TypeScore {
  type: BlockType;
  /** Paragraphs whose first acceptable type is this one. */
  support: number;
  /** Share of those typed right (the chosen type is acceptable). */
  recall: number;
  /** Paragraphs typed as this one. */
  predicted: number;
  /** Share of those where this type is acceptable. */
  precision: number;
}

/** Recall and precision of each type that is gold first or predicted, most frequent gold first. */
export function typeScores(predictions: readonly Prediction[]): TypeScore[] {
  const rows = new Map<BlockType, { support: number; right: number; predicted: number; correct: number }>();
  const row = (t: BlockType) => {
    const r = rows.get(t) ?? { support: 0, right: 0, predicted: 0, correct: 0 };
    rows.set(t, r);
    return r;
  };
  for (const p of predictions) {
    const gold = row(p.acceptable[0]);
    gold.support++;
    if (isTop1(p)) gold.right++;
    const chosen = row(p.ranked[0]);
    chosen.predicted++;
    if (p.acceptable.includes(p.ranked[0])) chosen.correct++;
  }
  return [...rows.entries()]
    .map(([type, r]) => ({
      type,
      support: r.support,
      recall: r.support === 0 ? 0 : r.right / r.support,
      predicted: r.predicted,
      precision: r.predicted === 0 ? 0 : r.correct / r.predicted,
    }))
    .sort((a, b) => b.support - a.support || b.predicted - a.predicted || a.type.localeCompare(b.type));
}

/** The most frequent mistakes: first acceptable type -> chosen type, over wrong top-1 paragraphs. */
export function confusions(
  predictions: readonly Prediction[],
  top = 12,
): { gold: BlockType; predicted: BlockType; count: number }[] {
  const counts = new Map<string, number>();
  for (const p of predictions) {
    if (isTop1(p)) continue;
    const key = `${p.acceptable[0]} ${p.ranked[0]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([key, count]) => {
      const [gold, predicted] = key.split(" ") as [BlockType, BlockType];
      return { gold, predicted, count };
    })
    .sort(
      (a, b) => b.count - a.count || a.gold.localeCompare(b.gold) || a.predicted.localeCompare(b.predicted),
    )
    .slice(0, top);
}

export interface ReliabilityBin {
  from: number;
  to: number;
  n: number;
  /** Mean top-1 confidence in the bin (0-1). */
  confidence: number;
  /** Share right in the bin. */
  accuracy: number;
}

/** The 10 equal-width confidence bins expectedCalibrationError reads, the empty ones included. */
export function reliabilityTable(predictions: readonly Prediction[]): ReliabilityBin[] {
  const bins = Array.from({ length: 10 }, (_, k) => ({
    from: k / 10,
    to: (k + 1) / 10,
    n: 0,
    c: 0,
    right: 0,
  }));
  for (const p of predictions) {
    const bin = bins[Math.min(9, Math.floor(p.confidence * 10))];
    bin.n++;
    bin.c += p.confidence;
    if (isTop1(p)) bin.right++;
  }
  return bins.map((b) => ({
    from: b.from,
    to: b.to,
    n: b.n,
    confidence: b.n === 0 ? 0 : b.c / b.n,
    accuracy: b.n === 0 ? 0 : b.right / b.n,
  }));
}
