import type { TestSessionState } from '@pte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type FakeRoute } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-app';
import { MockTestsPage } from './mock-tests-page';
import { catalogue, sessionIds, sessionSummary } from './testing/report-fixtures';

const runningSession = sessionSummary({ id: sessionIds.running, status: 'in-progress', completedAt: null, overall: null, skills: {}, startedAt: '2026-03-12T08:30:00.000Z' });

const startedState: TestSessionState = {
  id: sessionIds.running,
  testId: 'mini-1',
  title: 'Mini Mock Test',
  kind: 'mini',
  status: 'in-progress',
  itemCount: 23,
  done: 0,
  part: { id: 'speaking-writing', title: 'Part 1: Speaking and Writing' },
  item: null,
  interruptions: 0,
  pendingAssessments: 0,
  heartbeatSeconds: 10,
};

function renderPage(routes: Record<string, FakeRoute> = {}) {
  return renderWithStore(<MockTestsPage />, {
    path: '/mock-tests',
    routes: {
      'GET /api/mock-tests': () => jsonResponse({ data: catalogue }),
      'GET /api/mock-tests/sessions': () => jsonResponse({ data: { sessions: [] } }),
      ...routes,
    },
  });
}

describe('MockTestsPage', () => {
  it('lists the full tests, the mini mock and the sectional tests by part, each with its items and time limit', async () => {
    renderPage();
    const full = await screen.findByRole('region', { name: 'Full mock tests' });
    expect(within(full).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Full Mock Test 1', 'Full Mock Test 2']);
    const first = within(full).getByRole('heading', { name: 'Full Mock Test 1' }).closest('li')!;
    expect(first).toHaveTextContent('70 items');
    expect(first).toHaveTextContent('Up to 2 h 15 min');
    expect(within(first).getByRole('button', { name: 'Start Full Mock Test 1' })).toBeInTheDocument();

    const mini = screen.getByRole('region', { name: 'Mini mock test' });
    expect(within(mini).getByRole('heading', { name: 'Mini Mock Test' }).closest('li')).toHaveTextContent('23 items');
    expect(within(mini).getByText('Up to 42 minutes')).toBeInTheDocument();

    const sectional = screen.getByRole('region', { name: 'Sectional tests' });
    const parts = within(sectional).getAllByRole('group');
    expect(parts.map((part) => part.getAttribute('aria-label'))).toEqual(['Part 1: Speaking and Writing', 'Part 2: Reading', 'Part 3: Listening']);
    expect(within(parts[1]!).getByRole('heading', { level: 5, name: 'Reading Test 1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Your test in progress/ })).not.toBeInTheDocument();
  });

  it('puts the running test first with a Resume link to it', async () => {
    renderPage({ 'GET /api/mock-tests': () => jsonResponse({ data: { ...catalogue, active: runningSession } }) });
    const card = await screen.findByRole('region', { name: 'Your test in progress: Full Mock Test 1' });
    expect(within(card).getByRole('link', { name: 'Resume' })).toHaveAttribute('href', `/mock-tests/session/${sessionIds.running}`);
    expect(card.compareDocumentPosition(screen.getByRole('region', { name: 'Tests on offer' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('explains exam mode before starting, then starts the test and opens it', async () => {
    const user = userEvent.setup();
    const { fakeFetch } = renderPage({ 'POST /api/mock-tests/sessions': () => jsonResponse({ data: startedState }, { status: 201 }) });
    await user.click(await screen.findByRole('button', { name: 'Start Mini Mock Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Mini Mock Test?' });
    expect(dialog).toHaveTextContent('Each recording plays once');
    expect(dialog).toHaveTextContent('recorded from the tone and cannot be recorded again');
    expect(dialog).toHaveTextContent('you cannot go back');
    expect(dialog).toHaveTextContent('score report follows the last item');
    expect(within(dialog).getByText(/This test has speaking tasks\. Check your microphone first/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Read Aloud' })).toHaveAttribute('href', '/speaking/read-aloud');
    expect(fakeFetch.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Start the test' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/mock-tests/session/${sessionIds.running}`));
    expect(fakeFetch.requests.filter((request) => request.method === 'POST').map((request) => [request.url, request.body])).toEqual([['/api/mock-tests/sessions', { testId: 'mini-1' }]]);
  });

  it('advises no microphone check for a reading test, and Cancel starts nothing', async () => {
    const user = userEvent.setup();
    const { fakeFetch } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start Reading Test 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Reading Test 1?' });
    expect(within(dialog).queryByText(/Check your microphone/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fakeFetch.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the server’s message when another test is still running', async () => {
    const user = userEvent.setup();
    const message = 'Finish or abandon your test in progress before starting another.';
    renderPage({ 'POST /api/mock-tests/sessions': () => jsonResponse({ code: 'TEST_IN_PROGRESS', message }, { status: 409 }) });
    await user.click(await screen.findByRole('button', { name: 'Start Full Mock Test 2' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Start the test' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/mock-tests$/);
  });

  it('lists past tests with their scores and links, and charts only completed full and mini tests', async () => {
    const user = userEvent.setup();
    const sessions = [
      runningSession,
      sessionSummary({ id: sessionIds.sectional, testId: 'reading-1', title: 'Reading Test 1', kind: 'sectional', startedAt: '2026-03-11T09:00:00.000Z', overall: null, skills: { reading: 55, writing: 50, listening: 52 } }),
      sessionSummary({}),
      sessionSummary({ id: sessionIds.abandoned, status: 'abandoned', completedAt: null, overall: null, skills: {}, startedAt: '2026-03-05T09:00:00.000Z' }),
      sessionSummary({ id: sessionIds.older, testId: 'mini-1', title: 'Mini Mock Test', kind: 'mini', startedAt: '2026-03-01T09:00:00.000Z', overall: 52, skills: { speaking: 50, writing: 49, reading: 55, listening: 54 } }),
    ];
    renderPage({ 'GET /api/mock-tests/sessions': () => jsonResponse({ data: { sessions } }) });

    const history = await screen.findByRole('table', { name: 'Your mock tests, newest first' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('In progress');
    expect(within(rows[0]!).getByRole('link', { name: 'Resume Full Mock Test 1' })).toHaveAttribute('href', `/mock-tests/session/${sessionIds.running}`);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([expect.any(String), 'Completed', '—', '—', '50', '55', '52', 'Report']);
    expect(within(rows[2]!).getAllByRole('cell').slice(1, 7).map((cell) => cell.textContent)).toEqual(['Completed', '61', '58', '64', '60', '62']);
    expect(within(rows[2]!).getByRole('link', { name: /^Report of Full Mock Test 1/ })).toHaveAttribute('href', `/mock-tests/report/${sessionIds.done}`);
    expect(rows[3]).toHaveTextContent('Abandoned');
    expect(within(rows[3]!).queryByRole('link')).not.toBeInTheDocument();

    const trend = screen.getByRole('region', { name: 'Scores over your tests' });
    expect(within(trend).getByRole('img', { name: 'Scores over your tests chart: the same data is in the table below' })).toBeInTheDocument();
    await user.click(within(trend).getByText('Show as table'));
    const points = within(within(trend).getByRole('table')).getAllByRole('row').slice(1);
    expect(points.map((row) => row.textContent)).toEqual([expect.stringMatching(/^Mini Mock Test, .*5250495554$/), expect.stringMatching(/^Full Mock Test 1, .*6158646062$/)]);
  });

  it('says what the history will hold before the first test', async () => {
    renderPage();
    expect(await screen.findByText('No tests taken yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Scores over your tests' })).not.toBeInTheDocument();
  });

  it('offers to try again when the tests cannot be loaded', async () => {
    renderPage({ 'GET /api/mock-tests': () => jsonResponse({ code: 'INTERNAL', message: 'Something went wrong on our side.' }, { status: 500 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
