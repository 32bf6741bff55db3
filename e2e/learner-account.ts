import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** A learner the journeys create through the sign-up page. */
export interface Learner {
  name: string;
  email: string;
  password: string;
}

/** A learner with an e-mail no earlier run (or other journey) has used. */
export function newLearner(name = 'Ana Lima'): Learner {
  return { name, email: `learner-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`, password: `Pass-${randomUUID().slice(0, 12)}` };
}

/** Signs `learner` up through /register and waits until the dashboard greets them. */
export async function registerThroughForm(page: Page, learner: Learner): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name').fill(learner.name);
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByLabel('Confirm password').fill(learner.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${learner.name.split(' ')[0]}` })).toBeVisible();
}

/** Fills and submits the sign-in form on the current /login page (without waiting for the outcome). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to PTE Coach' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the avatar menu ("My Account") and chooses Log out; waits for /login. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to PTE Coach' })).toBeVisible();
}
