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

/** Highlight Correct Summary (listening): a 30–90 s recording and 3–4 summaries, one correct. */
export const highlightCorrectSummary = defineQuestionType({
  id: 'highlight-correct-summary',
  section: 'listening',
  title: 'Highlight Correct Summary',
  slug: 'highlight-correct-summary',
  fetchSection: 'listening-highlight-summary',
  assessPath: '/reading-mcsa/assess',
  family: 'single-answer',
  timings: { prepareSeconds: 10, suggestedSeconds: 90 },
  skills: ['listening'],
  prompt: z.strictObject({ question: textField(500), options: optionListSchema(3, 4) }),
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
