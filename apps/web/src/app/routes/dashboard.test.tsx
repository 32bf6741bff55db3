import type { ProgressSummary, TestSessionSummary } from '@pte/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fake-auth-gateway';
import { jsonResponse } from '@/testing/fake-fetch';
import { buildProfile } from '@/testing/profiles';
import { renderApp } from '@/testing/render-app';

const summary: ProgressSummary = {
  totalAttempts: 14,
  attemptsThisWeek: 5,
  streak: { days: 3, practisedToday: false },
  skills: [
    { skill: 'writing', average: 58, attempts: 6 },
    { skill: 'reading', average: 71, attempts: 8 },
  ],
  weakestTypes: [
    { type: 'write-essay', average: 52, attempts: 3 },
    { type: 're-order-paragraphs', average: 60, attempts: 4 },
    { type: 'reading-multiple-choice-single-answer', average: 75, attempts: 4 },
  ],
};

function renderDashboard(progress: ProgressSummary, sessions: TestSessionSummary[] = []) {
  const rendered = renderApp('/dashboard', {
    routes: {
      'GET /api/users/me': () => jsonResponse({ data: buildProfile({ targetScore: 65, examDate: '2099-01-10' }) }),
      'GET /api/progress/summary': () => jsonResponse({ data: progress }),
      'GET /api/mock-tests/sessions': () => jsonResponse({ data: { sessions } }),
    },
  });
  act(() => rendered.auth.resolveSession(testUser));
  return rendered;
}

describe('/dashboard: Your progress', () => {
  it('shows attempts this week, the streak, the exam countdown, averages by skill against the target and the weakest task types', async () => {
    const { fakeFetch } = renderDashboard(summary);
    const progress = (await screen.findByRole('heading', { name: 'Your progress' }, { timeout: 5000 })).closest('section') as HTMLElement;
    expect(await within(progress).findByText('Attempts this week')).toBeInTheDocument();
    expect(within(progress).getByText('5')).toBeInTheDocument();
    expect(within(progress).getByText('14 in all')).toBeInTheDocument();
    expect(within(progress).getByText('3 days')).toBeInTheDocument();
    expect(within(progress).getByText('Practise today to keep it going.')).toBeInTheDocument();
    expect(within(progress).getByText(/days left$/)).toBeInTheDocument();
    expect(within(progress).getByText('Target 65 / 90')).toBeInTheDocument();

    const writing = within(progress).getByRole('progressbar', { name: 'Writing average' });
    expect(writing).toHaveAttribute('aria-valuetext', '58 of 90');
    expect(within(progress).getByText(/from 6 attempts · 7 below your target of 65/)).toBeInTheDocument();
    expect(within(progress).getByText(/from 8 attempts · at or above your target of 65/)).toBeInTheDocument();

    const weakest = within(progress).getByRole('heading', { name: 'Task types to work on' }).closest('section') as HTMLElement;
    expect(within(weakest).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Practise Write Essay', '/writing/write-essay'],
      ['Practise Re-order Paragraphs', '/reading/re-order-paragraphs'],
      ['Practise Multiple Choice, Single Answer', '/reading/multiple-choice-single-answer'],
    ]);
    const request = fakeFetch.requests.find((call) => call.url.startsWith('/api/progress/summary'));
    expect(new URL(request!.url, 'http://localhost').searchParams.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('says how to fill it before the first attempt', async () => {
    renderDashboard({ totalAttempts: 0, attemptsThisWeek: 0, streak: { days: 0, practisedToday: false }, skills: [], weakestTypes: [] });
    expect(await screen.findByText('No practice results yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Answer a practice question above/)).toBeInTheDocument();
  });
});

describe('/dashboard: Mock tests', () => {
  const session = (overrides: Partial<TestSessionSummary>): TestSessionSummary => ({
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    testId: 'full-1',
    title: 'Full Mock Test 1',
    kind: 'full',
    status: 'completed',
    startedAt: '2026-03-10T09:00:00.000Z',
    completedAt: '2026-03-10T11:10:00.000Z',
    overall: 61,
    skills: { speaking: 58, writing: 64, reading: 60, listening: 62 },
    ...overrides,
  });

  it('shows the latest completed test’s overall score with a link to its report', async () => {
    renderDashboard(summary, [
      session({ id: '16fd2706-8baf-433b-82eb-8c7fada847da', status: 'in-progress', completedAt: null, overall: null, skills: {} }),
      session({}),
      session({ id: '9b2f3c4d-1a2b-4c3d-8e9f-0a1b2c3d4e5f', overall: 50 }),
    ]);
    const card = (await screen.findByRole('heading', { name: 'Mock tests' }, { timeout: 5000 })).closest('section') as HTMLElement;
    expect(await within(card).findByText('Latest mock test: overall 61')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See the report' })).toHaveAttribute('href', '/mock-tests/report/7c9e6679-7425-40de-944b-e07fc1f90ae7');
  });

  it('invites the learner to take a test before the first one', async () => {
    renderDashboard(summary);
    const card = (await screen.findByRole('heading', { name: 'Mock tests' }, { timeout: 5000 })).closest('section') as HTMLElement;
    expect(await within(card).findByRole('link', { name: 'Take a mock test' })).toHaveAttribute('href', '/mock-tests');
  });
});
