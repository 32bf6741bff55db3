import { z } from 'zod';
import { wordLimitedText } from '../../content/text-fields';
import { defineQuestionType } from '../../question-type';
import { dictationTokens } from '../../scoring/write-from-dictation';
import { fluencyTrait, pronunciationTrait, recordingAnswerSchema } from '../families/open-responses';

/** Read Aloud (speaking): read a text of up to 60 words aloud. */
export const readAloud = defineQuestionType({
  id: 'read-aloud',
  section: 'speaking',
  title: 'Read Aloud',
  slug: 'read-aloud',
  fetchSection: 'speaking-read-aloud',
  assessPath: '/read-aloud/assess',
  family: 'speaking',
  timings: { prepareSeconds: 35, answerSeconds: 40 },
  skills: ['speaking'],
  prompt: z.strictObject({ text: wordLimitedText(60) }),
  answerKey: z.strictObject({}),
  answer: recordingAnswerSchema,
  audio: 'none',
  modelAnswer: 'optional',
  traits: [
    {
      id: 'content',
      label: 'Content',
      max: (_key, prompt) => dictationTokens(prompt.text).length,
      description: 'One point per word of the text read; each replaced, omitted or inserted word is an error.',
    },
    fluencyTrait,
    pronunciationTrait,
  ],
});
