// What one word contributes to the emissions, computed once per distinct word and model: the
// sum of its unigram and character 4-gram rows (31 scores), its hash (for bigrams and the first
// and last words), and its rows as a neighbour's context. A paragraph then costs one map lookup
// and a 31-value add per word instead of a hash table probe per n-gram.
import { addRow, type CrfModel, LABEL_COUNT, rowOf } from "./crf";
import { charGramCount, charGrams, mix, SEED_NEXT, SEED_PREVIOUS, tokenHash } from "./features";

const L = LABEL_COUNT;
/** Words kept at most; past it the cache starts again (a paste rarely has more than a few thousand). */
const MAX_WORDS = 1 << 15;
const FIRST_CAPACITY = 1 << 10;

export class WordCache {
  private readonly slots = new Map<string, number>();
  private capacity = FIRST_CAPACITY;
  /** How many times the cache was full and started again. */
  resets = 0;
  /** Per slot: the word's hash, its rows seen from the paragraph after and before, and whether it has own scores. */
  hashes = new Uint32Array(FIRST_CAPACITY);
  previousRows = new Int32Array(FIRST_CAPACITY);
  nextRows = new Int32Array(FIRST_CAPACITY);
  known = new Uint8Array(FIRST_CAPACITY);
  /** L scores per slot: the word's unigram and character 4-gram weights summed. */
  scores = new Float64Array(FIRST_CAPACITY * L);
  private grams = new Uint32Array(64);

  /** `maxWords`: how many words are kept before the cache starts again. */
  constructor(
    private readonly model: CrfModel,
    private readonly maxWords = MAX_WORDS,
  ) {}

  /** Slot of `word`, filled on first sight. */
  slot(word: string): number {
    const slot = this.slots.get(word);
    return slot === undefined ? this.fill(word) : slot;
  }

  private fill(word: string): number {
    if (this.slots.size === this.capacity) this.grow();
    const slot = this.slots.size;
    this.slots.set(word, slot);
    const model = this.model;
    const h = tokenHash(word);
    this.hashes[slot] = h;
    this.previousRows[slot] = rowOf(model, mix(h, SEED_PREVIOUS));
    this.nextRows[slot] = rowOf(model, mix(h, SEED_NEXT));
    const at = slot * L;
    this.scores.fill(0, at, at + L);
    let known = addRow(model, rowOf(model, h), this.scores, at);
    const needed = charGramCount(word.length);
    if (this.grams.length < needed) this.grams = new Uint32Array(needed * 2);
    const n = charGrams(word, this.grams, 0);
    for (let k = 0; k < n; k++) known = addRow(model, rowOf(model, this.grams[k]), this.scores, at) || known;
    this.known[slot] = known ? 1 : 0;
    return slot;
  }

  private grow(): void {
    if (this.capacity >= this.maxWords) {
      this.slots.clear();
      this.resets++;
      return;
    }
    this.capacity *= 2;
    const grown = <T extends Uint32Array | Int32Array | Uint8Array | Float64Array>(
      old: T,
      size: number,
    ): T => {
      const next = new (old.constructor as new (n: number) => T)(size);
      next.set(old);
      return next;
    };
    this.hashes = grown(this.hashes, this.capacity);
    this.previousRows = grown(this.previousRows, this.capacity);
    this.nextRows = grown(this.nextRows, this.capacity);
    this.known = grown(this.known, this.capacity);
    this.scores = grown(this.scores, this.capacity * L);
  }
}

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
