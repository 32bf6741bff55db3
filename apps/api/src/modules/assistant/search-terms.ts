/**
 * How the assistant reads words, the same way for the guides it indexes and the questions it is asked: lower case,
 * a light suffix stemming (so "scored", "scores" and "scoring" meet), common question words dropped, and the task
 * abbreviations learners use (SWT, WFD, RA…) spelt out.
 */

/** Words that say nothing about what a question is about. */
const stopWords = new Set(
  (
    'a about above after again all am an and any are as at be been before being below between both but by can could did do does doing ' +
    'done down during each few for from further get gets got had has have having he her here hers him his how i if in into is it its ' +
    'itself just me more most my myself no nor not of off on once only or other our ours out over own same she should so some such ' +
    'than that the their theirs them then there these they this those through to too under until up very was we were what when where ' +
    'which while who whom why will with would you your yours yourself im ive dont doesnt whats hows please tell explain know want need ' +
    'like also much many one thing things way ok okay hi hello thanks thank happen happens happened pte coach'
  ).split(' '),
);

/** Task abbreviations learners type, and what they stand for. */
const abbreviations: Record<string, string> = {
  ra: 'read aloud',
  rs: 'repeat sentence',
  di: 'describe image',
  rl: 'retell lecture',
  asq: 'answer short question',
  sgd: 'summarize group discussion',
  rts: 'respond to a situation',
  swt: 'summarize written text',
  rwfib: 'reading writing fill in the blanks',
  rfib: 'reading fill in the blanks',
  fib: 'fill in the blanks',
  mcq: 'multiple choice',
  mcma: 'multiple choice multiple answers',
  mcsa: 'multiple choice single answer',
  ro: 'reorder paragraphs',
  sst: 'summarize spoken text',
  lfib: 'listening fill in the blanks',
  hcs: 'highlight correct summary',
  smw: 'select missing word',
  hiw: 'highlight incorrect words',
  wfd: 'write from dictation',
};

/** The words of `text`, lower case: runs of letters and digits (apostrophes dropped, "re-" joined to its word). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    // "re-tell" and "retell", "re-order" and "reorder" are one word.
    .replace(/\bre-(?=\p{L})/gu, 're')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** `text` with every task abbreviation written as a word (SWT, wfd) spelt out; British -ise spellings kept. */
export function expandAbbreviations(text: string): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => (/^[A-Za-z]+$/.test(word) ? (abbreviations[word.toLowerCase()] ?? word) : word));
}

/** True when `word` is a question word or filler that says nothing of the subject. */
export function isStopWord(word: string): boolean {
  return stopWords.has(word);
}

/** A word reduced to a rough stem: "scoring", "scored", "scores" and "score" all become "scor". */
export function stem(word: string): string {
  let stemmed = word.replace(/['’]s$/, '');
  // Hyphenated prefixes and spellings: "re-tell" and "retell", "summarise" and "summarize".
  stemmed = stemmed.replace(/is(e|ed|es|ing)$/, 'iz$1');
  if (stemmed.length > 4 && stemmed.endsWith('ies')) stemmed = `${stemmed.slice(0, -3)}y`;
  else if (stemmed.length >= 6 && stemmed.endsWith('ing')) stemmed = stemmed.slice(0, -3);
  else if (stemmed.length >= 5 && stemmed.endsWith('ed')) stemmed = stemmed.slice(0, -2);
  else if (stemmed.length >= 4 && stemmed.endsWith('s') && !/(ss|us|is)$/.test(stemmed)) stemmed = stemmed.slice(0, -1);
  if (stemmed.length >= 4 && stemmed.endsWith('e')) stemmed = stemmed.slice(0, -1);
  // "stopp" (from "stopped") → "stop", but keep "ll" and "ss" ("spell", "pass").
  if (stemmed.length >= 4 && /([^aeioulsz])\1$/.test(stemmed)) stemmed = stemmed.slice(0, -1);
  return stemmed;
}

/** The searchable terms of `text`: words, stop words dropped, stemmed. */
export function searchTermsOf(text: string): string[] {
  return wordsOf(expandAbbreviations(text))
    .filter((word) => !isStopWord(word))
    .map(stem);
}
