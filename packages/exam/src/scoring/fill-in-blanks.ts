/** How one blank was marked. */
interface BlankMark {
  /** Blank number, from 1 in reading order. */
  blank: number;
  /** What the learner put in the blank ('' when left empty). */
  given: string;
  expected: string;
  correct: boolean;
}

/** The score of a fill-in-the-blanks answer. */
export interface BlanksScore {
  score: number;
  /** The number of blanks. */
  max: number;
  marks: BlankMark[];
}

/** Learner answers keyed by blank order: `{ "1": "word", "2": "word" }`. */
type BlankAnswers = Readonly<Record<string, string>>;

/** A word chosen from a dropdown or word bank, compared case-insensitively after trimming. */
function normalizeChosenWord(word: string): string {
  return word.normalize('NFC').trim().toLowerCase();
}

/**
 * A typed word as Listening Fill in the Blanks compares it: case-insensitive, with surrounding whitespace and
 * punctuation ignored and curly apostrophes read as straight ones. Inner letters must match exactly.
 */
export function normalizeTypedWord(word: string): string {
  return word
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .trim()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .toLowerCase();
}

function scoreBlanks(given: BlankAnswers, expected: readonly string[], normalize: (word: string) => string): BlanksScore {
  const marks = expected.map((answer, index): BlankMark => {
    const blank = index + 1;
    const word = Object.hasOwn(given, String(blank)) ? (given[String(blank)] ?? '') : '';
    const normalized = normalize(word);
    return { blank, given: word, expected: answer, correct: normalized !== '' && normalized === normalize(answer) };
  });
  return { score: marks.filter((mark) => mark.correct).length, max: expected.length, marks };
}

/**
 * Reading: Fill in the Blanks and Reading & Writing: Fill in the Blanks: 1 point per correctly completed blank,
 * no negative marking (docs/task-types.md#blanks). Words are compared case-insensitively after trimming.
 */
export function scoreReadingBlanks(given: BlankAnswers, expected: readonly string[]): BlanksScore {
  return scoreBlanks(given, expected, normalizeChosenWord);
}

/**
 * Listening Fill in the Blanks: 1 point per blank, only when the word is spelled exactly right (docs/task-types.md#blanks);
 * case, surrounding whitespace and surrounding punctuation are ignored. No negative marking.
 */
export function scoreListeningBlanks(given: BlankAnswers, expected: readonly string[]): BlanksScore {
  return scoreBlanks(given, expected, normalizeTypedWord);
}
