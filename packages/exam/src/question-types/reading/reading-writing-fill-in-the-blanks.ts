import { z } from 'zod';
import { textField, wordLimitedText } from '../../content/text-fields';
import { countPhrase } from '../../text/count-phrase';
import { blanksType } from '../families/blanks';

/** Reading & Writing: Fill in the Blanks (reading): a passage of up to 300 words with 4–6 dropdown blanks. */
export const readingWritingFillInTheBlanks = blanksType({
  id: 'reading-writing-fill-in-the-blanks',
  section: 'reading',
  title: 'Reading & Writing: Fill in the Blanks',
  slug: 'reading-writing-fill-in-the-blanks',
  fetchSection: 'reading-writing-fill-in-the-blanks',
  assessPath: '/reading-writing-fill-in-the-blanks/assess',
  timings: { suggestedSeconds: 150 },
  skills: ['reading', 'writing'],
  prompt: z.strictObject({
    passage: wordLimitedText(300),
    /** `blanks[i]` is blank i + 1: its dropdown's four options. */
    blanks: z
      .array(z.strictObject({ options: z.array(textField(60, 'Write every option')).length(4, 'Give exactly 4 options per blank') }))
      .min(1)
      .max(20),
  }),
  blanks: { in: 'passage', min: 4, max: 6 },
  checkItem({ prompt, answerKey }, report) {
    if (prompt.blanks.length !== answerKey.answers.length) {
      report(`Give one dropdown per blank (found ${countPhrase(prompt.blanks.length, 'dropdown')} for ${countPhrase(answerKey.answers.length, 'answer')})`, ['prompt', 'blanks']);
    }
    prompt.blanks.forEach((blank, index) => {
      const lowered = blank.options.map((option) => option.trim().toLowerCase());
      if (new Set(lowered).size !== lowered.length) report(`Blank ${index + 1} repeats an option`, ['prompt', 'blanks', index, 'options']);
      const answer = answerKey.answers[index];
      if (answer !== undefined && !blank.options.includes(answer)) {
        report(`The answer to blank ${index + 1} (“${answer}”) is not among its options`, ['answerKey', 'answers', index]);
      }
    });
  },
});
