import { z } from 'zod';
import { textField, wordLimitedText } from '../../content/text-fields';
import { defineQuestionType, type ItemIssueReporter, type QuestionTypeMeta, type TraitDefinition, type TraitMarks } from '../../question-type';
import { scoreSelections } from '../../scoring/selection-score';
import { scoreSingleChoice } from '../../scoring/single-choice';
import { countPhrase } from '../../text/count-phrase';

/** Where the learner finds the answer, for feedback wording. */
type Evidence = 'passage' | 'recording';

/** An option id: a capital letter, A, B, C, … in display order. */
const optionIdSchema = z.string({ error: 'Choose one of the listed options' }).regex(/^[A-Z]$/, 'Choose one of the listed options');

/** One answer option as the learner sees it. */
const optionSchema = z.strictObject({ id: optionIdSchema, text: textField(1000, 'Write the option text') });

/** An answer option. */
export type Option = z.infer<typeof optionSchema>;

/** Options with ids A, B, C, … in display order; `min`–`max` of them. */
function optionListSchema(min: number, max: number) {
  return z
    .array(optionSchema)
    .min(min, `Give at least ${min} options`)
    .max(max, `Give at most ${max} options`)
    .superRefine((options, ctx) => {
      options.forEach((option, index) => {
        const expected = String.fromCharCode(65 + index);
        if (option.id !== expected) {
          ctx.addIssue({ code: 'custom', message: `Option ${index + 1} must have id "${expected}"`, path: [index, 'id'] });
        }
      });
    });
}

/** What the learner submits for a single-answer task: the chosen option id. */
export const singleChoiceAnswerSchema = z.object({ answer: optionIdSchema });

/** What the learner submits for a multiple-answer task: the chosen option ids. */
export const multipleChoiceAnswerSchema = z.object({
  answers: z.array(optionIdSchema, { error: 'Send the options you chose as a list of letters, e.g. ["A", "C"]' }).max(10, 'Choose at most 10 options'),
});

/** The key of a single-answer item. */
const singleChoiceKeySchema = z.strictObject({ correct: optionIdSchema });

/** The key of a multiple-answer item: `min`–`max` distinct correct option ids. */
function multipleChoiceKeySchema(min: number, max: number) {
  return z.strictObject({
    correct: z
      .array(optionIdSchema)
      .min(min, `Mark at least ${min} correct options`)
      .max(max, `Mark at most ${max} correct options`)
      .refine((ids) => new Set(ids).size === ids.length, 'List each correct option once'),
  });
}

/** Reports every correct option id that is not among the item's options. */
function checkCorrectOptionsExist(options: readonly Option[], correct: readonly string[], report: ItemIssueReporter, path: (string | number)[]): void {
  const ids = new Set(options.map((option) => option.id));
  correct.forEach((id, index) => {
    if (!ids.has(id)) report(`Correct option "${id}" is not one of the options`, [...path, index]);
  });
}

/** Reports every chosen option id the item does not have, and every option chosen more than once. */
function checkChosenOptions(chosen: readonly string[], options: readonly Option[], report: ItemIssueReporter, path: (string | number)[]): void {
  const ids = new Set(options.map((option) => option.id));
  const seen = new Set<string>();
  chosen.forEach((id, index) => {
    if (!ids.has(id)) report(`Option ${id} is not one of this question's options (${[...ids].join(', ')})`, [...path, index]);
    else if (seen.has(id)) report(`Option ${id} is chosen more than once`, [...path, index]);
    seen.add(id);
  });
}

/** The rubric of single-answer tasks: one `choice` point. */
const singleChoiceTraits: readonly TraitDefinition<unknown, unknown, 'choice'>[] = [
  { id: 'choice', label: 'Choice', max: 1, description: '1 point for the correct option, 0 otherwise; nothing is taken off.' },
];

/** The rubric of multiple-answer tasks: `choices`, worth as many points as there are correct options. */
const multipleChoiceTraits: readonly TraitDefinition<{ correct: string[] }, unknown, 'choices'>[] = [
  {
    id: 'choices',
    label: 'Choices',
    max: (key) => key.correct.length,
    description: '+1 for each correct option chosen, −1 for each wrong one; the item never goes below 0.',
  },
];

/** Per-option marks of a choice answer, in display order, for highlighting. */
export interface ChoiceDetails {
  choices: { id: string; selected: boolean; correct: boolean; mark: 1 | 0 | -1 }[];
}

/** Marks a single-answer task (rule: `scoreSingleChoice`). */
function markSingleChoice(answer: string, correct: string, options: readonly Option[], evidence: Evidence): TraitMarks {
  const result = scoreSingleChoice(answer, correct);
  const feedback = result.correct
    ? ['Correct.']
    : [
        `The answer is ${correct}, not ${answer}. Look again at the part of the ${evidence} that decides it: the right option matches its meaning, not just its words.`,
      ];
  const details: ChoiceDetails = {
    choices: options.map((option) => ({
      id: option.id,
      selected: option.id === answer,
      correct: option.id === correct,
      mark: option.id === answer && result.correct ? 1 : 0,
    })),
  };
  return { traits: { choice: { score: result.score, max: result.max } }, feedback, correctAnswer: correct, details };
}

/** Marks a multiple-answer task (rule: `scoreSelections`, +1/−1 floor 0). */
function markMultipleChoice(answers: readonly string[], correct: readonly string[], options: readonly Option[], evidence: Evidence): TraitMarks {
  const result = scoreSelections(answers, correct);
  const feedback: string[] = [];
  const cancelled = Math.min(result.incorrectSelected, result.correctSelected);
  if (result.correctSelected === result.max && result.incorrectSelected === 0) {
    feedback.push('All correct: you chose every right option and nothing else.');
  } else if (result.correctSelected === 0 && result.incorrectSelected === 0) {
    feedback.push(`You did not choose any option. Choose the options the ${evidence} clearly supports; an empty answer scores 0.`);
  } else if (result.correctSelected === 0) {
    feedback.push(`None of your choices was right. In PTE each wrong choice costs a point, though the score never goes below 0.`);
  } else if (result.incorrectSelected > 0) {
    feedback.push(
      `You chose ${countPhrase(result.incorrectSelected, 'wrong option')}, which cancelled ${cancelled === 1 ? 'a correct one' : `${countPhrase(cancelled, 'correct one')}`}: in PTE each wrong choice costs a point.`,
    );
  }
  if (result.missed > 0 && result.correctSelected + result.incorrectSelected > 0) {
    feedback.push(
      `You missed ${countPhrase(result.missed, 'correct option')}. Choose an option only when the ${evidence} clearly supports it: a wrong choice costs a point, a missed one only the point it was worth.`,
    );
  }
  const marks = new Map(result.marks.map((mark) => [mark.value, mark]));
  const details: ChoiceDetails = {
    choices: options.map((option) => {
      const mark = marks.get(option.id);
      return { id: option.id, selected: mark?.selected ?? false, correct: mark?.correct ?? false, mark: mark?.mark ?? 0 };
    }),
  };
  return {
    traits: { choices: { score: result.score, max: result.max } },
    feedback,
    correctAnswer: [...correct],
    details,
  };
}

/** The sections with choice tasks: reading (the item shows a passage) and listening (the item plays a recording). */
type ChoiceSection = 'reading' | 'listening';

/** Where each section's choice items hold the answer, and whether they come with audio. */
const sourceOf = {
  reading: { evidence: 'passage', audio: 'none' },
  listening: { evidence: 'recording', audio: 'required' },
} as const;

/** The prompt of a reading choice item: a passage of up to 300 words, a question and `min`–`max` options. */
export function readingChoicePrompt(min: number, max: number) {
  return z.strictObject({ passage: wordLimitedText(300), question: textField(500), options: optionListSchema(min, max) });
}

/** The prompt of a listening choice item: a question and `min`–`max` options (the recording is the item's audio). */
export function listeningChoicePrompt(min: number, max: number) {
  return z.strictObject({ question: textField(500), options: optionListSchema(min, max) });
}

/** The parts of a choice prompt the family's checks and scorers read. */
interface ChoicePrompt {
  options: Option[];
}

/** What a choice task's definition states; its family supplies the answer schemas, rubric, checks and scorer. */
interface ChoiceTypeSpec<Id extends string, Prompt extends z.ZodType<ChoicePrompt>>
  extends Pick<QuestionTypeMeta<Id>, 'id' | 'title' | 'slug' | 'fetchSection' | 'timings'>,
    Partial<Pick<QuestionTypeMeta<Id>, 'skills'>> {
  section: ChoiceSection;
  prompt: Prompt;
}

/**
 * Declares a single-answer task (Multiple Choice, Single Answer; Highlight Correct Summary; Select Missing Word):
 * one correct option for one point, assessed at `/reading-mcsa/assess`, feeding its `skills` (by default its section's).
 */
export function singleAnswerType<const Id extends string, Prompt extends z.ZodType<ChoicePrompt>>(spec: ChoiceTypeSpec<Id, Prompt>) {
  const { evidence, audio } = sourceOf[spec.section];
  return defineQuestionType({
    ...spec,
    assessPath: '/reading-mcsa/assess',
    family: 'single-answer',
    skills: spec.skills ?? [spec.section],
    answerKey: singleChoiceKeySchema,
    answer: singleChoiceAnswerSchema,
    audio,
    modelAnswer: 'none',
    traits: singleChoiceTraits,
    checkItem({ prompt, answerKey }, report) {
      checkCorrectOptionsExist(prompt.options, [answerKey.correct], report, ['answerKey', 'correct']);
    },
    checkAnswer: (answer, { prompt }, report) => checkChosenOptions([answer.answer], prompt.options, (message) => report(message, ['answer']), []),
    score: (answer, answerKey, prompt) => markSingleChoice(answer.answer, answerKey.correct, prompt.options, evidence),
  });
}

/**
 * Declares a multiple-answer task (Multiple Choice, Multiple Answers): `correct.min`–`correct.max` right options,
 * +1 for each chosen and −1 for each wrong choice, assessed at `/reading-mcma/assess`, feeding its `skills` (by default its
 * section's).
 */
export function multipleAnswerType<const Id extends string, Prompt extends z.ZodType<ChoicePrompt>>({
  correct,
  ...spec
}: ChoiceTypeSpec<Id, Prompt> & { /** How many options are right. */ correct: { min: number; max: number } }) {
  const { evidence, audio } = sourceOf[spec.section];
  return defineQuestionType({
    ...spec,
    assessPath: '/reading-mcma/assess',
    family: 'multi-answer',
    skills: spec.skills ?? [spec.section],
    answerKey: multipleChoiceKeySchema(correct.min, correct.max),
    answer: multipleChoiceAnswerSchema,
    audio,
    modelAnswer: 'none',
    traits: multipleChoiceTraits,
    checkItem({ prompt, answerKey }, report) {
      checkCorrectOptionsExist(prompt.options, answerKey.correct, report, ['answerKey', 'correct']);
    },
    checkAnswer: (answer, { prompt }, report) => checkChosenOptions(answer.answers, prompt.options, report, ['answers']),
    score: (answer, answerKey, prompt) => markMultipleChoice(answer.answers, answerKey.correct, prompt.options, evidence),
  });
}
