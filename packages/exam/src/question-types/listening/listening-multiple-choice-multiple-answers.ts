import { defineQuestionType } from '../../question-type';

/** Multiple Choice, Multiple Answers (listening). */
export const listeningMultipleChoiceMultipleAnswers = defineQuestionType({
  id: 'listening-multiple-choice-multiple-answers',
  section: 'listening',
  title: 'Multiple Choice, Multiple Answers',
  slug: 'multiple-choice-multiple-answers',
  fetchSection: 'listening-mcma',
  assessPath: '/reading-mcma/assess',
  family: 'multi-answer',
  timings: { prepareSeconds: 7, suggestedSeconds: 120 },
  skills: ['listening'],
});
