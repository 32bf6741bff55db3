import { z } from 'zod';
import { textField, wordLimitedText } from '../../content/text-fields';
import { defineQuestionType } from '../../question-type';
import { scoreReadingBlanks } from '../../scoring/fill-in-blanks';
import { blankAnswersSchema, blankKeySchema, checkAnsweredBlanks, checkBlankMarkers, chosenBlanksTraits, markBlanks } from '../families/blanks';

/** Fill in the Blanks (reading): drag words from a bank into 3–5 blanks of a passage of up to 80 words. */
export const readingFillInTheBlanks = defineQuestionType({
  id: 'reading-fill-in-the-blanks',
  section: 'reading',
  title: 'Fill in the Blanks',
  slug: 'fill-in-the-blanks',
  fetchSection: 'reading-fill-in-the-blanks',
  assessPath: '/reading-fill-in-the-blanks/assess',
  family: 'blanks',
  timings: { suggestedSeconds: 90 },
  skills: ['reading'],
  prompt: z.strictObject({
    passage: wordLimitedText(80),
    /** Every correct word plus 2–4 distractors, shuffled. */
    wordBank: z.array(textField(60, 'Write every word of the bank')).min(2).max(20),
  }),
  answerKey: blankKeySchema,
  answer: blankAnswersSchema,
  audio: 'none',
  modelAnswer: 'none',
  traits: chosenBlanksTraits,
  checkItem({ prompt, answerKey }, report) {
    checkBlankMarkers(prompt.passage, answerKey.answers.length, { min: 3, max: 5 }, report, ['prompt', 'passage']);
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
  checkAnswer: (answer, { answerKey }, report) => checkAnsweredBlanks(answer.answers, answerKey.answers.length, report),
  score: (answer, answerKey) => markBlanks(scoreReadingBlanks(answer.answers, answerKey.answers), 'chosen'),
});
