import type { Sentence } from '../text/segments';
import type { WordToken } from '../text/tokens';
import type { WritingTask } from '../types';

/** What the gaming detectors look at: the answer's words and sentences, and the item it answers. */
export interface GamingContext {
  task: WritingTask;
  text: string;
  tokens: readonly WordToken[];
  sentences: readonly Sentence[];
  /** Start offsets of the words the spelling check rejected. */
  misspeltStarts: ReadonlySet<number>;
  /** Whether a lower-case word belongs to the item (its prompt, passage, lecture, key ideas or aspects). */
  isItemWord: (lower: string) => boolean;
  /** SWT: the passage; SST: the lecture script. */
  sourceText?: string;
  prompt?: string;
}

/** A stretch of the answer by token indices (`to` exclusive). */
export interface TokenRange {
  from: number;
  to: number;
}

/**
 * The answer's clauses as token ranges: its words split at sentence ends and at `; : ,` and line breaks, so a
 * repeated or generic clause inside one long sentence (the usual shape of a Summarize Written Text answer) is seen.
 */
export function clauseRanges(text: string, tokens: readonly WordToken[]): TokenRange[] {
  const ranges: TokenRange[] = [];
  let from = 0;
  for (let i = 1; i <= tokens.length; i += 1) {
    const gap = i < tokens.length ? text.slice(tokens[i - 1]!.end, tokens[i]!.start) : '';
    if (i === tokens.length || /[.!?;:,\n]/.test(gap)) {
      ranges.push({ from, to: i });
      from = i;
    }
  }
  return ranges;
}

