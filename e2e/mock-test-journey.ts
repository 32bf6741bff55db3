import { blueprintSlots, questionTypes, type QuestionTypeId, type TestBlueprint, type TestItemType } from '@pte/exam';
import { expect, type APIResponse, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './e2e-environment';

/**
 * The ids of a task type's bank items in id order, by pool: those kept for the mock tests (`"pool": "mock"`), which
 * mock tests take in that order, and the others, offered for practice. Read from the files the journeys' server loads.
 */
export function bankIdsByPool(typeId: QuestionTypeId): { practice: string[]; mock: string[] } {
  const type = questionTypes[typeId];
  const dir = join(repoRoot, 'content', 'questions', type.section, type.id);
  const ids = readdirSync(dir).filter((name) => name.endsWith('.json')).sort().map((name) => name.slice(0, -'.json'.length));
  const isMock = (id: string) => (JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as { pool?: string }).pool === 'mock';
  return { practice: ids.filter((id) => !isMock(id)), mock: ids.filter(isMock) };
}

/** The title the player shows above an item of `type`. */
export function itemTitle(type: TestItemType): string {
  return type === 'personal-introduction' ? 'Personal introduction' : questionTypes[type].title;
}

/** The item types of a blueprint in test order: what "Item n" of a sitting of it must be. */
export function itemTypesOf(blueprint: TestBlueprint): TestItemType[] {
  return blueprintSlots(blueprint).map((slot) => slot.type);
}

/**
 * Opens /mock-tests, chooses Start on the test titled `title`, confirms the exam-mode dialog and waits until the
 * player shows the first item. Returns the sitting's id, taken from the player's address.
 */
export async function startMockTest(page: Page, title: string): Promise<string> {
  await page.goto('/mock-tests');
  await expect(page.getByRole('heading', { level: 1, name: 'Mock Tests' })).toBeVisible();
  await page.getByRole('button', { name: `Start ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Start ${title}?` });
  await expect(dialog).toContainText('exam mode');
  await dialog.getByRole('button', { name: 'Start the test' }).click();
  await expect(page).toHaveURL(/\/mock-tests\/session\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^Item 1 of \d+/)).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
}

/** The seconds the test's clock shows now, read from its accessible name ("Time left m:ss"). */
export async function secondsOnClock(page: Page): Promise<number> {
  const label = await page.getByRole('timer').getAttribute('aria-label');
  const [, minutes, seconds] = /^Time left (\d+):(\d{2})$/.exec(label ?? '') ?? [];
  expect(minutes, `the clock reads "Time left m:ss" (got "${label}")`).toBeDefined();
  return Number(minutes) * 60 + Number(seconds);
}

/**
 * Moves on from item `position` (from 0) of `itemCount` with Next, or Finish on the last item, confirming the dialog
 * that warns there is no way back; waits for the next item (not after the last one).
 */
export async function moveOnFromItem(page: Page, position: number, itemCount: number): Promise<void> {
  const isLast = position + 1 >= itemCount;
  await page.getByRole('button', { name: isLast ? 'Finish' : 'Next', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: isLast ? 'Finish the test?' : 'Go to the next item?' });
  await expect(dialog).toContainText(/cannot come back/);
  await dialog.getByRole('button', { name: isLast ? 'Finish test' : 'Go to the next item' }).click();
  if (!isLast) await expect(page.getByText(new RegExp(`^Item ${position + 2} of ${itemCount}\\b`))).toBeVisible({ timeout: 15_000 });
}

/** A request to the API as the learner signed in on `page` (with the bearer token the web app keeps). */
export async function apiAsLearner(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<APIResponse> {
  const token = await page.evaluate(() => window.localStorage.getItem('pte-coach.auth-token'));
  expect(token, 'the learner is signed in').toBeTruthy();
  return page.request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
}
