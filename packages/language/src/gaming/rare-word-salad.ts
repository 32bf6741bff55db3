import { isContentWord } from '../text/function-words';
import { isAlphabetic } from '../text/tokens';
import { zipfFrequency } from '../vocabulary/frequency-bands';
import type { GamingContext } from './gaming-context';

/** SUBTLEX Zipf value below which a word is rare: about once in three million words of everyday English. */
const RARE_ZIPF = 2.5;

/**
 * Flags rare words that do not come from the item: content words of five letters or more, correctly spelt, seldom
 * used (SUBTLEX Zipf under 2.5: "juxtaposition", "quintessential", "obfuscate") and not words of the prompt or
 * passage. An able writer uses some; strung together they are a salad meant to look like range.
 */
export function flagRareWords({ tokens, misspeltStarts, isItemWord }: GamingContext): boolean[] {
  return tokens.map((token) => isAlphabetic(token) && token.lower.length >= 5 && isContentWord(token.lower)
    && !misspeltStarts.has(token.start) && !isItemWord(token.lower) && zipfFrequency(token.lower) < RARE_ZIPF);
}

