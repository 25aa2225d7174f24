/**
 * Indexes of a longest strictly increasing subsequence of the defined values, in n log n: the
 * part of a list that is already in order. Undefined values (items with no old place) are skipped.
 * The block store keeps those rows' positions; the structure check keeps those steps as in order.
 */
export function longestIncreasing(values: readonly (number | undefined)[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === undefined) continue;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((values[tails[mid]] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1];
    tails[lo] = i;
  }
  const kept = new Set<number>();
  for (let i = tails.at(-1) ?? -1; i !== -1; i = previous[i]) kept.add(i);
  return kept;
}
