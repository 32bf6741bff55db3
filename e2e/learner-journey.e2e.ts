import { expect, test } from '@playwright/test';
import { newLearner, registerThroughForm } from './learner-account';
import { openFirstQuestion, submitAndReadResult } from './practice-journey';

/** Misspells a word by dropping its third letter ("important" → "imortant"), which no dictionary accepts. */
function misspell(word: string): string {
  return word.slice(0, 2) + word.slice(3);
}

test('three attempts show on the dashboard’s progress, and the study history lists them and reopens the essay with its text and marks', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughForm(page, newLearner('Jo Urney'));

  // 1. A right multiple-choice answer (reading 90).
  const mcsa = await openFirstQuestion<{ options: { id: string; text: string }[] }, { correct: string }>(page, 'reading-multiple-choice-single-answer');
  const right = mcsa.prompt.options.find((option) => option.id === mcsa.answerKey.correct)!;
  await page.getByRole('radio', { name: right.text }).check();
  await submitAndReadResult(page);

  // 2. A wrong one (reading 10).
  await page.getByRole('button', { name: 'Try again' }).click();
  const wrong = mcsa.prompt.options.find((option) => option.id !== mcsa.answerKey.correct)!;
  await page.getByRole('radio', { name: wrong.text }).check();
  await submitAndReadResult(page);

  // 3. An essay with a misspelling.
  const essay = await openFirstQuestion<{ question: string }, unknown>(page, 'write-essay');
  const model = (essay as unknown as { modelAnswer: string }).modelAnswer;
  const target = model.match(/\b[a-z]{9,}\b/)?.[0];
  expect(target, 'the model essay has a long lower-case word to misspell').toBeTruthy();
  const misspelt = misspell(target!);
  await page.getByRole('textbox', { name: 'Your essay' }).fill(model.replace(target!, misspelt));
  const essayCard = await submitAndReadResult(page);
  const essayTotal = (await essayCard.getByRole('heading', { name: /^Your result/ }).innerText()).match(/Total (\d+) \/ (\d+)/)!;

  // The dashboard's progress counts them.
  await page.goto('/dashboard');
  const progress = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your progress' }) });
  await expect(progress.getByText('Attempts this week')).toBeVisible();
  await expect(progress.locator('dd').filter({ hasText: /^3$/ })).toBeVisible();
  await expect(progress.getByText('1 day', { exact: true })).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: 'Reading average' })).toHaveAttribute('aria-valuetext', '50 of 90');
  await expect(progress.getByRole('progressbar', { name: 'Writing average' })).toBeVisible();
  await expect(progress.getByRole('link', { name: 'Practise Multiple Choice, Single Answer' })).toBeVisible();

  // The Progress Report charts them, each chart with its table: the two reading answers average 50, best 90.
  await page.goto('/progress-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Progress Report' })).toBeVisible();
  const perType = page.getByRole('region', { name: 'Score per task type' });
  await perType.getByText('Show as table').click();
  const mcsaRow = perType.getByRole('row', { name: /Multiple Choice, Single Answer/ });
  await expect(mcsaRow.getByRole('cell')).toHaveText(['50', '90', '2']);
  const perDay = page.getByRole('region', { name: 'Attempts per day' });
  await perDay.getByText('Show as table').click();
  await expect(perDay.getByRole('row').last().getByRole('cell')).toHaveText(['3']);

  // The study history lists all three, newest first, from the account menu.
  await page.getByRole('button', { name: /^My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Study History' }).click();
  await expect(page).toHaveURL(/\/study-history$/);
  const list = page.getByRole('list', { name: 'Your attempts, newest first' });
  await expect(list.getByRole('link')).toHaveCount(3);
  await expect(list.getByRole('link').nth(0)).toContainText(essay.title);
  await expect(list.getByRole('link').nth(1)).toContainText('Score 10 / 90');
  await expect(list.getByRole('link').nth(2)).toContainText('Score 90 / 90');

  // Filtering by skill keeps the essay alone.
  await page.getByLabel('Skill').selectOption('writing');
  await page.getByRole('button', { name: 'Show attempts' }).click();
  await expect(list.getByRole('link')).toHaveCount(1);

  // The essay reopens as it was: the question, the text with its marks, the assessment given then.
  await list.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: essay.title })).toBeVisible();
  await expect(page.getByText(essay.prompt.question)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your answer with its issues marked' })).toBeVisible();
  const mark = page.locator('mark', { hasText: misspelt });
  await expect(mark).toBeVisible();
  await mark.focus();
  await expect(mark).toHaveAccessibleDescription(/spelling/i);
  await expect(page.getByRole('heading', { name: /^Your result/ })).toContainText(`Total ${essayTotal[1]} / ${essayTotal[2]}`);
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', /\/writing\/write-essay\?id=/);
});
