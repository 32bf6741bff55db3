import { editDistance } from '@pte/exam';
import type { WordAlignment } from './word-alignment';

/** A content-type trait result before it is turned into a `TraitScore`. */
export interface ContentResult {
  score: number;
  max: number;
  raw: number;
  /** Why content is 0, in words a learner understands. */
  zeroReason?: string;
}

/** A substituted word this close in spelling to the word expected counts as read (letter edits ÷ length). */
const NEAR_MISS_DISSIMILARITY = 1 / 3;

/**
 * Substituted words heard as a near miss of the word expected ("pant" for "pants", "ann" for "ann's"): the
 * recogniser's ear, not a reading error, as often as not with learners' and children's speech.
 */
export function countNearMisses(alignment: WordAlignment, spoken: readonly (readonly (readonly string[])[])[]): number {
  return alignment.tokens.filter((token) => {
    if (token.status !== 'substituted' || token.referenceIndex === undefined) return false;
    const heard = token.heard.map((word) => word.text).join('');
    return (spoken[token.referenceIndex] ?? []).some((form) => {
      const expected = form.join('');
      return editDistance(heard, expected) / Math.max(heard.length, expected.length) <= NEAR_MISS_DISSIMILARITY;
    });
  }).length;
}

/**
 * Read Aloud content: one point per written word of the text, minus one per error; "each replacement,
 * omission or insertion counts as one error; the maximum depends on prompt length" (docs/task-types.md#read-aloud).
 * Near misses count as read, and insertions take away at most half the words read: most insertions the
 * recogniser reports in learners' speech are short words it invented (measured on speechocean762, where
 * words − errors was 0 for 17 % of answers raters scored 6.9 on average), and they must not zero an answer
 * read from the text. Whether the answer is off the text is decided on alignment evidence (the strategy).
 */
export function scoreReadAloudContent(alignment: WordAlignment, wordCount: number, nearMisses = 0): ContentResult {
  const read = alignment.correct + nearMisses;
  const score = read - Math.min(alignment.insertions, Math.floor(read / 2));
  return { score, max: wordCount, raw: score };
}

/**
 * Repeat Sentence content, 0–3 (docs/task-types.md#repeat-sentence, Score Guide): 3 = all words in the correct sequence;
 * 2 = at least 50 % of words in the correct sequence; 1 = less than 50 %; 0 = almost nothing from the
 * prompt (the strategy decides that on alignment evidence). Errors are replacements, omissions and
 * insertions; hesitations, near misses and material before the first or after the last matched word are
 * ignored.
 */
export function scoreRepeatSentenceContent(alignment: WordAlignment, wordCount: number, nearMisses = 0): ContentResult {
  const tokens = alignment.tokens;
  const first = tokens.findIndex((token) => token.status === 'correct');
  let last = -1;
  tokens.forEach((token, index) => {
    if (token.status === 'correct') last = index;
  });
  const innerInsertions = first < 0 ? 0 : tokens.slice(first, last + 1).filter((token) => token.status === 'inserted').length;
  const read = alignment.correct + nearMisses;
  const errors = alignment.substitutions - nearMisses + alignment.omissions + innerInsertions;
  const share = wordCount ? read / wordCount : 0;
  const score = wordCount > 0 && errors === 0 ? 3 : share >= 0.5 ? 2 : 1;
  const raw = errors === 0 ? 3 : Math.max(0, Math.min(2.99, (3 * (read - innerInsertions)) / Math.max(1, wordCount)));
  return { score, max: 3, raw: round2(raw) };
}

const STOPWORDS = new Set(
  ('a an the and or but of to in on at by for with from as is are was were be been being it its this that these those ' +
    'there their they them he she his her we our you your i me my do does did has have had not no so than then which who ' +
    'whom what when where while into onto over under about also can could would should may might will shall just very ' +
    'some any all each more most other such only own same too up down out off again further once here how why').split(' '),
);

const CONCLUSION_MARKERS = [
  ['overall'], ['in', 'conclusion'], ['to', 'conclude'], ['in', 'summary'], ['to', 'sum', 'up'], ['shows', 'that'],
  ['this', 'shows'], ['suggests'], ['therefore'], ['indicates'], ['as', 'a', 'result'], ['in', 'general'], ['clearly'],
];

/** Content words of a phrase (stop words removed). Numbers are kept as their spoken words. */
function contentWords(words: readonly string[]): string[] {
  return words.filter((word) => !STOPWORDS.has(word));
}

function stem(word: string): string {
  return word
    .replace(/'s$/, '')
    .replace(/(ies)$/, 'y')
    .replace(/(ing|ed|es|s|ly|er|est|ment|tion|ions)$/, '')
    .replace(/([b-df-hj-np-tv-z])\1$/, '$1')
    .slice(0, 7);
}

const NUMBER_WORDS = new Set(
  ('zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen ' +
    'eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion point percent').split(' '),
);

/** True when a spoken word matches a key word: same word, same stem, or (long words) one letter apart. Numbers must match exactly. */
export function wordsMatch(said: string, key: string): boolean {
  if (said === key) return true;
  if (NUMBER_WORDS.has(key) || NUMBER_WORDS.has(said)) return false;
  if (stem(said) === stem(key) && stem(key).length >= 3) return true;
  return key.length >= 5 && said.length >= 5 && editDistance(said, key) <= 1;
}

/** How much of one key element or key point an answer mentions. */
export interface KeyPointCoverage {
  keyPoint: string;
  /** Share of the key point's content words that were said, 0–1. */
  coverage: number;
  /** Key words that were not heard. */
  missing: string[];
}

/** The words of a key point an answer should say: its content words, or all its words when it has none. */
export function keyWordsOf(words: readonly string[]): string[] {
  const keyWords = [...new Set(contentWords(words))];
  return keyWords.length ? keyWords : [...new Set(words)];
}

/** Measures coverage of each key point (its content words said anywhere in the answer). */
export function coverKeyPoints(saidWords: readonly string[], keyPoints: readonly { text: string; words: string[] }[]): KeyPointCoverage[] {
  return keyPoints.map((point) => {
    const wanted = keyWordsOf(point.words);
    const missing = wanted.filter((key) => !saidWords.some((said) => wordsMatch(said, key)));
    return { keyPoint: point.text, coverage: wanted.length ? 1 - missing.length / wanted.length : 0, missing };
  });
}

/**
 * Describe Image and Re-tell Lecture content, 0–5 (legacy Score Guide, docs/scoring-speech.md#content): by the share of
 * key elements (DI: labels, figures, trends, comparisons) or key points (RL) the answer covers. A key
 * point counts in full when at least 60 % of its content words are said, half when at least 30 %.
 * 5 = (nearly) all covered and a conclusion or implication drawn; 4 = all key elements; 3 = most;
 * 2 = about a third; 1 = some basic elements; 0 = nothing relevant (off topic or silent).
 */
export function scoreKeyPointContent(saidWords: readonly string[], coverage: readonly KeyPointCoverage[], max = 5): ContentResult {
  if (!coverage.length) return { score: 0, max, raw: 0, zeroReason: 'This question has no key points to compare with.' };
  const credit = coverage.reduce((sum, point) => sum + (point.coverage >= 0.6 ? 1 : point.coverage >= 0.3 ? 0.5 : 0), 0);
  const share = credit / coverage.length;
  const concludes = CONCLUSION_MARKERS.some((marker) =>
    saidWords.some((_, index) => marker.every((word, offset) => saidWords[index + offset] === word)),
  );
  let score: number;
  if (share >= 0.85) score = concludes ? 5 : 4;
  else if (share >= 0.7) score = 4;
  else if (share >= 0.5) score = 3;
  else if (share >= 0.3) score = 2;
  else if (share > 0) score = 1;
  else score = 0;
  const scaled = Math.round((score / 5) * max);
  return {
    score: scaled,
    max,
    raw: round2(Math.min(max, share * max * (concludes ? 1 : 0.95))),
    zeroReason:
      scaled === 0
        ? 'Your answer did not mention any of the key points, so it could not be scored. Talk about what the question shows or says.'
        : undefined,
  };
}

/**
 * Answer Short Question, 1/0 (docs/task-types.md#answer-short-question): 1 when one of the accepted answers (any of its spoken forms)
 * is said, 0 otherwise. A plural or singular form of a one-word answer also counts.
 */
export function scoreShortAnswer(saidWords: readonly string[], accepted: readonly string[][]): ContentResult & { matched?: number } {
  const equal = (said: string, key: string) => said === key || said === `${key}s` || `${said}s` === key || said === `${key}es`;
  for (let index = 0; index < accepted.length; index++) {
    const answer = accepted[index]!;
    if (!answer.length) continue;
    for (let start = 0; start + answer.length <= saidWords.length; start++) {
      if (answer.every((word, offset) => equal(saidWords[start + offset]!, word))) return { score: 1, max: 1, raw: 1, matched: index };
    }
  }
  return { score: 0, max: 1, raw: 0, zeroReason: 'We did not hear an expected answer to the question.' };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
