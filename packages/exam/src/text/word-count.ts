/**
 * Counts the words in a text as the product spec defines them: runs of word characters.
 * Letters of any script, digits and the underscore are word characters, so "don't" counts as two words,
 * as in the spec's original helper.
 */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}_]+/gu)?.length ?? 0;
}
