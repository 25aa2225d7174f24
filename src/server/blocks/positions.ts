import { longestIncreasing } from "../../shared/longest-increasing";

/** Room left between neighbours, so most inserts and moves fit without renumbering the rest. */
const POSITION_GAP = 1024;

/**
 * Positions for `after` that keep as many existing rows where they are as possible: the longest
 * run of rows whose old positions are already in order stays, the other rows (new or moved) get
 * a position between their neighbours, and only when there is no room is the list renumbered.
 */
export function assignPositions(
  before: readonly { id: string; position: number }[],
  after: readonly { id: string }[],
): number[] {
  const oldPos = new Map(before.map((b) => [b.id, b.position]));
  const keep = longestIncreasing(after.map((b) => oldPos.get(b.id)));
  const out = new Array<number>(after.length);
  let lower = -1;
  let i = 0;
  while (i < after.length) {
    if (keep.has(i)) {
      out[i] = oldPos.get(after[i].id)!;
      lower = out[i];
      i++;
      continue;
    }
    let j = i;
    while (j < after.length && !keep.has(j)) j++;
    const count = j - i;
    const upper = j < after.length ? oldPos.get(after[j].id)! : null;
    if (upper === null) {
      for (let k = 0; k < count; k++) out[i + k] = lower + POSITION_GAP * (k + 1);
    } else if (upper - lower - 1 >= count) {
      for (let k = 0; k < count; k++)
        out[i + k] = lower + Math.floor(((upper - lower) * (k + 1)) / (count + 1));
    } else {
      return after.map((_, index) => (index + 1) * POSITION_GAP);
    }
    lower = out[j - 1];
    i = j;
  }
  return out;
}
