/**
 * Counts the words in a text as the product spec defines them: runs of word characters.
 * Letters of any script, digits and the underscore are word characters, so "don't" counts as two words,
 * as in the spec's original helper.
 */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}_]+/gu)?.length ?? 0;
}

/**
 * Counts words as a writer counts them for a length limit: whitespace-separated runs that contain a letter or
 * digit, so "don't" and "well-known" count once and a lone dash not at all. A `{{n}}` blank counts as a word.
 */
export function countSpacedWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
