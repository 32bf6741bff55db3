/**
 * Snippets of search results: a short piece of a text around what matched, and the phrase test that ranks results
 * holding the query's words in order. Shared by the question index and the guide and help index.
 */

/** How many characters of text a snippet shows before and after the first match. */
const snippetBefore = 60;
const snippetAfter = 120;

/** Cuts `text` to at most `length` characters at a word boundary. */
function cutAtWord(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Escapes `text` for use inside a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words of `text`, lower-cased: runs of letters and digits. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Matches the words of a query of two words or more in order, whatever spaces and punctuation sit between them. */
export function phrasePattern(query: string): RegExp | undefined {
  const words = wordsOf(query);
  return words.length >= 2 ? new RegExp(`(^|[^\\p{L}\\p{N}])${words.map(escapeRegExp).join('[^\\p{L}\\p{N}]+')}`, 'iu') : undefined;
}

/** Where in `text` the first match of any of `patterns` starts as a word, or -1. */
function firstMatchIn(text: string, patterns: readonly RegExp[]): number {
  let first = -1;
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    const at = found.index + found[1]!.length;
    if (first < 0 || at < first) first = at;
  }
  return first;
}

/** Where in `text` the phrase starts, or else the first of the matched `terms`; -1 when none is there. */
function matchStartIn(text: string, terms: readonly string[], phrase: RegExp | undefined): number {
  const atPhrase = phrase ? firstMatchIn(text, [phrase]) : -1;
  return atPhrase >= 0 ? atPhrase : firstMatchIn(text, terms.map((term) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}`, 'iu')));
}

/** A short piece of `text` around the phrase or the first of the matched `terms` (its beginning when none is in it). */
export function snippetOf(text: string, terms: readonly string[], phrase: RegExp | undefined): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = matchStartIn(flat, terms, phrase);
  if (at <= snippetBefore) return cutAtWord(flat, snippetBefore + snippetAfter);
  const fromSpace = flat.indexOf(' ', at - snippetBefore);
  const start = fromSpace >= 0 && fromSpace < at ? fromSpace + 1 : at - snippetBefore;
  return `…${cutAtWord(flat.slice(start), snippetBefore + snippetAfter)}`;
}
