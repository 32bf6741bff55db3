/**
 * Levenshtein distance between two sequences: the fewest single-element insertions, deletions and
 * substitutions that turn one into the other. Letters of two strings (a misspelling or a different word?)
 * or words of two texts (word errors of a transcript).
 */
export function editDistance<T>(a: ArrayLike<T>, b: ArrayLike<T>): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Whether `typed` looks like a misspelling of `expected`: at most two edits, and fewer than half its letters. */
export function isNearMiss(expected: string, typed: string): boolean {
  if (expected === typed) return false;
  const distance = editDistance(expected, typed);
  return distance <= 2 && distance * 2 < expected.length;
}
