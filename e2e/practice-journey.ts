import { practiceRoute, questionTypes, type QuestionTypeId } from '@pte/exam';
import { expect, type Locator, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from './e2e-environment';

/** An item of the question bank as stored under `content/questions/<section>/<type>/`, answer key included. */
export interface BankItem<Prompt = Record<string, unknown>, AnswerKey = Record<string, unknown>> {
  id: string;
  type: string;
  title: string;
  prompt: Prompt;
  answerKey: AnswerKey;
  explanation: string;
  audio?: { script: string; voice: string };
}

/** Every bank item of `typeId`, read from the same files the journeys' server loads. */
async function bankItems(typeId: QuestionTypeId): Promise<BankItem[]> {
  const type = questionTypes[typeId];
  const dir = join(repoRoot, 'content', 'questions', type.section, type.id);
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as BankItem));
}

/**
 * Opens the first question of `typeId`'s practice page and returns the bank item it shows (matched by its title),
 * so a journey can answer it from the item's key whatever order the bank is in.
 */
export async function openFirstQuestion<Prompt, AnswerKey>(page: Page, typeId: QuestionTypeId): Promise<BankItem<Prompt, AnswerKey>> {
  const type = questionTypes[typeId];
  await page.goto(`${practiceRoute(type)}?page=1`);
  await expect(page.getByRole('heading', { level: 1, name: type.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  const items = await bankItems(typeId);
  const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
  const shown = items.filter((item) => headings.includes(item.title));
  expect(shown.map((item) => item.id), `exactly one ${typeId} item is shown`).toHaveLength(1);
  return shown[0] as unknown as BankItem<Prompt, AnswerKey>;
}

/** Presses Submit and returns the result card once it shows the total. */
export async function submitAndReadResult(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Submit' }).click();
  const card = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: /^Your result/ }) });
  await expect(card.getByRole('heading', { name: /^Your result/ })).toContainText(/Total \d+ \/ \d+/);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  return card;
}

/** Checks the result card's total and the named trait's score (its value and its progress bar). */
export async function expectTraitScore(card: Locator, trait: string, score: number, max: number): Promise<void> {
  await expect(card.getByRole('heading', { name: /^Your result/ })).toContainText(`Total ${score} / ${max}`);
  await expect(card.getByRole('progressbar', { name: `${trait}: ${score} of ${max}` })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: `${score} / ${max}` })).toBeVisible();
}

/** The "Correct answer" section of the result card. */
export function correctAnswerSection(card: Locator): Locator {
  return card.locator('section').filter({ has: card.page().getByRole('heading', { name: 'Correct answer', exact: true }) });
}

/** Checks the result card shows the item's explanation. */
export async function expectExplanation(card: Locator, explanation: string): Promise<void> {
  await expect(card.getByRole('heading', { name: 'Explanation', exact: true })).toBeVisible();
  await expect(card.getByText(explanation, { exact: true })).toBeVisible();
}

/** Checks the newest stored attempt in the page's attempt list has `score` of `max` (every submission is stored). */
export async function expectNewestAttempt(page: Page, score: number, max: number): Promise<void> {
  const attempts = page.getByRole('list', { name: 'Attempts, newest first' });
  await expect(attempts.getByRole('listitem').first()).toContainText(`Score ${score} / ${max}`);
}
