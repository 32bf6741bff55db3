/** A word of the text with its character offsets (`end` exclusive). */
export interface WordToken {
  /** The word as written, with curly apostrophes made straight. */
  text: string;
  /** Lower-case form, for lookups. */
  lower: string;
  start: number;
  end: number;
  /** Position of the word among the text's words. */
  index: number;
}

// Letters or digits, joined by inner apostrophes or hyphens: "don't", "well-being", "20th".
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Splits a text into word tokens with their offsets. Punctuation and spaces are not tokens. */
export function tokenizeWords(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].replace(/’/g, "'");
    tokens.push({ text: word, lower: word.toLowerCase(), start: match.index, end: match.index + match[0].length, index: tokens.length });
  }
  return tokens;
}

/** Whether a token is made of letters (an apostrophe or hyphen inside is allowed), not a number or code. */
export function isAlphabetic(token: WordToken): boolean {
  return /^[\p{L}]+(?:['-][\p{L}]+)*$/u.test(token.text);
}

/**
 * Counts words the way PTE's on-screen counter does: runs of characters between spaces that contain a letter or
 * digit, so "don't" and "well-being" are one word each and a lone dash is none.
 */
export function countPteWords(text: string): number {
  let count = 0;
  for (const chunk of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(chunk)) count += 1;
  return count;
}
