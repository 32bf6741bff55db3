import { expect, test } from '@playwright/test';
import { newLearner, registerThroughForm } from './learner-account';
import { openFirstQuestion, submitAndReadResult } from './practice-journey';

/** Misspells a word by dropping its third letter ("important" → "imortant"), which no dictionary accepts. */
function misspell(word: string): string {
  return word.slice(0, 2) + word.slice(3);
}

test('summarize written text: a summary with a misspelling is scored on every trait and the misspelling is highlighted', async ({ page }) => {
  test.setTimeout(90_000);
  await registerThroughForm(page, newLearner('Wren Writer'));
  const item = await openFirstQuestion<{ passage: string }, { keyIdeas: string[] }>(page, 'summarize-written-text');
  const model = (item as unknown as { modelAnswer: string }).modelAnswer;
  const target = model.match(/\b[a-z]{8,}\b/)?.[0];
  expect(target, 'the model answer has a long lower-case word to misspell').toBeTruthy();
  const wrong = misspell(target!);
  const summary = model.replace(target!, wrong);

  const editor = page.getByLabel('Your one-sentence summary');
  await editor.fill(summary);
  await expect(page.getByText(/\d+ words?/).first()).toBeVisible();

  const card = await submitAndReadResult(page);
  for (const trait of ['Content', 'Form', 'Grammar', 'Vocabulary']) {
    await expect(card.getByRole('progressbar', { name: new RegExp(`^${trait}: \\d+ of \\d+$`) })).toBeVisible();
  }
  await expect(card.getByRole('progressbar', { name: 'Form: 1 of 1' })).toBeVisible();

  const mark = page.locator('mark', { hasText: wrong });
  await expect(mark).toBeVisible();
  await mark.focus();
  await expect(mark).toHaveAccessibleDescription(/spelling/i);
  await expect(mark).toHaveAccessibleDescription(new RegExp(target!, 'i'));
});
