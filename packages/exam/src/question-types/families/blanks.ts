import { z } from 'zod';
import { textField } from '../../content/text-fields';
import {
  defineQuestionType,
  type ItemIssueReporter,
  type ItemParts,
  type QuestionTypeMeta,
  type TraitDefinition,
  type TraitMarks,
} from '../../question-type';
import { isNearMiss } from '../../scoring/edit-distance';
import { normalizeTypedWord, scoreListeningBlanks, scoreReadingBlanks, type BlanksScore } from '../../scoring/fill-in-blanks';
import { blankMarkers } from '../../text/blank-markers';
import { countPhrase } from '../../text/count-phrase';

/** What the learner submits for a fill-in-the-blanks task: answers keyed by blank order, "1", "2", …. */
export const blankAnswersSchema = z.object({
  answers: z
    .record(
      z.string().regex(/^[1-9]\d?$/, 'Blanks are numbered 1, 2, 3, …'),
      z.string({ error: 'Write each blank\'s answer as text' }).max(100, 'Use at most 100 characters in a blank'),
      { error: 'Send your answers keyed by blank number, e.g. {"1": "word", "2": "word"}' },
    )
    .refine((answers) => Object.keys(answers).length <= 20, 'An item has at most 20 blanks'),
});

/** The key of a fill-in-the-blanks item: the right word for each blank, in blank order. */
const blankKeySchema = z.strictObject({
  answers: z.array(textField(100, 'Give the word for every blank')).min(1, 'Give at least one answer').max(20),
});

/**
 * Checks that a text's blanks are written `{{1}}` … `{{n}}` in reading order, each once, that there are
 * `min`–`max` of them and that the key has one answer per blank.
 */
function checkBlankMarkers(
  text: string,
  answerCount: number,
  limits: { min: number; max: number },
  report: ItemIssueReporter,
  path: (string | number)[],
): number {
  const markers = blankMarkers(text);
  const inOrder = markers.every((number, index) => number === index + 1);
  if (!inOrder) report(`Number the blanks {{1}}, {{2}}, … in reading order, each once (found ${markers.map((n) => `{{${n}}}`).join(' ') || 'none'})`, path);
  if (markers.length < limits.min || markers.length > limits.max) {
    report(`Use ${limits.min}–${limits.max} blanks (found ${markers.length})`, path);
  }
  if (markers.length !== answerCount) {
    report(`The text has ${countPhrase(markers.length, 'blank')} but the key has ${countPhrase(answerCount, 'answer')}`, ['answerKey', 'answers']);
  }
  return markers.length;
}

/** Reports every answered blank number the item does not have (an item with 4 blanks has no blank 5). */
function checkAnsweredBlanks(answers: Readonly<Record<string, string>>, blankCount: number, report: ItemIssueReporter): void {
  for (const key of Object.keys(answers)) {
    if (Number(key) > blankCount) report(`There is no blank ${key}: this text has ${countPhrase(blankCount, 'blank')}`, ['answers', key]);
  }
}

/** Per-blank marks of a fill-in-the-blanks answer, for highlighting. */
export interface BlankDetails {
  blanks: { blank: number; given: string; expected: string; correct: boolean }[];
}

/** Turns a blanks score into trait marks with feedback; `typed` blanks get spelling advice. */
function markBlanks(result: BlanksScore, mode: 'chosen' | 'typed'): TraitMarks {
  const feedback: string[] = [];
  const empty = result.marks.filter((mark) => mark.given.trim() === '').length;
  if (result.score === result.max) {
    feedback.push('Every blank is right.');
  } else {
    feedback.push(`${capitalize(countPhrase(result.score, 'blank'))} of ${result.max} ${result.score === 1 ? 'is' : 'are'} right.`);
    if (mode === 'typed') {
      const misspelled = result.marks.filter(
        (mark) => !mark.correct && isNearMiss(normalizeTypedWord(mark.expected), normalizeTypedWord(mark.given)),
      );
      for (const mark of misspelled) {
        feedback.push(`Blank ${mark.blank}: you wrote “${mark.given.trim()}”, the speaker said “${mark.expected}”. Only exact spelling earns the point.`);
      }
      if (misspelled.length === 0 && result.score < result.max - empty) {
        feedback.push('Type each missing word as you hear it, then check that it fits the grammar of the sentence before moving on.');
      }
    } else if (result.score < result.max - empty) {
      feedback.push('For each blank, check that the word fits both the meaning and the grammar around it (collocation, word form, singular or plural).');
    }
  }
  if (empty > 0) {
    feedback.push(`You left ${countPhrase(empty, 'blank')} empty. A wrong word costs nothing here, so always fill every blank.`);
  }
  const details: BlankDetails = { blanks: result.marks };
  return { traits: { blanks: { score: result.score, max: result.max } }, feedback, correctAnswer: result.marks.map((mark) => mark.expected), details };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The rubric of Reading and Reading & Writing fill-in-the-blanks: one point per blank. */
const chosenBlanksTraits: readonly TraitDefinition<{ answers: string[] }, unknown, 'blanks'>[] = [
  {
    id: 'blanks',
    label: 'Blanks',
    max: (key) => key.answers.length,
    description: '1 point for each blank filled with the right word; nothing is taken off for a wrong one.',
  },
];

/** The rubric of Listening fill-in-the-blanks: one point per blank spelled exactly right. */
const typedBlanksTraits: readonly TraitDefinition<{ answers: string[] }, unknown, 'blanks'>[] = [
  {
    id: 'blanks',
    label: 'Blanks',
    max: (key) => key.answers.length,
    description: '1 point for each blank spelled exactly right; nothing is taken off for a wrong one.',
  },
];

/** The blank key of an item. */
type BlankKey = z.output<typeof blankKeySchema>;

/**
 * How each section's blanks are answered and marked: reading blanks are chosen (from a bank or a dropdown) and
 * compared as written; listening blanks are typed from a recording and must be spelled exactly.
 */
const answeredIn = {
  reading: {
    audio: 'none',
    traits: chosenBlanksTraits,
    mark: (answers: Readonly<Record<string, string>>, key: BlankKey) => markBlanks(scoreReadingBlanks(answers, key.answers), 'chosen'),
  },
  listening: {
    audio: 'required',
    traits: typedBlanksTraits,
    mark: (answers: Readonly<Record<string, string>>, key: BlankKey) => markBlanks(scoreListeningBlanks(answers, key.answers), 'typed'),
  },
} as const;

/** What a fill-in-the-blanks definition states; its family supplies the key and answer schemas, rubric and scorer. */
interface BlanksTypeSpec<Id extends string, Field extends string, Prompt extends z.ZodType<Record<Field, string>>>
  extends Pick<QuestionTypeMeta<Id>, 'id' | 'title' | 'slug' | 'fetchSection' | 'assessPath' | 'timings'>,
    Partial<Pick<QuestionTypeMeta<Id>, 'skills'>> {
  section: 'reading' | 'listening';
  prompt: Prompt;
  /** The prompt field whose text holds the `{{n}}` markers, and how many blanks an item has. */
  blanks: { in: Field; min: number; max: number };
  /** The type's own item checks, after the family's check of the markers against the key. */
  checkItem?(item: ItemParts<z.output<Prompt>, BlankKey>, report: ItemIssueReporter): void;
}

/**
 * Declares a fill-in-the-blanks task: a text with `{{n}}` markers, answered blank by blank and marked one point
 * per right blank (chosen in reading, typed in listening), feeding its `skills` (by default its section's skill).
 */
export function blanksType<const Id extends string, const Field extends string, Prompt extends z.ZodType<Record<Field, string>>>({
  blanks,
  checkItem,
  ...spec
}: BlanksTypeSpec<Id, Field, Prompt>) {
  const { audio, traits, mark } = answeredIn[spec.section];
  return defineQuestionType({
    ...spec,
    family: 'blanks',
    skills: spec.skills ?? [spec.section],
    answerKey: blankKeySchema,
    answer: blankAnswersSchema,
    audio,
    modelAnswer: 'none',
    traits,
    checkItem(item, report) {
      checkBlankMarkers(item.prompt[blanks.in], item.answerKey.answers.length, blanks, report, ['prompt', blanks.in]);
      checkItem?.(item, report);
    },
    checkAnswer: (answer, { answerKey }, report) => checkAnsweredBlanks(answer.answers, answerKey.answers.length, report),
    score: (answer, answerKey) => mark(answer.answers, answerKey),
  });
}
