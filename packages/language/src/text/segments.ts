/** A stretch of the text with its character offsets (`end` exclusive, surrounding spaces trimmed). */
export interface TextSpan {
  start: number;
  end: number;
  text: string;
}

/** A sentence, with the paragraph it sits in and whether it ends with `.`, `!` or `?`. */
export interface Sentence extends TextSpan {
  paragraph: number;
  terminated: boolean;
}

// Titles never end a sentence ("Mr. Smith").
const TITLES = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr']);

const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'vs', 'etc', 'e.g', 'i.e', 'eg', 'ie', 'u.s', 'u.k', 'a.m', 'p.m', 'no', 'approx',
  'fig', 'jr', 'sr', 'inc', 'ltd', 'co', 'cf',
]);

function trimmedSpan(text: string, start: number, end: number): TextSpan | null {
  while (start < end && /\s/.test(text[start]!)) start += 1;
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  return end > start ? { start, end, text: text.slice(start, end) } : null;
}

/** Splits a text into paragraphs at line breaks; blank lines are not paragraphs. */
export function splitParagraphs(text: string): TextSpan[] {
  const paragraphs: TextSpan[] = [];
  let start = 0;
  for (const match of text.matchAll(/\r?\n/g)) {
    const span = trimmedSpan(text, start, match.index);
    if (span) paragraphs.push(span);
    start = match.index + match[0].length;
  }
  const last = trimmedSpan(text, start, text.length);
  if (last) paragraphs.push(last);
  return paragraphs;
}

// Whether the full stop at `dot` ends a sentence, or belongs to an abbreviation, an initial or a number.
function isSentenceStop(text: string, dot: number, nextWordStart: number): boolean {
  const before = text.slice(Math.max(0, dot - 6), dot).match(/([\p{L}.]+)$/u)?.[1] ?? '';
  if (/\d$/.test(text.slice(0, dot)) && /^\d/.test(text.slice(dot + 1))) return false;
  const next = text.slice(nextWordStart, nextWordStart + 1);
  const nextIsLower = /\p{Ll}/u.test(next);
  const word = before.toLowerCase().replace(/\.$/, '');
  if (TITLES.has(word) && next !== '') return false;
  if (ABBREVIATIONS.has(word) && (nextIsLower || next === '')) return false;
  // An initial ("J. K. Rowling"): a lone capital letter after a space, followed by a capitalised word.
  if (/^\p{Lu}$/u.test(before) && /(^|\s)\p{Lu}$/u.test(text.slice(Math.max(0, dot - 2), dot)) && /\p{Lu}/u.test(next) && before !== 'I') return false;
  return true;
}

/**
 * Splits a text into sentences. A sentence ends at `.`, `!` or `?` (with any closing quotes or brackets) that is
 * followed by a space, a capital letter or the end of the text, and at every line break. Abbreviations such as
 * "e.g." and decimals such as "3.5" do not end sentences.
 */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  splitParagraphs(text).forEach((paragraph, paragraphIndex) => {
    const base = paragraph.start;
    const body = paragraph.text;
    let start = 0;
    for (const match of body.matchAll(/[.!?]+["'”’)\]]*(?=\s|$|["“'‘(]?\p{Lu})/gu)) {
      const stopEnd = match.index + match[0].length;
      const nextWordStart = stopEnd + (body.slice(stopEnd).match(/^\s*/)?.[0].length ?? 0);
      if (match[0].startsWith('.') && match[0].length === 1 && !isSentenceStop(body, match.index, nextWordStart)) continue;
      const span = trimmedSpan(text, base + start, base + stopEnd);
      if (span && /[\p{L}\p{N}]/u.test(span.text)) sentences.push({ ...span, paragraph: paragraphIndex, terminated: true });
      start = stopEnd;
    }
    const rest = trimmedSpan(text, base + start, base + body.length);
    if (rest && /[\p{L}\p{N}]/u.test(rest.text)) {
      sentences.push({ ...rest, paragraph: paragraphIndex, terminated: /[.!?]["'”’)\]]*$/.test(rest.text) });
    }
  });
  return sentences;
}
