import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildNotifications, loadReadIds, readStateKey, type NotificationProfile } from './notifications';
import { NotificationsButton } from './notifications-button';

const newLearner: NotificationProfile = { displayName: 'Ana Lima', examDate: null, targetScore: null };

function renderButton(userId: string, profile = newLearner) {
  return render(
    <MemoryRouter>
      <NotificationsButton key={userId} userId={userId} profile={profile} />
    </MemoryRouter>,
  );
}

describe('buildNotifications', () => {
  it('welcomes the learner and reminds them of missing exam date and target score', () => {
    expect(buildNotifications(newLearner).map((note) => note.title)).toEqual(['Set your exam date', 'Choose a target score', 'Welcome to PTE Coach, Ana']);
    expect(buildNotifications({ displayName: 'Ana', examDate: '2027-03-14', targetScore: 65 }).map((note) => note.id)).toEqual(['welcome']);
  });
});

describe('NotificationsButton', () => {
  it('shows a dot while something is unread; opening the list marks everything read for this learner', async () => {
    const user = userEvent.setup();
    const { unmount } = renderButton('user-1');
    const button = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();

    await user.click(button);
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByText('New')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: /Set your exam date/ })).toHaveAttribute('href', '/settings');
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(loadReadIds('user-1').sort()).toEqual(['set-exam-date', 'set-target-score', 'welcome']);
    expect(window.localStorage.getItem(readStateKey('user-1'))).not.toBeNull();
    unmount();

    // Read state survives a reload, and is kept per learner.
    renderButton('user-1');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('keeps read state separate for each learner and shows new notes as they appear', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(readStateKey('user-1'), JSON.stringify(['welcome']));
    renderButton('user-2', { displayName: 'Bo', examDate: '2027-03-14', targetScore: 70 });
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(screen.getByRole('link', { name: /Welcome to PTE Coach, Bo/ })).toBeInTheDocument();
  });
});
