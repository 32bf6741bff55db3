import type { ProgressReport } from '@pte/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fake-auth-gateway';
import { jsonResponse, type FakeRoute } from '@/testing/fake-fetch';
import { buildProfile } from '@/testing/profiles';
import { renderApp } from '@/testing/render-app';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const firstMonday = '2026-01-05';
const weeks = Array.from({ length: 12 }, (_, index) => addDays(firstMonday, 7 * index));
const days = Array.from({ length: 30 }, (_, index) => addDays('2026-02-28', index));

const emptyReport: ProgressReport = {
  targetScore: null,
  skillsOverTime: weeks.map((weekStart) => ({ weekStart, skills: [] })),
  taskTypes: [],
  enablingSkillsOverTime: weeks.map((weekStart) => ({ weekStart, skills: [] })),
  attemptsPerDay: days.map((day) => ({ day, attempts: 0 })),
  predictions: (['speaking', 'writing', 'reading', 'listening'] as const).map((skill) => ({ skill, attempts: 0, band: null, gapToTarget: null })),
  overall: { predicted: null, gapToTarget: null },
  topGains: [
    { type: 'repeat-sentence', average: null, attempts: 0, skills: 2, expectedGain: 160, practicePath: '/speaking/repeat-sentence' },
    { type: 're-tell-lecture', average: null, attempts: 0, skills: 2, expectedGain: 160, practicePath: '/speaking/re-tell-lecture' },
    { type: 'summarize-written-text', average: null, attempts: 0, skills: 2, expectedGain: 160, practicePath: '/writing/summarize-written-text' },
  ],
};

const filledReport: ProgressReport = {
  ...emptyReport,
  targetScore: 70,
  skillsOverTime: weeks.map((weekStart, index) =>
    index === 11
      ? { weekStart, skills: [{ skill: 'speaking', average: 50, attempts: 2 }, { skill: 'reading', average: 60, attempts: 1 }] }
      : { weekStart, skills: [] },
  ),
  taskTypes: [
    { type: 'read-aloud', average: 50, best: 60, attempts: 2 },
    { type: 'reading-multiple-choice-single-answer', average: 60, best: 60, attempts: 1 },
  ],
  enablingSkillsOverTime: weeks.map((weekStart, index) =>
    index === 11 ? { weekStart, skills: [{ skill: 'oralFluency', percent: 80, attempts: 2 }] } : { weekStart, skills: [] },
  ),
  attemptsPerDay: days.map((day, index) => ({ day, attempts: index === 29 ? 3 : 0 })),
  predictions: [
    { skill: 'speaking', attempts: 3, band: { centre: 50, low: 25, high: 75 }, gapToTarget: 20 },
    { skill: 'writing', attempts: 1, band: null, gapToTarget: null },
    { skill: 'reading', attempts: 0, band: null, gapToTarget: null },
    { skill: 'listening', attempts: 0, band: null, gapToTarget: null },
  ],
  topGains: [{ type: 're-tell-lecture', average: null, attempts: 0, skills: 2, expectedGain: 120, practicePath: '/speaking/re-tell-lecture' }],
};

function renderReportPage(report: FakeRoute) {
  const rendered = renderApp('/progress-report', {
    routes: { 'GET /api/users/me': () => jsonResponse({ data: buildProfile() }), 'GET /api/progress/report': report },
  });
  act(() => rendered.auth.resolveSession(testUser));
  return rendered;
}

describe('/progress-report', () => {
  it('says what to do to fill each part of an empty report, and still names where to start', async () => {
    const { fakeFetch } = renderReportPage(() => jsonResponse({ data: emptyReport }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress Report' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Answer a few questions in any task to see your skills week by week.')).toBeInTheDocument();
    expect(screen.getByText('Answer questions of any task type to compare your averages here.')).toBeInTheDocument();
    expect(screen.getByText('Answer a speaking or writing task, such as Read Aloud or Write Essay, to see your enabling skills.')).toBeInTheDocument();
    expect(screen.getByText('You have not practised in the last 30 days. Answer a question today to start your record.')).toBeInTheDocument();
    expect(screen.getByText(/Answer a few questions in any Speaking task to see your predicted speaking band/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set a target score' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Practise Repeat Sentence' })).toHaveAttribute('href', '/speaking/repeat-sentence');
    expect(screen.queryByText('Show as table')).not.toBeInTheDocument();
    const request = fakeFetch.requests.find((call) => call.url.startsWith('/api/progress/report'));
    expect(new URL(request!.url, 'http://localhost').searchParams.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('shows the bands, the gains and every chart with its data as a table', async () => {
    const user = userEvent.setup();
    renderReportPage(() => jsonResponse({ data: filledReport }));
    const speaking = (await screen.findByRole('heading', { level: 3, name: 'Speaking' }, { timeout: 5000 })).closest('li')!;
    expect(within(speaking).getByText('band 25–75')).toBeInTheDocument();
    expect(within(speaking).getByText('Based on 3 attempts.')).toBeInTheDocument();
    expect(within(speaking).getByText('20 points below your target of 70.')).toBeInTheDocument();
    expect(screen.getByText(/Answer 2 more Writing questions/)).toBeInTheDocument();
    expect(screen.getByText('Your overall prediction appears once every skill has a band.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practise Re-tell Lecture' })).toHaveAttribute('href', '/speaking/re-tell-lecture');

    for (const title of ['Score per skill over time', 'Score per task type', 'Enabling skills over time', 'Attempts per day']) {
      const panel = screen.getByRole('region', { name: title });
      expect(within(panel).getByRole('img', { name: `${title} chart: the same data is in the table below` })).toBeInTheDocument();
      await user.click(within(panel).getByText('Show as table'));
      expect(within(panel).getByRole('table')).toBeVisible();
    }
    const types = within(screen.getByRole('region', { name: 'Score per task type' })).getByRole('table');
    expect(within(types).getByRole('row', { name: 'Read Aloud 50 60 2' })).toBeInTheDocument();
    const skills = within(screen.getByRole('region', { name: 'Score per skill over time' })).getByRole('table');
    expect(within(skills).getByRole('row', { name: /Week of 23 Mar 50 \(2 attempts\) — 60 \(1 attempt\) —/ })).toBeInTheDocument();
    const traits = within(screen.getByRole('region', { name: 'Enabling skills over time' })).getByRole('table');
    expect(within(traits).getByRole('columnheader', { name: 'Written discourse' })).toBeInTheDocument();
    expect(within(traits).getByRole('row', { name: /Week of 23 Mar — 80 % \(2 attempts\)/ })).toBeInTheDocument();
    const perDay = within(screen.getByRole('region', { name: 'Attempts per day' })).getByRole('table');
    expect(within(perDay).getAllByRole('row')).toHaveLength(31);
    expect(within(perDay).getByRole('row', { name: '29 Mar 3' })).toBeInTheDocument();
  });

  it('offers to try again when the report cannot be loaded', async () => {
    renderReportPage(() => jsonResponse({ code: 'INTERNAL', message: 'Something went wrong on our side.' }, { status: 503 }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Try again');
  });
});
