import { expect, test, type Locator, type Page } from '@playwright/test';
import { newLearner, registerThroughForm, submitSignIn } from './learner-account';

const DAYS_TO_EXAM = 45;
const targetScoreError = 'Enter a whole number from 10 to 90, or leave it empty.';

/** `YYYY-MM-DD` of the local calendar day `days` from today (the browser runs in this machine's time zone). */
function localDateInDays(days: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function profileForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Profile settings' });
}

function countdownCard(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Sidebar' }).getByRole('region', { name: 'Exam Countdown' });
}

async function expectSavedValues(page: Page, values: { displayName: string; examDate: string; targetScore: string }): Promise<void> {
  const form = profileForm(page);
  await expect(form.getByLabel('Display name')).toHaveValue(values.displayName);
  await expect(form.getByLabel('Exam date')).toHaveValue(values.examDate);
  await expect(form.getByLabel('Target score')).toHaveValue(values.targetScore);
  await expect(countdownCard(page)).toContainText(`${DAYS_TO_EXAM} days left`);
}

test('a learner sets name, exam date and target score; the countdown follows and the values persist', async ({ page, browser }) => {
  const learner = newLearner('Mina Park');
  const saved = { displayName: 'Mina P. Park', examDate: localDateInDays(DAYS_TO_EXAM), targetScore: '79' };

  await registerThroughForm(page, learner);

  await test.step('without an exam date the countdown card links to Settings', async () => {
    const card = countdownCard(page);
    await expect(card).toContainText('No exam date yet.');
    await card.getByRole('link', { name: 'Set your exam date' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(profileForm(page).getByLabel('Display name')).toHaveValue(learner.name);
    await expect(profileForm(page).getByLabel('E-mail', { exact: true })).toHaveValue(learner.email);
  });

  await test.step('save display name, exam date and target score', async () => {
    const form = profileForm(page);
    await form.getByLabel('Display name').fill(saved.displayName);
    await form.getByLabel('Exam date').fill(saved.examDate);
    await form.getByLabel('Target score').fill(saved.targetScore);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByRole('status')).toHaveText('Your settings have been saved.');

    const card = countdownCard(page);
    await expect(card).toContainText(`${DAYS_TO_EXAM} days left`);
    await expect(card).toContainText('Exam on');
    await expect(card.getByRole('progressbar', { name: 'Preparation time used' })).toBeVisible();
    // The new name is what the avatar menu shows.
    await page.getByRole('button', { name: /^My Account/ }).click();
    await expect(page.getByRole('menu')).toContainText(saved.displayName);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  });

  await test.step('a reload keeps them', async () => {
    await page.reload();
    await expectSavedValues(page, saved);
  });

  await test.step('they are stored on the server, not only in this browser', async () => {
    const otherDevice = await browser.newContext();
    const otherPage = await otherDevice.newPage();
    await otherPage.goto('/settings');
    await expect(otherPage).toHaveURL(/\/login$/);
    await submitSignIn(otherPage, learner.email, learner.password);
    await expect(otherPage).toHaveURL(/\/settings$/);
    await expectSavedValues(otherPage, saved);
    await otherPage.goto('/dashboard');
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Welcome, Mina' })).toBeVisible();
    await expect(otherPage.getByText('79 / 90')).toBeVisible();
    await otherDevice.close();
  });

  await test.step('an invalid target score shows a field error and saves nothing', async () => {
    const form = profileForm(page);
    const targetScore = form.getByLabel('Target score');
    for (const invalid of ['95', '9', 'abc']) {
      await targetScore.fill(invalid);
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(targetScore).toHaveAttribute('aria-invalid', 'true');
      await expect(targetScore).toHaveAccessibleDescription(new RegExp(targetScoreError.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(form.getByText(targetScoreError)).toBeVisible();
    }
    await form.getByRole('button', { name: 'Discard changes' }).click();
    await expect(targetScore).toHaveValue(saved.targetScore);
    await expect(targetScore).not.toHaveAttribute('aria-invalid', 'true');

    await page.reload();
    await expectSavedValues(page, saved);
  });
});
