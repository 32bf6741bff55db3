import type { Attempt, HistoryEntry, StudyHistoryPage } from '@pte/contract';
import { toPublicQuestion, type PublicQuestion } from '@pte/exam';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleItem } from '@/features/practice/testing/practice-api-double';
import { testUser } from '@/testing/fake-auth-gateway';
import { jsonResponse, type FakeRoute } from '@/testing/fake-fetch';
import { buildProfile } from '@/testing/profiles';
import { renderApp } from '@/testing/render-app';

const essayItem = sampleItem('write-essay');
const readAloudItem = sampleItem('read-aloud');
const essayId = '0b6c3f0e-1d2a-4c1b-9a55-0e7d5d2a1f01';
const readAloudId = '0b6c3f0e-1d2a-4c1b-9a55-0e7d5d2a1f02';
const essayText = 'Many techers agree that homework helps students learn.';

function entry(overrides: Partial<HistoryEntry>): HistoryEntry {
  return {
    id: essayId,
    questionId: essayItem.id,
    questionType: 'write-essay',
    title: essayItem.title,
    score: 63,
    total: { score: 10, max: 15 },
    hasRecording: false,
    timeTaken: 600,
    createdAt: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

function historyPage(attempts: HistoryEntry[], pagination: Partial<StudyHistoryPage['pagination']> = {}): { data: StudyHistoryPage } {
  return { data: { attempts, pagination: { page: 1, pageSize: 10, total: attempts.length, totalPages: attempts.length > 0 ? 1 : 0, ...pagination } } };
}

const essayAttempt: Attempt = {
  id: essayId,
  questionId: essayItem.id,
  questionType: 'write-essay',
  answer: { text: essayText },
  result: {
    questionId: essayItem.id,
    taskType: 'write-essay',
    traits: { content: { score: 2, max: 3 }, spelling: { score: 1, max: 2 } },
    total: { score: 10, max: 15 },
    skills: { writing: 63 },
    feedback: ['Check the spelling of common words.'],
    details: {
      issues: [{ start: 5, end: 12, category: 'spelling', message: '“techers” may be misspelled.', suggestions: ['teachers'], source: 'spelling' }],
      gates: [],
    },
  },
  timeTaken: 600,
  createdAt: '2026-11-20T10:15:00.000Z',
};

const readAloudAttempt: Attempt = {
  id: readAloudId,
  questionId: readAloudItem.id,
  questionType: 'read-aloud',
  answer: { recordingId: 'rec-1' },
  result: {
    questionId: readAloudItem.id,
    taskType: 'read-aloud',
    traits: { content: { score: 4, max: 5 } },
    total: { score: 4, max: 5 },
    skills: { speaking: 74 },
    words: [
      { text: 'Owls', status: 'correct' },
      { text: 'hunt', status: 'omitted' },
    ],
    feedback: [],
    details: { recording: { id: 'rec-1', url: '/api/recordings/rec-1', durationSeconds: 12 }, engine: 'pocketsphinx' },
  },
  timeTaken: 40,
  createdAt: '2026-11-21T08:00:00.000Z',
};

function renderHistory(path: string, routes: Record<string, FakeRoute>) {
  const rendered = renderApp(path, { routes: { 'GET /api/users/me': () => jsonResponse({ data: buildProfile() }), ...routes } });
  act(() => rendered.auth.resolveSession(testUser));
  return rendered;
}

const served = (item: typeof essayItem | typeof readAloudItem): PublicQuestion => toPublicQuestion(item);

describe('/study-history', () => {
  it('lists the attempts, newest first, with their scores, and each opens the attempt', async () => {
    const { fakeFetch } = renderHistory('/study-history', {
      'GET /api/study-history': () => jsonResponse(historyPage([entry({}), entry({ id: readAloudId, questionType: 'read-aloud', title: readAloudItem.title, score: 74, total: { score: 4, max: 5 }, hasRecording: true })])),
    });
    const list = await screen.findByRole('list', { name: 'Your attempts, newest first' }, { timeout: 5000 });
    const items = within(list).getAllByRole('link');
    expect(items.map((link) => link.getAttribute('href'))).toEqual([`/study-history/${essayId}`, `/study-history/${readAloudId}`]);
    expect(items[0]).toHaveTextContent(essayItem.title);
    expect(items[0]).toHaveTextContent('Score 63 / 90 (10 of 15 marks)');
    expect(items[1]).toHaveTextContent('Recording kept');
    expect(screen.getByText('2 attempts')).toHaveAttribute('role', 'status');
    const request = fakeFetch.requests.find((call) => call.url.startsWith('/api/study-history'));
    expect(new URL(request!.url, 'http://localhost').searchParams.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('says what to do when there are no attempts yet', async () => {
    renderHistory('/study-history', { 'GET /api/study-history': () => jsonResponse(historyPage([])) });
    expect(await screen.findByText('No attempts yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start practising' })).toHaveAttribute('href', '/speaking/read-aloud');
  });

  it('filters by skill, task type, days and score through labelled fields, and pages through the results', async () => {
    const user = userEvent.setup();
    const { fakeFetch } = renderHistory('/study-history', {
      'GET /api/study-history': (request) => {
        const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
        return jsonResponse(historyPage([entry({ id: page === 2 ? readAloudId : essayId })], { page, total: 12, totalPages: 2 }));
      },
    });
    await screen.findByRole('list', { name: 'Your attempts, newest first' }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Skill'), 'Writing');
    await user.selectOptions(screen.getByLabelText('Task type'), 'Write Essay');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('Lowest score'), '50');
    await user.click(screen.getByRole('button', { name: 'Show attempts' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/study-history?skill=writing&type=write-essay&from=2026-11-01&minScore=50'));
    const query = () => new URL(fakeFetch.requests.filter((call) => call.url.startsWith('/api/study-history')).at(-1)!.url, 'http://localhost').searchParams;
    await waitFor(() => expect(query().get('minScore')).toBe('50'));
    expect(Object.fromEntries(query())).toMatchObject({ skill: 'writing', type: 'write-essay', from: '2026-11-01', minScore: '50', page: '1', pageSize: '10' });

    const pages = await screen.findByRole('navigation', { name: 'Study history pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(query().get('page')).toBe('2'));
    expect(query().get('skill')).toBe('writing');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/study-history$/));
  });

  it('reopens an essay as it was: the question, the text with its marked issues and the assessment', async () => {
    renderHistory(`/study-history/${essayId}`, {
      [`GET /api/study-history/${essayId}`]: () => jsonResponse({ data: { attempt: essayAttempt, question: served(essayItem), servedThen: true, practisable: true } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: essayItem.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(essayItem.prompt.question)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your answer with its issues marked' })).toBeInTheDocument();
    const mark = screen.getByText('techers', { selector: 'mark' });
    expect(mark).toHaveAccessibleDescription(/“techers” may be misspelled\. Suggestion: teachers\./);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const result = screen.getByRole('heading', { name: /Your result/ });
    expect(result).toHaveTextContent('Total 10 / 15');
    expect(screen.getByText('writing 63')).toBeInTheDocument();
    expect(screen.getByText('Check the spelling of common words.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/writing/write-essay?id=${essayItem.id}`);
  });

  it('still reopens an attempt at a question no longer offered for practice, without a way to try it again', async () => {
    renderHistory(`/study-history/${essayId}`, {
      [`GET /api/study-history/${essayId}`]: () => jsonResponse({ data: { attempt: essayAttempt, question: served(essayItem), servedThen: true, practisable: false } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: essayItem.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Your result/ })).toHaveTextContent('Total 10 / 15');
    expect(screen.getByText(/This question is no longer offered for practice: it is now kept for the mock tests/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('reopens a spoken answer with its recording to play and its word marks', async () => {
    renderHistory(`/study-history/${readAloudId}`, {
      [`GET /api/study-history/${readAloudId}`]: () => jsonResponse({ data: { attempt: readAloudAttempt, question: served(readAloudItem), servedThen: true, practisable: true } }),
    });
    expect(await screen.findByRole('button', { name: 'Play your stored recording' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your answer, word by word' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start|Record/ })).not.toBeInTheDocument();
  });

  it('deletes an attempt after confirmation, by keyboard, and returns to the list', async () => {
    const user = userEvent.setup();
    const { fakeFetch } = renderHistory(`/study-history/${essayId}`, {
      [`GET /api/study-history/${essayId}`]: () => jsonResponse({ data: { attempt: essayAttempt, question: served(essayItem), servedThen: true, practisable: true } }),
      [`DELETE /api/study-history/${essayId}`]: () => new Response(null, { status: 204 }),
      'GET /api/study-history': () => jsonResponse(historyPage([])),
    });
    const remove = await screen.findByRole('button', { name: 'Delete' }, { timeout: 5000 });
    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this attempt?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(fakeFetch.requests.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete attempt' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/study-history$/));
    expect(fakeFetch.requests.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([`/api/study-history/${essayId}`]);
    expect(await screen.findByText('No attempts yet')).toBeInTheDocument();
  });

  it('says when an attempt is not among the learner’s', async () => {
    renderHistory(`/study-history/${essayId}`, {
      [`GET /api/study-history/${essayId}`]: () => jsonResponse({ code: 'NOT_FOUND', message: `There is no attempt “${essayId}” among yours.` }, { status: 404 }),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(`There is no attempt “${essayId}” among yours.`);
  });
});
