import { z } from 'zod';
import { textList } from '../../content/text-fields';
import { defineQuestionType } from '../../question-type';
import { audioOnlyPromptSchema, spokenResponse, spokenTraits } from '../families/open-responses';

/** Re-tell Lecture (speaking): retell a lecture of up to 90 s in 40 s. Legacy traits (total 15). */
export const reTellLecture = defineQuestionType({
  id: 're-tell-lecture',
  section: 'speaking',
  title: 'Re-tell Lecture',
  slug: 're-tell-lecture',
  fetchSection: 'speaking-re-tell-lecture',
  assessPath: '/retell-lecture/assess',
  ...spokenResponse,
  timings: { audioLeadSeconds: 3, prepareSeconds: 10, answerSeconds: 40 },
  skills: ['speaking', 'listening'],
  prompt: audioOnlyPromptSchema,
  answerKey: z.strictObject({ keyPoints: textList(1, 12) }),
  audio: 'required',
  traits: spokenTraits({ max: 5, description: '5 re-tells all points with their relationships, development and conclusions; fewer points, lower bands.' }),
});
