import { expect, test } from '@playwright/test';
import { newLearner, registerThroughForm } from './learner-account';

test('notes are kept on the server: opening the welcome note marks it read, mark all as read clears the dot, and a reload keeps it so', async ({ page }) => {
  await registerThroughForm(page, newLearner('Noor Tifa'));

  // A new learner has the welcome note and the two profile reminders, all unread.
  const button = page.getByRole('button', { name: 'Notifications, 3 unread' });
  await expect(button).toBeVisible();
  await button.click();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByText('Unread')).toHaveCount(3);

  // Opening the welcome note marks it read and follows its link.
  await list.getByRole('link', { name: /Welcome to PTE Coach, Noor/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

  // Read state survives a reload: it is the server's.
  await page.reload();
  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText('Unread')).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText('Unread')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Setting the exam date removes its reminder.
  await page.goto('/settings');
  await page.getByLabel('Exam date').fill('2027-03-14');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your settings have been saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByRole('link', { name: /Set your exam date/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Choose a target score/ })).toBeVisible();
});
