import { isKnownWord } from '../spelling/dictionaries';
import { isRareWord } from '../spelling/rare-words';
import { isContentWord } from '../text/function-words';
import { isAlphabetic, type WordToken } from '../text/tokens';
import type { GamingContext } from './gaming-context';

// Letter strings no English word has: no vowel at all, five consonants in a row, or one letter three times running.
function isUnpronounceable(lower: string): boolean {
  return lower.length >= 3 && (!/[aeiouy]/.test(lower) || /[^aeiouy\W\d]{5}/.test(lower) || /(\p{L})\1\1/u.test(lower));
}

// A capitalised word the spelling check leaves alone as a possible name: nonsense only when no word could look so.
function isNonsenseName(token: WordToken): boolean {
  return !isKnownWord(token.lower) && !isRareWord(token.lower) && isUnpronounceable(token.lower);
}

/**
 * Flags words that are not English: those the spelling check rejected and names no word could be (no vowel, five
 * consonants running), leaving out words of the item (its names and terms). Measured on content words: a learner's
 * misspellings are a few in a hundred; keyboard mashing and invented words are most of them.
 */
export function flagGibberish({ tokens, misspeltStarts, isItemWord }: GamingContext): boolean[] {
  return tokens.map((token) => {
    if (!isContentWord(token.lower)) return false;
    if (isItemWord(token.lower)) return false;
    if (misspeltStarts.has(token.start)) return true;
    if (!isAlphabetic(token)) return /\p{L}/u.test(token.text) && /\d/.test(token.text);
    return /^\p{Lu}/u.test(token.text) && isNonsenseName(token);
  });
}
