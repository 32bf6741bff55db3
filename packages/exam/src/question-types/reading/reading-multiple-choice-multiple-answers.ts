import { z } from 'zod';
import { textField, wordLimitedText } from '../../content/text-fields';
import { defineQuestionType } from '../../question-type';
import {
  checkChosenOptions,
  checkCorrectOptionsExist,
  markMultipleChoice,
  multipleChoiceAnswerSchema,
  multipleChoiceKeySchema,
  multipleChoiceTraits,
  optionListSchema,
} from '../families/choices';

/** Multiple Choice, Multiple Answers (reading): a passage of up to 300 words, 5–7 options, 2–3 correct. */
export const readingMultipleChoiceMultipleAnswers = defineQuestionType({
  id: 'reading-multiple-choice-multiple-answers',
  section: 'reading',
  title: 'Multiple Choice, Multiple Answers',
  slug: 'multiple-choice-multiple-answers',
  fetchSection: 'reading-mcma',
  assessPath: '/reading-mcma/assess',
  family: 'multi-answer',
  timings: { suggestedSeconds: 120 },
  skills: ['reading'],
  prompt: z.strictObject({ passage: wordLimitedText(300), question: textField(500), options: optionListSchema(5, 7) }),
  answerKey: multipleChoiceKeySchema(2, 3),
  answer: multipleChoiceAnswerSchema,
  audio: 'none',
  modelAnswer: 'none',
  traits: multipleChoiceTraits,
  checkItem({ prompt, answerKey }, report) {
    checkCorrectOptionsExist(prompt.options, answerKey.correct, report, ['answerKey', 'correct']);
  },
  checkAnswer: (answer, { prompt }, report) => checkChosenOptions(answer.answers, prompt.options, report, ['answers']),
  score: (answer, answerKey, prompt) => markMultipleChoice(answer.answers, answerKey.correct, prompt.options, 'passage'),
});
