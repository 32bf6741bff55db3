import type { WordToken } from '../text/tokens';

/** A stretch of the answer copied word for word from a source, by answer token indices (`to` exclusive). */
interface CopiedSpan {
  from: number;
  to: number;
}

/**
 * Finds runs of at least `minWords` consecutive answer words that appear in the same order in the source (case and
 * punctuation ignored).
 */
export function findCopiedSpans(answer: readonly WordToken[], source: readonly WordToken[], minWords: number): CopiedSpan[] {
  if (answer.length < minWords || source.length < minWords) return [];
  const grams = new Set<string>();
  for (let i = 0; i + minWords <= source.length; i += 1) grams.add(source.slice(i, i + minWords).map((t) => t.lower).join(' '));
  const copied = new Array<boolean>(answer.length).fill(false);
  for (let i = 0; i + minWords <= answer.length; i += 1) {
    if (grams.has(answer.slice(i, i + minWords).map((t) => t.lower).join(' '))) copied.fill(true, i, i + minWords);
  }
  const spans: CopiedSpan[] = [];
  for (let i = 0; i < copied.length; i += 1) {
    if (!copied[i]) continue;
    const from = i;
    while (i < copied.length && copied[i]) i += 1;
    spans.push({ from, to: i });
  }
  return spans;
}
