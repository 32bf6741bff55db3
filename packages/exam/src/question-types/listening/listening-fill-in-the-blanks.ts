import { defineQuestionType } from '../../question-type';

/** Fill in the Blanks (listening). */
export const listeningFillInTheBlanks = defineQuestionType({
  id: 'listening-fill-in-the-blanks',
  section: 'listening',
  title: 'Fill in the Blanks',
  slug: 'fill-in-the-blanks',
  fetchSection: 'listening-fill-in-the-blanks',
  assessPath: '/listening-fill-in-the-blanks/assess',
  family: 'blanks',
  timings: { prepareSeconds: 7, suggestedSeconds: 90 },
  skills: ['listening'],
});
