import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { waitForNewMessage } from './mail-outbox';

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

/** What the sign-up page says when the server confirms new addresses by e-mail first (EMAIL_VERIFICATION=required). */
export const checkYourEmail = 'Check your e-mail to finish creating your account';

/** Fills and submits the sign-up form on /register (without waiting for the outcome). */
export async function submitSignUp(page: Page, learner: Learner): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name').fill(learner.name);
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByLabel('Confirm password').fill(learner.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/**
 * Signs `learner` up through /register and waits until the dashboard greets them. When the server asks new accounts
 * to confirm their address, the learner follows the link of the confirmation e-mail (from the outbox), which signs in.
 * The link is followed inside the page already open, as the app's own links are, so the journeys do not pay for a
 * second start of the app; `sign-up-confirmation.e2e.ts` opens it as a fresh page, as from a mail program.
 */
export async function registerThroughForm(page: Page, learner: Learner): Promise<void> {
  await submitSignUp(page, learner);
  const welcome = page.getByRole('heading', { level: 1, name: `Welcome, ${learner.name.split(' ')[0]}` });
  const confirmFirst = page.getByText(checkYourEmail);
  // The time the two separate waits (the address, then the greeting) had when sign-up always signed in at once.
  await expect(welcome.or(confirmFirst)).toBeVisible({ timeout: 20_000 });
  if (await confirmFirst.isVisible()) {
    const confirmation = await waitForNewMessage(learner.email);
    expect(confirmation.subject).toBe('Confirm your e-mail address for PTE Coach');
    const link = new URL(confirmation.link ?? '');
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${link.pathname}${link.search}`);
  }
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(welcome).toBeVisible();
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
