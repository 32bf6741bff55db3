import { defineQuestionType } from '../../question-type';

/** Summarize Spoken Text (listening). */
export const summarizeSpokenText = defineQuestionType({
  id: 'summarize-spoken-text',
  section: 'listening',
  title: 'Summarize Spoken Text',
  slug: 'summarize-spoken-text',
  fetchSection: 'listening-summarize-spoken-text',
  assessPath: '/summarize/assess',
  family: 'summarize',
  timings: { prepareSeconds: 3, answerSeconds: 600 },
  skills: ['listening', 'writing'],
});
