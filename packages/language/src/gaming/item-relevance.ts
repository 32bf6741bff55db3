import { isTemplateWord } from '../content/templates';
import { isContentWord } from '../text/function-words';
import type { GamingContext } from './gaming-context';

/**
 * Share of the answer's content words that are topic words of the item (words of its prompt, passage or lecture, key
 * ideas or aspects, in any inflection, other than template vocabulary such as "advantages" or "people"), 0–1. An
 * answer on the topic uses them throughout, while an answer written for another topic, or with none, uses almost none.
 */
export function itemWordShare({ tokens, isItemWord }: GamingContext): number {
  const content = tokens.filter((t) => isContentWord(t.lower) && !/^\d/.test(t.lower));
  return content.length > 0 ? content.filter((t) => isItemWord(t.lower) && !isTemplateWord(t.lower)).length / content.length : 0;
}
