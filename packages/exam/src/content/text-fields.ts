import { z } from 'zod';
import { countSpacedWords } from '../text/word-count';

/** A required text of at most `maxChars` characters that is not just whitespace. */
export function textField(maxChars: number, emptyMessage = 'Must not be empty') {
  return z
    .string()
    .max(maxChars, `Use at most ${maxChars} characters`)
    .refine((text) => text.trim().length > 0, emptyMessage);
}

/** A required text of at most `maxWords` words (PTE's length limits, counted as a writer counts words). */
export function wordLimitedText(maxWords: number, maxChars = maxWords * 20) {
  return textField(maxChars).refine((text) => countSpacedWords(text) <= maxWords, `Use at most ${maxWords} words`);
}

/** A list of short texts, e.g. key ideas or accepted answers. */
export function textList(min: number, max: number, maxChars = 300) {
  return z.array(textField(maxChars)).min(min, `List at least ${min}`).max(max, `List at most ${max}`);
}
