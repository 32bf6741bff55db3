import { defineQuestionType } from '../../question-type';

/** Summarize Written Text (writing). */
export const summarizeWrittenText = defineQuestionType({
  id: 'summarize-written-text',
  section: 'writing',
  title: 'Summarize Written Text',
  slug: 'summarize-written-text',
  fetchSection: 'writing-summarize-text',
  assessPath: '/summarize/assess',
  family: 'summarize',
  timings: { answerSeconds: 600 },
  skills: ['writing', 'reading'],
});
