import { listeningChoicePrompt, multipleAnswerType } from '../families/choices';

/** Multiple Choice, Multiple Answers (listening): a 40–90 s recording, 5–7 options, 2–3 correct. */
export const listeningMultipleChoiceMultipleAnswers = multipleAnswerType({
  id: 'listening-multiple-choice-multiple-answers',
  section: 'listening',
  title: 'Multiple Choice, Multiple Answers',
  slug: 'multiple-choice-multiple-answers',
  fetchSection: 'listening-mcma',
  timings: { prepareSeconds: 7, suggestedSeconds: 120 },
  prompt: listeningChoicePrompt(5, 7),
  correct: { min: 2, max: 3 },
});
