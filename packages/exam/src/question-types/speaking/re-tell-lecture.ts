import { defineQuestionType } from '../../question-type';

/** Re-tell Lecture (speaking). */
export const reTellLecture = defineQuestionType({
  id: 're-tell-lecture',
  section: 'speaking',
  title: 'Re-tell Lecture',
  slug: 're-tell-lecture',
  fetchSection: 'speaking-re-tell-lecture',
  assessPath: '/retell-lecture/assess',
  family: 'speaking',
  timings: { prepareSeconds: 10, answerSeconds: 40 },
  skills: ['speaking', 'listening'],
});
