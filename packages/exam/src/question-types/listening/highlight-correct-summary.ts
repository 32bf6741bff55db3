import { defineQuestionType } from '../../question-type';

/** Highlight Correct Summary (listening). */
export const highlightCorrectSummary = defineQuestionType({
  id: 'highlight-correct-summary',
  section: 'listening',
  title: 'Highlight Correct Summary',
  slug: 'highlight-correct-summary',
  fetchSection: 'listening-highlight-summary',
  assessPath: '/reading-mcsa/assess',
  family: 'single-answer',
  timings: { prepareSeconds: 10, suggestedSeconds: 90 },
  skills: ['listening'],
});
