import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { e2eBaseUrl } from './e2e-environment';
import { logOut, newLearner, registerThroughForm, submitSignIn } from './learner-account';
import { messagesTo, waitForNewMessage } from './mail-outbox';

// The same words for an unknown e-mail and a wrong password, so sign-in never reveals who is registered.
const wrongCredentialsMessage = /^That e-mail and password do not match/;
// Says the link no longer works and what to do instead.
const usedLinkMessage = /link (is invalid|is no longer valid).*expired.*Ask for a new/i;

async function chooseNewPassword(page: Page, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

test('a learner resets a forgotten password with the e-mailed link, which works only once', async ({ page, browser }) => {
  const learner = newLearner('Ravi Kumar');
  const newPassword = `Reset-${randomUUID().slice(0, 12)}`;

  await registerThroughForm(page, learner);
  // A second device stays signed in with the old password; the reset must end that session too.
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await otherPage.goto('/login');
  await submitSignIn(otherPage, learner.email, learner.password);
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await logOut(page);

  let link = '';
  await test.step('ask for a reset link and find it in the outbox; an unknown e-mail gets the same answer and no e-mail', async () => {
    const stranger = newLearner().email;
    const before = (await messagesTo(learner.email)).length;
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The form validates the address next to the field before asking the server.
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible();

    // First an address nobody registered: the learner is told the same as for a real account.
    await page.getByLabel('E-mail').fill(stranger);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(`If an account exists for ${stranger}`);

    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(learner.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(`If an account exists for ${learner.email}`);

    const message = await waitForNewMessage(learner.email, before);
    expect(message.subject).toBe('Reset your PTE Coach password');
    expect(message.link).toBeDefined();
    link = message.link ?? '';
    expect(link.startsWith(`${e2eBaseUrl}/api/auth/reset-password/`)).toBe(true);
    expect(message.text).toContain(link);
    // The stranger's request was handled first, so an e-mail for it would already be in the outbox.
    expect(await messagesTo(stranger)).toHaveLength(0);
  });

  await test.step('open the link and choose a new password', async () => {
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=[^&]+$/);
    // Mismatched confirmation is caught next to the field.
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();

    await chooseNewPassword(page, newPassword);
    await expect(page.getByRole('status')).toContainText('Your password has been changed');
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the old password fails and the new one signs in', async () => {
    await submitSignIn(page, learner.email, learner.password);
    await expect(page.getByRole('alert')).toHaveText(wrongCredentialsMessage);
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ravi' })).toBeVisible();
  });

  await test.step('the session signed in before the reset has ended', async () => {
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login$/);
    await otherDevice.close();
  });

  await test.step('the same link a second time is refused at once with a clear message', async () => {
    await logOut(page);
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN$/);
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(usedLinkMessage);
    await expect(alert.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toHaveCount(0);

    // The refused attempt changed nothing: the password chosen with the link still works.
    await page.goto('/login');
    await submitSignIn(page, learner.email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
