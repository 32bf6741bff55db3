import { z } from 'zod';
import { textField } from '../../content/text-fields';
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

/** Multiple Choice, Multiple Answers (listening): a 40–90 s recording, 5–7 options, 2–3 correct. */
export const listeningMultipleChoiceMultipleAnswers = defineQuestionType({
  id: 'listening-multiple-choice-multiple-answers',
  section: 'listening',
  title: 'Multiple Choice, Multiple Answers',
  slug: 'multiple-choice-multiple-answers',
  fetchSection: 'listening-mcma',
  assessPath: '/reading-mcma/assess',
  family: 'multi-answer',
  timings: { prepareSeconds: 7, suggestedSeconds: 120 },
  skills: ['listening'],
  prompt: z.strictObject({ question: textField(500), options: optionListSchema(5, 7) }),
  answerKey: multipleChoiceKeySchema(2, 3),
  answer: multipleChoiceAnswerSchema,
  audio: 'required',
  modelAnswer: 'none',
  traits: multipleChoiceTraits,
  checkItem({ prompt, answerKey }, report) {
    checkCorrectOptionsExist(prompt.options, answerKey.correct, report, ['answerKey', 'correct']);
  },
  checkAnswer: (answer, { prompt }, report) => checkChosenOptions(answer.answers, prompt.options, report, ['answers']),
  score: (answer, answerKey, prompt) => markMultipleChoice(answer.answers, answerKey.correct, prompt.options, 'recording'),
});
