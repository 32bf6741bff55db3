import { defineQuestionType } from '../../question-type';

/** Fill in the Blanks (reading). */
export const readingFillInTheBlanks = defineQuestionType({
  id: 'reading-fill-in-the-blanks',
  section: 'reading',
  title: 'Fill in the Blanks',
  slug: 'fill-in-the-blanks',
  fetchSection: 'reading-fill-in-the-blanks',
  assessPath: '/reading-fill-in-the-blanks/assess',
  family: 'blanks',
  timings: { suggestedSeconds: 90 },
  skills: ['reading'],
});
