import { listeningChoicePrompt, singleAnswerType } from '../families/choices';

/**
 * Select Missing Word (listening): a 20–70 s recording whose last word or words a beep replaces; 4–5 options.
 * The audio script stops before the missing ending.
 */
export const selectMissingWord = singleAnswerType({
  id: 'select-missing-word',
  section: 'listening',
  title: 'Select Missing Word',
  slug: 'select-missing-word',
  fetchSection: 'listening-select-missing-word',
  timings: { prepareSeconds: 7, suggestedSeconds: 60 },
  prompt: listeningChoicePrompt(4, 5),
});
