/**
 * Three-way merge of a list's order: `base` is the order both sides started from, `ours` and
 * `theirs` what each made of it. Ids removed by either side are dropped; ids added by either side
 * are placed after the nearest id that preceded them on their side. When both sides reordered the
 * ids they share in different ways the orders conflict and the answer is null.
 */
export function mergeOrder(
  base: readonly string[],
  ours: readonly string[],
  theirs: readonly string[],
): string[] | null {
  const inBase = new Set(base);
  const inOurs = new Set(ours);
  const inTheirs = new Set(theirs);
  const shared = (list: readonly string[]) =>
    list.filter((id) => inBase.has(id) && inOurs.has(id) && inTheirs.has(id));
  const [b, o, t] = [shared(base), shared(ours), shared(theirs)];
  let result: string[];
  if (sameList(b, o)) result = t;
  else if (sameList(b, t) || sameList(o, t)) result = o;
  else return null;
  result = result.slice();
  for (const side of [ours, theirs]) {
    const present = new Set(result);
    side.forEach((id, index) => {
      if (inBase.has(id) || present.has(id)) return;
      let at = 0;
      for (let j = index - 1; j >= 0; j--) {
        const before = result.indexOf(side[j]);
        if (before !== -1) {
          at = before + 1;
          break;
        }
      }
      result.splice(at, 0, id);
      present.add(id);
    });
  }
  return result;
}

export function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
