import { defineQuestionType } from '../../question-type';

/** Answer Short Question (speaking). */
export const answerShortQuestion = defineQuestionType({
  id: 'answer-short-question',
  section: 'speaking',
  title: 'Answer Short Question',
  slug: 'answer-short-question',
  fetchSection: 'speaking-answer-short-question',
  assessPath: '/answer-short-question/assess',
  family: 'speaking',
  timings: { prepareSeconds: 3, answerSeconds: 10 },
  skills: ['listening'],
});
