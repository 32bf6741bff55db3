import { defineQuestionType } from '../../question-type';

/** Highlight Incorrect Words (listening). */
export const highlightIncorrectWords = defineQuestionType({
  id: 'highlight-incorrect-words',
  section: 'listening',
  title: 'Highlight Incorrect Words',
  slug: 'highlight-incorrect-words',
  fetchSection: 'listening-highlight-incorrect-words',
  assessPath: '/highlight-incorrect-words/assess',
  family: 'multi-answer',
  timings: { prepareSeconds: 10, suggestedSeconds: 60 },
  skills: ['listening'],
});
