import { listeningChoicePrompt, singleAnswerType } from '../families/choices';

/** Highlight Correct Summary (listening): a 30–90 s recording and 3–4 summaries, one correct. */
export const highlightCorrectSummary = singleAnswerType({
  id: 'highlight-correct-summary',
  section: 'listening',
  title: 'Highlight Correct Summary',
  slug: 'highlight-correct-summary',
  fetchSection: 'listening-highlight-summary',
  timings: { prepareSeconds: 10, suggestedSeconds: 90 },
  skills: ['listening', 'reading'],
  prompt: listeningChoicePrompt(3, 4),
});
