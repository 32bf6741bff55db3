import { z } from 'zod';
import { textField, wordLimitedText } from '../../content/text-fields';
import { blanksType } from '../families/blanks';

/** Fill in the Blanks (reading): drag words from a bank into 3–5 blanks of a passage of up to 80 words. */
export const readingFillInTheBlanks = blanksType({
  id: 'reading-fill-in-the-blanks',
  section: 'reading',
  title: 'Fill in the Blanks',
  slug: 'fill-in-the-blanks',
  fetchSection: 'reading-fill-in-the-blanks',
  assessPath: '/reading-fill-in-the-blanks/assess',
  timings: { suggestedSeconds: 90 },
  prompt: z.strictObject({
    passage: wordLimitedText(80),
    /** Every correct word plus 2–4 distractors, shuffled. */
    wordBank: z.array(textField(60, 'Write every word of the bank')).min(2).max(20),
  }),
  blanks: { in: 'passage', min: 3, max: 5 },
  checkItem({ prompt, answerKey }, report) {
    const bank = [...prompt.wordBank];
    answerKey.answers.forEach((answer, index) => {
      const at = bank.indexOf(answer);
      if (at < 0) report(`The word bank lacks the answer to blank ${index + 1} (“${answer}”)`, ['prompt', 'wordBank']);
      else bank.splice(at, 1);
    });
    const distractors = prompt.wordBank.length - answerKey.answers.length;
    if (distractors < 2 || distractors > 4) {
      report(`The word bank should hold the answers plus 2–4 distractors (it has ${distractors} extra words)`, ['prompt', 'wordBank']);
    }
  },
});
