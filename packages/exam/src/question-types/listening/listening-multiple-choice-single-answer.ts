import { defineQuestionType } from '../../question-type';

/** Multiple Choice, Single Answer (listening). */
export const listeningMultipleChoiceSingleAnswer = defineQuestionType({
  id: 'listening-multiple-choice-single-answer',
  section: 'listening',
  title: 'Multiple Choice, Single Answer',
  slug: 'multiple-choice-single-answer',
  fetchSection: 'listening-mcsa',
  assessPath: '/reading-mcsa/assess',
  family: 'single-answer',
  timings: { prepareSeconds: 5, suggestedSeconds: 75 },
  skills: ['listening'],
});
