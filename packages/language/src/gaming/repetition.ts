import { findRepeatedSpans } from '../content/copying';
import type { WordToken } from '../text/tokens';
import { clauseRanges, type GamingContext, type TokenRange } from './gaming-context';

/** Run length, in words, from which a word-for-word repeat of earlier text counts. */
const REPEAT_RUN_WORDS = 5;
/** Clauses shorter than this are not compared (short parallel phrases are normal English). */
const MIN_CLAUSE_WORDS = 5;
/** Share of a clause's words, in order, found in an earlier clause from which it is a repeat with small changes. */
const NEAR_REPEAT_SIMILARITY = 0.75;

// Length of the longest common subsequence of two word sequences.
function commonSubsequence(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 0; j < b.length; j += 1) row[j + 1] = word === b[j] ? previous[j]! + 1 : Math.max(previous[j + 1]!, row[j]!);
    previous = row;
  }
  return previous[b.length]!;
}

function wordsOf(tokens: readonly WordToken[], range: TokenRange): string[] {
  return tokens.slice(range.from, range.to).map((t) => t.lower);
}

/**
 * Flags the words of an answer that repeat what it already said: runs of five or more words written before, word
 * for word, and clauses that copy an earlier clause with small changes (three quarters of their words, in order).
 * The first occurrence is not flagged, so an essay that restates its thesis once in the conclusion has a few words
 * flagged, and twelve copies of one sentence have eleven twelfths.
 */
export function flagRepetition({ text, tokens }: GamingContext): boolean[] {
  const flags = new Array<boolean>(tokens.length).fill(false);
  for (const span of findRepeatedSpans(tokens, REPEAT_RUN_WORDS)) flags.fill(true, span.from, span.to);
  const clauses = clauseRanges(text, tokens).filter((c) => c.to - c.from >= MIN_CLAUSE_WORDS);
  clauses.forEach((clause, index) => {
    const words = wordsOf(tokens, clause);
    const repeats = clauses.slice(0, index).some((earlier) => {
      const before = wordsOf(tokens, earlier);
      if (before.length * 2 < words.length || words.length * 2 < before.length) return false;
      return commonSubsequence(words, before) >= NEAR_REPEAT_SIMILARITY * words.length;
    });
    if (repeats) flags.fill(true, clause.from, clause.to);
  });
  return flags;
}
