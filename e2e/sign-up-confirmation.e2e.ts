import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from './e2e-environment';
import { checkYourEmail, logOut, newLearner, submitSignIn, submitSignUp } from './learner-account';
import { messagesTo, waitForNewMessage } from './mail-outbox';

// The journeys' server runs with EMAIL_VERIFICATION=required (see playwright.config.ts).

test('a new learner confirms the address from the e-mail, and signing up again with it reveals nothing', async ({ page }) => {
  const learner = newLearner('Tomas Reyes');

  let firstLink = '';
  await test.step('sign up: the page says to check the e-mail, which holds the confirmation link', async () => {
    await submitSignUp(page, learner);
    await expect(page.getByRole('status')).toContainText(checkYourEmail);
    await expect(page.getByText(learner.email)).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    const confirmation = await waitForNewMessage(learner.email);
    expect(confirmation.subject).toBe('Confirm your e-mail address for PTE Coach');
    firstLink = confirmation.link ?? '';
    expect(firstLink.startsWith(`${e2eBaseUrl}/verify-email?token=`)).toBe(true);
    expect(confirmation.text).toContain(firstLink);
  });

  let newestLink = '';
  await test.step('signing in before confirming says so, and the link can be sent again', async () => {
    await page.goto('/login');
    await submitSignIn(page, learner.email, learner.password);
    await expect(page.getByRole('alert')).toContainText('Confirm your e-mail address before you sign in');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByRole('status')).toContainText('we have sent it a new link');
    const again = await waitForNewMessage(learner.email, 1);
    newestLink = again.link ?? '';
    expect(newestLink.startsWith(`${e2eBaseUrl}/verify-email?token=`)).toBe(true);
  });

  await test.step('the link confirms the address, signs in and opens the dashboard', async () => {
    await page.goto(newestLink);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Tomas' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Tomas' })).toBeVisible();
  });

  await test.step('a link opened again confirms nothing new and offers sign-in', async () => {
    await logOut(page);
    await page.goto(firstLink);
    await expect(page.getByRole('status')).toHaveText('Your e-mail address is confirmed. Sign in to continue.');
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('signing up again with the address answers the same; its owner is told by e-mail', async () => {
    const known = (await messagesTo(learner.email)).length;
    await submitSignUp(page, { name: 'Someone Else', email: learner.email, password: 'Another-password-1' });
    await expect(page.getByRole('status')).toContainText(checkYourEmail);
    await expect(page.getByText(learner.email)).toBeVisible();
    const notice = await waitForNewMessage(learner.email, known);
    expect(notice.subject).toBe('Someone tried to create a PTE Coach account with your address');
    expect(notice.text).toContain('Hello Tomas Reyes,');
    expect(notice.link).toBe(`${e2eBaseUrl}/login`);

    // Nothing changed: the owner signs in with the password chosen at first.
    await page.goto('/login');
    await submitSignIn(page, learner.email, learner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
