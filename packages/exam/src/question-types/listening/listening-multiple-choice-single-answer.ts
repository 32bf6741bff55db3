import { listeningChoicePrompt, singleAnswerType } from '../families/choices';

/** Multiple Choice, Single Answer (listening): a 30–60 s recording and 4–5 options. */
export const listeningMultipleChoiceSingleAnswer = singleAnswerType({
  id: 'listening-multiple-choice-single-answer',
  section: 'listening',
  title: 'Multiple Choice, Single Answer',
  slug: 'multiple-choice-single-answer',
  fetchSection: 'listening-mcsa',
  timings: { prepareSeconds: 5, suggestedSeconds: 75 },
  prompt: listeningChoicePrompt(4, 5),
});
