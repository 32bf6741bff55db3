import { defineQuestionType } from '../../question-type';

/** Describe Image (speaking). */
export const describeImage = defineQuestionType({
  id: 'describe-image',
  section: 'speaking',
  title: 'Describe Image',
  slug: 'describe-image',
  fetchSection: 'speaking-describe-image',
  assessPath: '/describe-image/assess',
  family: 'speaking',
  timings: { prepareSeconds: 25, answerSeconds: 40 },
  skills: ['speaking'],
});
