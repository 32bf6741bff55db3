import { isContentWord } from '../text/function-words';
import type { GamingContext } from './gaming-context';

/** Words that join the items of a list without making a sentence of them. */
const LIST_GLUE = new Set(['and', 'or', '&']);
/**
 * Content words in a row, with nothing but commas and "and"/"or" between them, from which the run is a string of
 * keywords rather than English: honest lists and noun compounds stay under it ("habitat loss, pesticides, disease and
 * climate change" has six; the longest in the bank's 150 model answers has thirteen: "historical sources, including
 * anglers' trophy photographs, logbooks and menus, reveal far greater past abundance").
 */
const KEYWORD_RUN_WORDS = 15;

/**
 * Flags strings of keywords: runs of fifteen or more content words (or numbers) with no function word, sentence end
 * or ", and" between them — words put down without the grammar that would make them say anything.
 */
export function flagKeywordStrings({ text, tokens }: GamingContext): boolean[] {
  const flags = new Array<boolean>(tokens.length).fill(false);
  let from = 0;
  let contentWords = 0;
  const close = (to: number) => {
    if (contentWords >= KEYWORD_RUN_WORDS) flags.fill(true, from, to);
    contentWords = 0;
  };
  tokens.forEach((token, index) => {
    const gap = index > 0 ? text.slice(tokens[index - 1]!.end, token.start) : '';
    // A sentence end, a colon or semicolon, or ", and" joining two clauses ends a run.
    if (/[.!?;:]/.test(gap) || (LIST_GLUE.has(token.lower) && gap.includes(','))) close(index);
    if (isContentWord(token.lower) || /^\d/.test(token.lower)) {
      if (contentWords === 0) from = index;
      contentWords += 1;
    } else if (!(LIST_GLUE.has(token.lower) && contentWords > 0)) {
      close(index);
    }
  });
  close(tokens.length);
  return flags;
}
