import { z } from 'zod';
import { textField } from '../../content/text-fields';
import { defineQuestionType } from '../../question-type';
import {
  checkChosenOptions,
  checkCorrectOptionsExist,
  markSingleChoice,
  optionListSchema,
  singleChoiceAnswerSchema,
  singleChoiceKeySchema,
  singleChoiceTraits,
} from '../families/choices';

/**
 * Select Missing Word (listening): a 20–70 s recording whose last word or words a beep replaces; 4–5 options.
 * The audio script stops before the missing ending.
 */
export const selectMissingWord = defineQuestionType({
  id: 'select-missing-word',
  section: 'listening',
  title: 'Select Missing Word',
  slug: 'select-missing-word',
  fetchSection: 'listening-select-missing-word',
  assessPath: '/reading-mcsa/assess',
  family: 'single-answer',
  timings: { prepareSeconds: 7, suggestedSeconds: 60 },
  skills: ['listening'],
  prompt: z.strictObject({ question: textField(500), options: optionListSchema(4, 5) }),
  answerKey: singleChoiceKeySchema,
  answer: singleChoiceAnswerSchema,
  audio: 'required',
  modelAnswer: 'none',
  traits: singleChoiceTraits,
  checkItem({ prompt, answerKey }, report) {
    checkCorrectOptionsExist(prompt.options, [answerKey.correct], report, ['answerKey', 'correct']);
  },
  checkAnswer: (answer, { prompt }, report) => checkChosenOptions([answer.answer], prompt.options, (message) => report(message, ['answer']), []),
  score: (answer, answerKey, prompt) => markSingleChoice(answer.answer, answerKey.correct, prompt.options, 'recording'),
});
