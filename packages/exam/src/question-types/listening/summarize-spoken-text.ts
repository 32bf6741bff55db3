import { defineQuestionType } from '../../question-type';
import { audioOnlyPromptSchema, grammarTrait, keyIdeasSchema, spellingTrait, vocabularyTrait, writtenResponse, writtenTraits } from '../families/open-responses';

/** Summarize Spoken Text (listening): a 60–90 s lecture summarised in 50–70 words. Scored on legacy traits (total 10). */
export const summarizeSpokenText = defineQuestionType({
  id: 'summarize-spoken-text',
  section: 'listening',
  title: 'Summarize Spoken Text',
  slug: 'summarize-spoken-text',
  fetchSection: 'listening-summarize-spoken-text',
  assessPath: '/summarize/assess',
  ...writtenResponse,
  timings: { prepareSeconds: 3, answerSeconds: 600 },
  skills: ['listening', 'writing'],
  prompt: audioOnlyPromptSchema,
  answerKey: keyIdeasSchema,
  audio: 'required',
  traits: writtenTraits(
    { max: 2, description: '2 all relevant aspects of the lecture summarised; 1 misses one or two; 0 misrepresents the main points.' },
    { max: 2, description: '2 for 50–70 words; 1 for 40–49 or 71–100 words; 0 under 40 or over 100 words, all capitals or no punctuation.' },
    grammarTrait,
    vocabularyTrait,
    spellingTrait,
  ),
});
