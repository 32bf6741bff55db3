import { defineQuestionType } from '../../question-type';

/** Read Aloud (speaking). */
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
});
