import type { WordToken } from '../text/tokens';

/** Longest list item, in words, counted as a bare listed item ("habitat loss", "later start times"). */
const LIST_ITEM_WORDS = 3;

// Punctuation that separates list items, and the words that join the last two.
const SEPARATOR = /[,;:()[\]/•·–—]|[.!?](?:\s|$)/;
const JOINERS = new Set(['and', 'or']);

/**
 * Marks the words of a text that stand in bare list items: two or more stretches in a row of at most three words
 * between commas (or other separators, "and", "or"), as in "pesticides, disease and climate change". A summary
 * lists a few things; a string of key words is nothing else. A lone short stretch ("Elinor Ostrom, who …") is not a
 * list.
 */
export function listedWords(text: string, tokens: readonly WordToken[]): boolean[] {
  const items: { from: number; to: number }[] = [];
  let itemStart = 0;
  const closeItem = (end: number, next: number) => {
    if (end > itemStart) items.push({ from: itemStart, to: end });
    itemStart = next;
  };
  tokens.forEach((token, i) => {
    if (i > 0 && SEPARATOR.test(text.slice(tokens[i - 1]!.end, token.start))) closeItem(i, i);
    if (JOINERS.has(token.lower)) closeItem(i, i + 1);
  });
  closeItem(tokens.length, tokens.length);
  const listed = new Array<boolean>(tokens.length).fill(false);
  const short = items.map((item) => item.to - item.from <= LIST_ITEM_WORDS);
  items.forEach((item, i) => {
    if (short[i] && (short[i - 1] || short[i + 1])) listed.fill(true, item.from, item.to);
  });
  return listed;
}
