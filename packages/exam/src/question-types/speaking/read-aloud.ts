import { z } from 'zod';
import { wordLimitedText } from '../../content/text-fields';
import { defineQuestionType } from '../../question-type';
import { dictationTokens } from '../../scoring/write-from-dictation';
import { spokenResponse, spokenTraits } from '../families/open-responses';

/** Pause marks of a Read Aloud model answer: ` / ` at a phrase boundary, ` // ` at a sentence end. */
const pauseMarks = new Set(['/', '//']);

/** The words of a text as written (punctuation kept), with pause marks and spacing dropped. */
function wordsWithoutPauses(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '' && !pauseMarks.has(word));
}

/** Index of the first word where two word lists differ (one ending early counts), or undefined if they agree. */
function firstDifference(expected: readonly string[], actual: readonly string[]): number | undefined {
  const length = Math.max(expected.length, actual.length);
  for (let index = 0; index < length; index += 1) if (expected[index] !== actual[index]) return index;
  return undefined;
}

/** Read Aloud (speaking): read a text of up to 60 words aloud. */
export const readAloud = defineQuestionType({
  id: 'read-aloud',
  section: 'speaking',
  title: 'Read Aloud',
  slug: 'read-aloud',
  fetchSection: 'speaking-read-aloud',
  assessPath: '/read-aloud/assess',
  ...spokenResponse,
  timings: { prepareSeconds: 35, answerSeconds: 40 },
  skills: ['speaking', 'reading'],
  prompt: z.strictObject({ text: wordLimitedText(60) }),
  answerKey: z.strictObject({}),
  audio: 'none',
  traits: spokenTraits({
    max: (_key, prompt: { text: string }) => dictationTokens(prompt.text).length,
    description: 'One point per word of the text read; each replaced, omitted or inserted word is an error.',
  }),
  // The model answer is the text phrased for reading: the same words with ` / ` and ` // ` pause marks.
  checkItem(item, report) {
    if (item.modelAnswer === undefined) return;
    const text = wordsWithoutPauses(item.prompt.text);
    const model = wordsWithoutPauses(item.modelAnswer);
    const at = firstDifference(text, model);
    if (at === undefined) return;
    const expected = at < text.length ? `the text has “${text[at]}”` : 'the text ends';
    const found = at < model.length ? `the model answer has “${model[at]}”` : 'the model answer ends';
    report(`The model answer must be the text word for word, with only / and // pause marks added: at word ${at + 1} ${expected} but ${found}`, ['modelAnswer']);
  },
});
