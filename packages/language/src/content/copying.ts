import type { WordToken } from '../text/tokens';

/** A stretch of the answer copied word for word from a source, by answer token indices (`to` exclusive). */
interface CopiedSpan {
  from: number;
  to: number;
}

function gramAt(tokens: readonly WordToken[], index: number, length: number): string {
  return tokens.slice(index, index + length).map((t) => t.lower).join(' ');
}

/** Turns a per-token flag into runs of flagged tokens. */
export function spansOf(flags: readonly boolean[]): CopiedSpan[] {
  const spans: CopiedSpan[] = [];
  for (let i = 0; i < flags.length; i += 1) {
    if (!flags[i]) continue;
    const from = i;
    while (i < flags.length && flags[i]) i += 1;
    spans.push({ from, to: i });
  }
  return spans;
}

/**
 * Finds runs of at least `minWords` consecutive answer words that appear in the same order in the source (case and
 * punctuation ignored).
 */
export function findCopiedSpans(answer: readonly WordToken[], source: readonly WordToken[], minWords: number): CopiedSpan[] {
  if (answer.length < minWords || source.length < minWords) return [];
  const grams = new Set<string>();
  for (let i = 0; i + minWords <= source.length; i += 1) grams.add(gramAt(source, i, minWords));
  const copied = new Array<boolean>(answer.length).fill(false);
  for (let i = 0; i + minWords <= answer.length; i += 1) {
    if (grams.has(gramAt(answer, i, minWords))) copied.fill(true, i, i + minWords);
  }
  return spansOf(copied);
}

/**
 * Finds runs of at least `minWords` words that repeat, word for word, a run written earlier in the same answer
 * (case and punctuation ignored). The first occurrence is not part of a span: only the copies are.
 */
export function findRepeatedSpans(answer: readonly WordToken[], minWords: number): CopiedSpan[] {
  const firstAt = new Map<string, number>();
  const repeated = new Array<boolean>(answer.length).fill(false);
  for (let i = 0; i + minWords <= answer.length; i += 1) {
    const gram = gramAt(answer, i, minWords);
    const first = firstAt.get(gram);
    if (first === undefined) firstAt.set(gram, i);
    else repeated.fill(true, i, i + minWords);
  }
  return spansOf(repeated);
}
