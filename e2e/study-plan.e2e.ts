import { expect, test, type Page } from '@playwright/test';
import { newLearner, registerThroughForm } from './learner-account';
import { openFirstQuestion, submitAndReadResult } from './practice-journey';

/** The browser's today plus `days`, as `YYYY-MM-DD` (the plan's days are the browser's). */
async function browserDatePlus(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  }, days);
}

test('a study plan is created, a past exam date is refused, and a planned item ticks off after practice', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughForm(page, newLearner('Plan Ner'));

  await page.getByRole('button', { name: /^My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Study Plan' }).click();
  await expect(page).toHaveURL(/\/study-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Study Plan' })).toBeVisible();
  await expect(page.getByText('You have no study plan yet')).toBeVisible();

  // A past exam date is refused with a clear message.
  await page.getByLabel('Exam date').fill(await browserDatePlus(page, -1));
  await page.getByLabel('Target score').fill('65');
  await page.getByLabel('Minutes per day').fill('60');
  await page.getByRole('button', { name: 'Create my plan' }).click();
  await expect(page.getByLabel('Exam date')).toHaveAccessibleDescription(/Your exam date is in the past\. Choose a date from today on\./);

  // A month ahead, an hour a day: today's practice is listed, nothing done yet.
  await page.getByLabel('Exam date').fill(await browserDatePlus(page, 30));
  await page.getByRole('button', { name: 'Create my plan' }).click();
  const today = page.getByRole('list', { name: 'Today’s practice' });
  await expect(today).toBeVisible();
  const mcsa = today.getByRole('listitem', { name: 'Multiple Choice, Single Answer (Reading): 0 of 1 done' });
  await expect(mcsa).toBeVisible();
  await expect(mcsa.getByRole('link', { name: 'Practise Multiple Choice, Single Answer (Reading)' })).toHaveAttribute('href', '/reading/multiple-choice-single-answer');
  await expect(page.getByText(/^Week of /).first()).toBeVisible();

  // Answer one question of that type.
  const item = await openFirstQuestion<{ options: { id: string; text: string }[] }, { correct: string }>(page, 'reading-multiple-choice-single-answer');
  await page.getByRole('radio', { name: item.prompt.options.find((option) => option.id === item.answerKey.correct)!.text }).check();
  await submitAndReadResult(page);

  // Back on the plan, the item has ticked off by itself.
  await page.goto('/study-plan');
  await expect(today.getByRole('listitem', { name: 'Multiple Choice, Single Answer (Reading): done' })).toBeVisible();
});
