import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ExamCountdownCard } from './exam-countdown-card';

const today = new Date(2027, 2, 6, 9, 0);

function renderCard(props: Parameters<typeof ExamCountdownCard>[0]) {
  return render(
    <MemoryRouter>
      <ExamCountdownCard today={today} {...props} />
    </MemoryRouter>,
  );
}

describe('ExamCountdownCard', () => {
  it('shows the days left and a progress bar', () => {
    renderCard({ profile: { examDate: '2027-03-14', createdAt: '2027-02-24T10:00:00' } });
    const card = screen.getByRole('region', { name: 'Exam Countdown' });
    expect(card).toHaveTextContent('8 days left');
    expect(card).toHaveTextContent('Exam on Sun, 14 Mar 2027');
    const bar = screen.getByRole('progressbar', { name: 'Preparation time used' });
    expect(bar).toHaveAttribute('aria-valuenow', '56');
    expect(bar).toHaveAttribute('aria-valuetext', '56% of your preparation time has passed');
  });

  it('asks for an exam date, linking to Settings, when there is none', () => {
    renderCard({ profile: { examDate: null, createdAt: '2027-02-24T10:00:00' } });
    expect(screen.getByRole('link', { name: 'Set your exam date' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says when the exam is today', () => {
    renderCard({ profile: { examDate: '2027-03-06', createdAt: '2027-02-24T10:00:00' } });
    expect(screen.getByRole('region', { name: 'Exam Countdown' })).toHaveTextContent('Exam day is today');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('says when the exam date has passed', () => {
    renderCard({ profile: { examDate: '2027-02-28', createdAt: '2027-01-01T10:00:00' } });
    expect(screen.getByRole('region', { name: 'Exam Countdown' })).toHaveTextContent('Your exam date has passed');
    expect(screen.getByRole('link', { name: 'Update your exam date' })).toHaveAttribute('href', '/settings');
  });

  it('shows a placeholder while the profile loads, and a retry when it failed', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderCard({ profile: null });
    expect(screen.getByRole('region', { name: 'Exam Countdown' })).not.toHaveTextContent('left');
    rerender(
      <MemoryRouter>
        <ExamCountdownCard profile={null} unavailable onRetry={onRetry} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Your exam date could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
