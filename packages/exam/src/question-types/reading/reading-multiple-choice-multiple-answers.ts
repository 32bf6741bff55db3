import { multipleAnswerType, readingChoicePrompt } from '../families/choices';

/** Multiple Choice, Multiple Answers (reading): a passage of up to 300 words, 5–7 options, 2–3 correct. */
export const readingMultipleChoiceMultipleAnswers = multipleAnswerType({
  id: 'reading-multiple-choice-multiple-answers',
  section: 'reading',
  title: 'Multiple Choice, Multiple Answers',
  slug: 'multiple-choice-multiple-answers',
  fetchSection: 'reading-mcma',
  timings: { suggestedSeconds: 120 },
  prompt: readingChoicePrompt(5, 7),
  correct: { min: 2, max: 3 },
});
