import { defineQuestionType } from '../../question-type';

/** Re-order Paragraphs (reading). */
export const reOrderParagraphs = defineQuestionType({
  id: 're-order-paragraphs',
  section: 'reading',
  title: 'Re-order Paragraphs',
  slug: 're-order-paragraphs',
  fetchSection: 'reading-reorder-paragraphs',
  assessPath: '/question-attempt',
  family: 'reorder',
  timings: { suggestedSeconds: 150 },
  skills: ['reading'],
});
