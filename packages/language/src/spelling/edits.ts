const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every string one insertion, deletion, substitution or swap of neighbouring letters away from `word` (lower case). */
export function oneEditAway(word: string): Set<string> {
  const edits = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail[1]! + tail[0]! + tail.slice(2));
    for (const letter of LETTERS) {
      edits.add(head + letter + tail);
      if (tail) edits.add(head + letter + tail.slice(1));
    }
  }
  edits.delete(word);
  return edits;
}

/**
 * Optimal string alignment distance between two words: insertions, deletions, substitutions and swaps of
 * neighbouring letters, each counting 1. Stops early (returning `limit + 1`) once the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    beforePrevious = previous;
    previous = row;
  }
  return previous[b.length]!;
}
