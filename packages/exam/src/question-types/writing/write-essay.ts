import { defineQuestionType } from '../../question-type';

/** Write Essay (writing). */
export const writeEssay = defineQuestionType({
  id: 'write-essay',
  section: 'writing',
  title: 'Write Essay',
  slug: 'write-essay',
  fetchSection: 'writing-write-essay',
  assessPath: '/write-essay/assess',
  family: 'summarize',
  timings: { answerSeconds: 1200 },
  skills: ['writing'],
});
