import { defineQuestionType } from '../../question-type';

/** Multiple Choice, Single Answer (reading). */
export const readingMultipleChoiceSingleAnswer = defineQuestionType({
  id: 'reading-multiple-choice-single-answer',
  section: 'reading',
  title: 'Multiple Choice, Single Answer',
  slug: 'multiple-choice-single-answer',
  fetchSection: 'reading-mcsa',
  assessPath: '/reading-mcsa/assess',
  family: 'single-answer',
  timings: { suggestedSeconds: 90 },
  skills: ['reading'],
});
