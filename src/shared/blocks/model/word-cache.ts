// What one word contributes to the emissions, computed once per distinct word and model: the
// sum of its unigram and character 4-gram rows (kept sparse: the labels with a weight), its rows
// as the context of the paragraph after it and before it (copied next to it, so one word's
// scores sit together in memory), and its hash (for bigrams and the first and last words). A
// paragraph then costs one map lookup and a few adds per word instead of a probe per n-gram.

import type { Word } from "../words";
import { addRow, type CrfModel, LABEL_COUNT, rowOf } from "./crf";
import { charGramCount, charGrams, MAX_TOKENS, mix, SEED_NEXT, SEED_PREVIOUS, tokenHash } from "./features";

const L = LABEL_COUNT;
/** Words kept at most; past it the cache starts again (a paste rarely has more than a few thousand). */
const MAX_WORDS = 1 << 15;
const FIRST_CAPACITY = 1 << 10;

function grown<T extends Uint32Array | Int32Array | Uint8Array | Float64Array>(old: T, size: number): T {
  const next = new (old.constructor as new (n: number) => T)(size);
  next.set(old);
  return next;
}

export class WordCache {
  private readonly slots = new Map<string, number>();
  private capacity = FIRST_CAPACITY;
  /** How many times the cache was full and started again. */
  resets = 0;
  /** Per slot: the word's hash. */
  hashes = new Uint32Array(FIRST_CAPACITY);
  /**
   * Per slot, two runs of labels and weights one after another: its own scores from from[slot],
   * then its scores as a neighbour's word from asPrevious[slot] up to from[slot + 1]. A label is
   * the score's place in the emission step's three rows side by side (own, next, previous): the
   * label itself in the own run; in the neighbour run, L + label as the previous paragraph's word
   * (it scores the next paragraph), then 2L + label as the next paragraph's word. The neighbour
   * run then adds up in one loop.
   */
  from = new Int32Array(FIRST_CAPACITY + 1);
  asPrevious = new Int32Array(FIRST_CAPACITY);
  labels = new Uint8Array(FIRST_CAPACITY * 8);
  weights = new Float64Array(FIRST_CAPACITY * 8);
  private readonly sum = new Float64Array(L);
  private grams = new Uint32Array(64);

  private readonly maxWords: number;

  /** `maxWords`: how many words are kept before the cache starts again (at least a paragraph's). */
  constructor(
    private readonly model: CrfModel,
    maxWords = MAX_WORDS,
  ) {
    this.maxWords = Math.max(maxWords, MAX_TOKENS);
  }

  /**
   * Makes sure the next `words` words find room without the cache starting again, starting it
   * again now if need be: slots taken for one paragraph stay valid until its scores are added.
   */
  makeRoom(words: number): void {
    if (this.slots.size + words > this.maxWords) this.startAgain();
  }

  /**
   * Slot of `word`, filled on first sight. The word remembers it (for this cache, until the cache
   * starts again), so a known word costs no map lookup.
   */
  slot(word: Word): number {
    if (word.cacheOwner === this && word.cacheEpoch === this.resets) return word.cacheSlot;
    const slot = this.slots.get(word.text) ?? this.fill(word.text);
    word.cacheOwner = this;
    word.cacheEpoch = this.resets;
    word.cacheSlot = slot;
    return slot;
  }

  private fill(word: string): number {
    if (this.slots.size === this.capacity) this.grow();
    const slot = this.slots.size;
    this.slots.set(word, slot);
    const model = this.model;
    const h = tokenHash(word);
    this.hashes[slot] = h;
    // The word's unigram and character 4-gram rows, summed in that order.
    const sum = this.sum;
    sum.fill(0);
    addRow(model, rowOf(model, h), sum, 0);
    const needed = charGramCount(word.length);
    if (this.grams.length < needed) this.grams = new Uint32Array(needed * 2);
    const n = charGrams(word, this.grams, 0);
    for (let k = 0; k < n; k++) addRow(model, rowOf(model, this.grams[k]), sum, 0);
    const previousRow = rowOf(model, mix(h, SEED_PREVIOUS));
    const nextRow = rowOf(model, mix(h, SEED_NEXT));
    let end = this.from[slot];
    const room = end + L + rowSize(model, previousRow) + rowSize(model, nextRow);
    while (this.labels.length < room) {
      this.labels = grown(this.labels, this.labels.length * 2);
      this.weights = grown(this.weights, this.weights.length * 2);
    }
    for (let l = 0; l < L; l++) {
      if (sum[l] === 0) continue;
      this.labels[end] = l;
      this.weights[end++] = sum[l];
    }
    this.asPrevious[slot] = end;
    end = this.copyRow(previousRow, end, L);
    end = this.copyRow(nextRow, end, 2 * L);
    this.from[slot + 1] = end;
    return slot;
  }

  /** Copies a model's packed row's labels (plus `offset`) and weights to `at`; returns the end. */
  private copyRow(row: number, at: number, offset: number): number {
    if (row < 0) return at;
    const { packedInts, packedWeights } = this.model;
    const end = row + 1 + 2 * packedInts[row];
    for (let k = row + 1; k < end; k += 2) {
      this.labels[at] = packedInts[k] + offset;
      this.weights[at++] = packedWeights[k + 1];
    }
    return at;
  }

  private startAgain(): void {
    this.slots.clear();
    this.resets++;
  }

  private grow(): void {
    if (this.capacity >= this.maxWords) {
      this.startAgain();
      return;
    }
    this.capacity *= 2;
    this.hashes = grown(this.hashes, this.capacity);
    this.from = grown(this.from, this.capacity + 1);
    this.asPrevious = grown(this.asPrevious, this.capacity);
  }
}

const rowSize = (model: CrfModel, row: number): number => (row < 0 ? 0 : model.packedInts[row]);

const caches = new WeakMap<CrfModel, WordCache>();

/** The word cache of a model (one per model object). */
export function wordCache(model: CrfModel): WordCache {
  let cache = caches.get(model);
  if (!cache) {
    cache = new WordCache(model);
    caches.set(model, cache);
  }
  return cache;
}
