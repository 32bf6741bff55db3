import { z } from 'zod';
import { textField, wordLimitedText } from '../../content/text-fields';
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

/** Multiple Choice, Single Answer (reading): a passage of up to 300 words and 4–5 options. */
export const readingMultipleChoiceSingleAnswer = defineQuestionType({
  id: 'reading-multiple-choice-single-answer',
  section: 'reading',
  title: 'Multiple Choice, Single Answer',
  slug: 'multiple-choice-single-answer',
  fetchSection: 'reading-mcsa',
  assessPath: '/reading-mcsa/assess',
  family: 'single-answer',
  timings: { suggestedSeconds: 90 },
  skills: ['reading'],
  prompt: z.strictObject({ passage: wordLimitedText(300), question: textField(500), options: optionListSchema(4, 5) }),
  answerKey: singleChoiceKeySchema,
  answer: singleChoiceAnswerSchema,
  audio: 'none',
  modelAnswer: 'none',
  traits: singleChoiceTraits,
  checkItem({ prompt, answerKey }, report) {
    checkCorrectOptionsExist(prompt.options, [answerKey.correct], report, ['answerKey', 'correct']);
  },
  checkAnswer: (answer, { prompt }, report) => checkChosenOptions([answer.answer], prompt.options, (message) => report(message, ['answer']), []),
  score: (answer, answerKey, prompt) => markSingleChoice(answer.answer, answerKey.correct, prompt.options, 'passage'),
});
