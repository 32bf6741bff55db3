import { z } from 'zod';
import { textList } from '../../content/text-fields';
import { defineQuestionType } from '../../question-type';
import { audioOnlyPromptSchema, spokenResponse } from '../families/open-responses';

/** Answer Short Question (speaking): answer a 3–9 s spoken question in one or a few words. */
export const answerShortQuestion = defineQuestionType({
  id: 'answer-short-question',
  section: 'speaking',
  title: 'Answer Short Question',
  slug: 'answer-short-question',
  fetchSection: 'speaking-answer-short-question',
  assessPath: '/answer-short-question/assess',
  ...spokenResponse,
  // The microphone opens as soon as the audio ends, with no tone (docs/exam-format.md#microphone-and-recording).
  timings: { audioLeadSeconds: 3, answerSeconds: 10 },
  skills: ['speaking', 'listening'],
  prompt: audioOnlyPromptSchema,
  /** Every answer that counts as right, e.g. ["thermometer"]. */
  answerKey: z.strictObject({ accepted: textList(1, 10, 100) }),
  audio: 'required',
  traits: [{ id: 'vocabulary', label: 'Vocabulary', max: 1, description: '1 for an appropriate word choice, 0 otherwise.' }],
});
