import { defineQuestionType } from '../../question-type';

/** Reading & Writing: Fill in the Blanks (reading). */
export const readingWritingFillInTheBlanks = defineQuestionType({
  id: 'reading-writing-fill-in-the-blanks',
  section: 'reading',
  title: 'Reading & Writing: Fill in the Blanks',
  slug: 'reading-writing-fill-in-the-blanks',
  fetchSection: 'reading-writing-fill-in-the-blanks',
  assessPath: '/reading-writing-fill-in-the-blanks/assess',
  family: 'blanks',
  timings: { suggestedSeconds: 150 },
  skills: ['reading'],
});
