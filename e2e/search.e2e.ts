import { practiceRoute, questionTypes } from '@pte/exam';
import { expect, test } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from './e2e-environment';
import { newLearner, registerThroughForm } from './learner-account';

const type = questionTypes['reading-multiple-choice-single-answer'];

/** The first Multiple Choice, Single Answer item of the bank the journeys' server loads. */
async function firstReadingItem(): Promise<{ title: string; prompt: { passage: string } }> {
  const dir = join(repoRoot, 'content', 'questions', type.section, type.id);
  const [file] = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return JSON.parse(await readFile(join(dir, file!), 'utf8')) as { title: string; prompt: { passage: string } };
}

test('the top bar’s search finds a question by a phrase from its text and opens its practice page', async ({ page }) => {
  const item = await firstReadingItem();
  const phrase = item.prompt.passage.split(/\s+/).slice(20, 27).join(' ');
  await registerThroughForm(page, newLearner('Sam Search'));

  // Ctrl+K jumps to the search box from anywhere.
  await page.locator('body').click();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search pages and questions' }).first();
  await expect(box).toBeFocused();
  await box.fill(phrase);

  const questions = page.getByRole('group', { name: 'Questions' });
  const found = questions.getByRole('option').filter({ hasText: item.title });
  await expect(found).toBeVisible();
  await expect(found).toContainText(type.title);
  await expect(questions.getByRole('option').first()).toContainText(item.title);
  await expect(questions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${practiceRoute(type)}\\?page=\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: type.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: item.title })).toBeVisible();
  await expect(box).toHaveValue('');
});
