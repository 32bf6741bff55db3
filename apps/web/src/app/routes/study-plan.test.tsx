import { timedSetDescription, type StudyPlan } from '@pte/contract';
import { questionTypeIds } from '@pte/exam';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fake-auth-gateway';
import { jsonResponse, type FakeRoute } from '@/testing/fake-fetch';
import { buildProfile } from '@/testing/profiles';
import { renderApp } from '@/testing/render-app';
import { browserToday } from '@/lib/time-zone';

const today = browserToday();
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const examDate = addDays(today, 20);

const plan: StudyPlan = {
  examDate,
  targetScore: 65,
  minutesPerDay: 30,
  timeZone: 'UTC',
  generatedAt: new Date().toISOString(),
  today,
  daysToExam: 20,
  todayPlan: {
    date: today,
    light: false,
    minutes: 15,
    items: [
      { kind: 'practice', type: 'read-aloud', planned: 2, done: 2, carriedOver: 0, minutes: 6 },
      { kind: 'practice', type: 'write-from-dictation', planned: 3, done: 1, carriedOver: 1, minutes: 9 },
    ],
  },
  upcoming: [
    { date: addDays(today, 1), light: false, minutes: 30, items: [{ kind: 'practice', type: 'repeat-sentence', planned: 3, done: 0, carriedOver: 0, minutes: 6 }] },
    { date: addDays(today, 18), light: false, minutes: 94, items: [{ kind: 'timed-set', types: questionTypeIds, done: 0, minutes: 94, description: timedSetDescription }] },
    { date: addDays(today, 19), light: true, minutes: 9, items: [{ kind: 'practice', type: 'reading-multiple-choice-single-answer', planned: 3, done: 0, carriedOver: 0, minutes: 9 }] },
  ],
};

function renderPlanPage(routes: Record<string, FakeRoute>) {
  const rendered = renderApp('/study-plan', {
    routes: { 'GET /api/users/me': () => jsonResponse({ data: buildProfile({ examDate, targetScore: 72 }) }), ...routes },
  });
  act(() => rendered.auth.resolveSession(testUser));
  return rendered;
}

describe('/study-plan', () => {
  it('creates a plan from a form prefilled with the profile, then lists today’s practice', async () => {
    const user = userEvent.setup();
    const { fakeFetch } = renderPlanPage({
      'GET /api/study-plan': () => jsonResponse({ data: null }),
      'PUT /api/study-plan': () => jsonResponse({ data: plan }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Study Plan' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('You have no study plan yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Exam date')).toHaveValue(examDate);
    expect(screen.getByLabelText('Target score')).toHaveValue('72');
    await user.clear(screen.getByLabelText('Minutes per day'));
    await user.type(screen.getByLabelText('Minutes per day'), '45');
    await user.click(screen.getByRole('button', { name: 'Create my plan' }));

    await screen.findByRole('list', { name: 'Today’s practice' });
    const put = fakeFetch.requests.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ examDate, targetScore: 72, minutesPerDay: 45, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(screen.getByText('Your study plan is ready.')).toHaveAttribute('role', 'status');
    const get = fakeFetch.requests.find((call) => call.url.startsWith('/api/study-plan'));
    expect(new URL(get!.url, 'http://localhost').searchParams.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('refuses a past exam date in the form and shows the server’s message for one it refuses', async () => {
    const user = userEvent.setup();
    const refusal = 'Your exam date is more than 2 years away. Choose a date within the next 2 years.';
    const { fakeFetch } = renderPlanPage({
      'GET /api/study-plan': () => jsonResponse({ data: null }),
      'PUT /api/study-plan': () => jsonResponse({ code: 'INVALID_EXAM_DATE', message: refusal, details: [{ path: 'examDate', message: refusal }] }, { status: 400 }),
    });
    const date = await screen.findByLabelText('Exam date', {}, { timeout: 5000 });
    fireEvent.change(date, { target: { value: addDays(today, -1) } });
    await user.click(screen.getByRole('button', { name: 'Create my plan' }));
    expect(date).toHaveAccessibleDescription('The plan runs up to the day before. Your exam date is in the past. Choose a date from today on.');
    expect(date).toHaveFocus();
    expect(fakeFetch.requests.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(date, { target: { value: addDays(today, 30) } });
    await user.click(screen.getByRole('button', { name: 'Create my plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(date).toHaveAccessibleDescription(`The plan runs up to the day before. ${refusal}`);
  });

  it('ticks off done items, says what was carried over, links to practise each type and shows the weeks ahead', async () => {
    renderPlanPage({ 'GET /api/study-plan': () => jsonResponse({ data: plan }) });
    const today = await screen.findByRole('list', { name: 'Today’s practice' }, { timeout: 5000 });
    const [readAloud, dictation] = within(today).getAllByRole('listitem');
    expect(readAloud).toHaveAccessibleName('Read Aloud (Speaking): done');
    expect(readAloud).toHaveTextContent('Done · about 6 min');
    expect(dictation).toHaveAccessibleName('Write from Dictation (Listening): 1 of 3 done');
    expect(dictation).toHaveTextContent('1 carried over from an earlier day');
    expect(within(dictation!).getByRole('link', { name: 'Practise Write from Dictation (Listening)' })).toHaveAttribute('href', '/listening/write-from-dictation');
    expect(screen.getByText(/1 of 2 done today/)).toBeInTheDocument();

    expect(screen.getByText(/Your exam is on .*, in 20 days\./)).toBeInTheDocument();
    const weeks = screen.getAllByText(/^Week of /);
    expect(weeks.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Repeat Sentence (Speaking) × 3')).toBeInTheDocument();
    expect(screen.getByText('Timed set of every task type (1 h 34 min)')).toBeInTheDocument();
    expect(screen.getByText('Light day')).toBeInTheDocument();
  });

  it('sends a timed set to the mock tests', async () => {
    const timedSet = { kind: 'timed-set' as const, types: questionTypeIds, done: 0, minutes: 94, description: timedSetDescription };
    renderPlanPage({ 'GET /api/study-plan': () => jsonResponse({ data: { ...plan, todayPlan: { date: today, light: false, minutes: 94, items: [timedSet] } } }) });
    const entry = within(await screen.findByRole('list', { name: 'Today’s practice' }, { timeout: 5000 })).getByRole('listitem');
    expect(entry).toHaveTextContent('Take the mini mock test (about 30 minutes) or a full mock test on the Mock Tests page.');
    expect(within(entry).getByRole('link', { name: 'Take a mock test' })).toHaveAttribute('href', '/mock-tests');
  });

  it('regenerates, and deletes the plan after confirmation', async () => {
    const user = userEvent.setup();
    const { fakeFetch } = renderPlanPage({
      'GET /api/study-plan': () => jsonResponse({ data: plan }),
      'POST /api/study-plan/regenerate': () => jsonResponse({ data: { ...plan, upcoming: [] } }),
      'DELETE /api/study-plan': () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Regenerate from my latest results' }, { timeout: 5000 }));
    expect(await screen.findByText('Your days ahead have been planned again from your latest results.')).toBeInTheDocument();
    expect(screen.getByText('No more days are planned before your exam.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your study plan?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    expect(await screen.findByText('You have no study plan yet')).toBeInTheDocument();
    await waitFor(() => expect(fakeFetch.requests.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/study-plan']));
  });

  it('offers to try again when the plan cannot be loaded', async () => {
    renderPlanPage({ 'GET /api/study-plan': () => jsonResponse({ code: 'INTERNAL', message: 'Something went wrong on our side.' }, { status: 500 }) });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
