import { findConnectives } from '../coherence/connectives';
import type { GamingContext } from './gaming-context';

/** Connectives in a row, with only punctuation between them, that make a list of linking words. */
const LIST_RUN = 3;

/**
 * Flags linking words that link nothing: runs of three or more connectives with only punctuation or "and" between
 * them ("Firstly, moreover, furthermore, in addition, …"), and every connective of a sentence that is mostly
 * connectives (half its words or more).
 */
export function flagLinkingWordLists({ text, tokens, sentences }: GamingContext): boolean[] {
  const flags = new Array<boolean>(tokens.length).fill(false);
  const connectives = findConnectives(text);
  const tokenIndices = (start: number, end: number) => tokens.flatMap((t, i) => (t.start >= start && t.end <= end ? [i] : []));
  let run: typeof connectives = [];
  const close = () => {
    if (run.length >= LIST_RUN) for (const c of run) for (const i of tokenIndices(c.start, c.end)) flags[i] = true;
    run = [];
  };
  for (const connective of connectives) {
    const previous = run[run.length - 1];
    if (previous && !/^[\s\p{P}]*(?:and[\s\p{P}]*)?$/u.test(text.slice(previous.end, connective.start))) close();
    run.push(connective);
  }
  close();
  for (const sentence of sentences) {
    const inside = connectives.filter((c) => c.start >= sentence.start && c.end <= sentence.end);
    const linkingWords = inside.reduce((sum, c) => sum + tokenIndices(c.start, c.end).length, 0);
    const words = tokenIndices(sentence.start, sentence.end).length;
    if (inside.length >= 2 && linkingWords * 2 >= words) for (const c of inside) for (const i of tokenIndices(c.start, c.end)) flags[i] = true;
  }
  return flags;
}
