import { defineQuestionType } from '../../question-type';

/** Multiple Choice, Multiple Answers (reading). */
export const readingMultipleChoiceMultipleAnswers = defineQuestionType({
  id: 'reading-multiple-choice-multiple-answers',
  section: 'reading',
  title: 'Multiple Choice, Multiple Answers',
  slug: 'multiple-choice-multiple-answers',
  fetchSection: 'reading-mcma',
  assessPath: '/reading-mcma/assess',
  family: 'multi-answer',
  timings: { suggestedSeconds: 120 },
  skills: ['reading'],
});
