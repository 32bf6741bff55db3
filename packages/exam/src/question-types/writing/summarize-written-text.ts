import { z } from 'zod';
import { wordLimitedText } from '../../content/text-fields';
import { defineQuestionType } from '../../question-type';
import { grammarTrait, keyIdeasSchema, vocabularyTrait, writtenResponse, writtenTraits } from '../families/open-responses';

/** Summarize Written Text (writing): one sentence of 5–75 words summarising a passage of up to 300 words. */
export const summarizeWrittenText = defineQuestionType({
  id: 'summarize-written-text',
  section: 'writing',
  title: 'Summarize Written Text',
  slug: 'summarize-written-text',
  fetchSection: 'writing-summarize-text',
  assessPath: '/summarize/assess',
  ...writtenResponse,
  timings: { answerSeconds: 600 },
  skills: ['writing', 'reading'],
  prompt: z.strictObject({ passage: wordLimitedText(300) }),
  answerKey: keyIdeasSchema,
  audio: 'none',
  traits: writtenTraits(
    { max: 2, description: '2 a good summary with all relevant aspects; 1 misses one or two aspects; 0 omits or misrepresents the main aspects.' },
    { max: 1, description: '1 for one complete sentence of 5–75 words; 0 otherwise or in capital letters.' },
    grammarTrait,
    vocabularyTrait,
  ),
});
