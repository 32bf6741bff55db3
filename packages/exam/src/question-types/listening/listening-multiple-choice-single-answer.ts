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

/** Multiple Choice, Single Answer (listening): a 30–60 s recording and 4–5 options. */
export const listeningMultipleChoiceSingleAnswer = defineQuestionType({
  id: 'listening-multiple-choice-single-answer',
  section: 'listening',
  title: 'Multiple Choice, Single Answer',
  slug: 'multiple-choice-single-answer',
  fetchSection: 'listening-mcsa',
  assessPath: '/reading-mcsa/assess',
  family: 'single-answer',
  timings: { prepareSeconds: 5, suggestedSeconds: 75 },
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
