import { readingChoicePrompt, singleAnswerType } from '../families/choices';

/** Multiple Choice, Single Answer (reading): a passage of up to 300 words and 4–5 options. */
export const readingMultipleChoiceSingleAnswer = singleAnswerType({
  id: 'reading-multiple-choice-single-answer',
  section: 'reading',
  title: 'Multiple Choice, Single Answer',
  slug: 'multiple-choice-single-answer',
  fetchSection: 'reading-mcsa',
  timings: { suggestedSeconds: 90 },
  prompt: readingChoicePrompt(4, 5),
});
