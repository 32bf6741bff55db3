import type { AppNotification, NotificationList } from '@pte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-app';
import { NotificationsButton } from './notifications-button';

function note(overrides: Partial<AppNotification> & Pick<AppNotification, 'id' | 'title'>): AppNotification {
  return { kind: 'welcome', body: 'Pick any practice type from the sidebar to get started.', href: '/dashboard', createdAt: '2027-01-02T09:00:00.000Z', readAt: null, ...overrides };
}

const bestScore = note({
  id: '6f1c2d1e-8a47-4c59-9a55-0d5b2f1f0a01',
  kind: 'best-score',
  title: 'New best score in Write Essay',
  body: 'Your latest Write Essay answer scored 79 out of 90, above your previous best of 71.',
  href: '/study-history/2b7c5e9a-1d2f-4e8b-9c3a-5f6e7d8c9b0a',
});
const welcome = note({ id: '6f1c2d1e-8a47-4c59-9a55-0d5b2f1f0a02', title: 'Welcome to PTE Coach, Ana' });
const examDate = note({ id: '6f1c2d1e-8a47-4c59-9a55-0d5b2f1f0a03', kind: 'set-exam-date', title: 'Set your exam date', href: '/settings', readAt: '2027-01-02T10:00:00.000Z' });

function renderButton(list: NotificationList) {
  return renderWithStore(<NotificationsButton />, {
    path: '/practice',
    routes: {
      'GET /api/notifications': () => jsonResponse({ data: list }),
      'POST /api/notifications/read-all': () => jsonResponse({ data: { marked: list.unread } }),
      [`POST /api/notifications/${bestScore.id}/read`]: () => jsonResponse({ data: { ...bestScore, readAt: '2027-01-03T08:00:00.000Z' } }),
    },
  });
}

describe('NotificationsButton', () => {
  it('shows the dot and "N unread" only while something is unread', async () => {
    const { unmount } = renderButton({ items: [bestScore, welcome, examDate], unread: 2 });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
    unmount();

    renderButton({ items: [examDate], unread: 0 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('lists the notes newest first, marks unread ones in words, and marks all as read through the API', async () => {
    const user = userEvent.setup();
    const { fakeFetch } = renderButton({ items: [bestScore, welcome, examDate], unread: 2 });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      expect.stringContaining('New best score in Write Essay'),
      expect.stringContaining('Welcome to PTE Coach, Ana'),
      expect.stringContaining('Set your exam date'),
    ]);
    expect(within(list).getAllByText('Unread')).toHaveLength(2);
    expect(within(items[2]!).queryByText('Unread')).not.toBeInTheDocument();
    // The list is fetched again when it opens.
    expect(fakeFetch.requests.filter((request) => request.url.startsWith('/api/notifications?timeZone=')).length).toBeGreaterThanOrEqual(2);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(list).queryByText('Unread')).not.toBeInTheDocument());
    expect(fakeFetch.requests.some((request) => request.method === 'POST' && request.url === '/api/notifications/read-all')).toBe(true);
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('marks a note read when it is opened and follows its link', async () => {
    const user = userEvent.setup();
    const { fakeFetch } = renderButton({ items: [bestScore, examDate], unread: 1 });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('link', { name: /New best score in Write Essay/ }));

    expect(screen.getByTestId('location')).toHaveTextContent(bestScore.href!);
    await waitFor(() => expect(fakeFetch.requests.some((request) => request.method === 'POST' && request.url === `/api/notifications/${bestScore.id}/read`)).toBe(true));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('says so when the notes cannot be loaded, with no dot, and tries again on request', async () => {
    const user = userEvent.setup();
    renderWithStore(<NotificationsButton />, {
      routes: { 'GET /api/notifications': () => jsonResponse({ code: 'INTERNAL', message: 'The server is busy.' }, { status: 503 }) },
    });
    const button = screen.getByRole('button', { name: 'Notifications' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });
});
