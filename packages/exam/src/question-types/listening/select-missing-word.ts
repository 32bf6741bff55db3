import { defineQuestionType } from '../../question-type';

/** Select Missing Word (listening). */
export const selectMissingWord = defineQuestionType({
  id: 'select-missing-word',
  section: 'listening',
  title: 'Select Missing Word',
  slug: 'select-missing-word',
  fetchSection: 'listening-select-missing-word',
  assessPath: '/reading-mcsa/assess',
  family: 'single-answer',
  timings: { prepareSeconds: 7, suggestedSeconds: 60 },
  skills: ['listening'],
});
