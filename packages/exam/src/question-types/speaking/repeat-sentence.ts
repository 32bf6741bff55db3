import { defineQuestionType } from '../../question-type';

/** Repeat Sentence (speaking). */
export const repeatSentence = defineQuestionType({
  id: 'repeat-sentence',
  section: 'speaking',
  title: 'Repeat Sentence',
  slug: 'repeat-sentence',
  fetchSection: 'speaking-repeat-sentence',
  assessPath: '/repeat-sentence/assess',
  family: 'speaking',
  timings: { prepareSeconds: 3, answerSeconds: 15 },
  skills: ['speaking', 'listening'],
});
