import type { QuestionList } from '@pte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '@/testing/fake-fetch';
import { createPracticeApiDouble, sampleItem } from '../testing/practice-api-double';
import { renderPracticePage } from '../testing/render-practice';

const mcsa = sampleItem('reading-multiple-choice-single-answer');
const owls = { ...mcsa, id: 'rmcsa-901-sample-owls', title: 'How owls hunt', topic: 'biology', difficulty: 'hard' as const };

function listOf(request: RecordedRequest): QuestionList {
  const query = new URL(request.url, 'http://localhost').searchParams;
  const questions = [
    { id: mcsa.id, position: 1, title: mcsa.title, topic: mcsa.topic, difficulty: mcsa.difficulty, bookmarked: false, attempts: 3, bestScore: 75 },
    { id: owls.id, position: 2, title: owls.title, topic: owls.topic, difficulty: owls.difficulty, bookmarked: true, attempts: 0, bestScore: null },
  ].filter((question) => (query.get('practised') === 'no' ? question.attempts === 0 : true));
  return { questions, topics: [owls.topic, mcsa.topic].sort(), pagination: { page: 1, pageSize: 50, total: questions.length, totalPages: 1 } };
}

function renderWithList() {
  const saved: Record<string, boolean> = { [mcsa.id]: false, [owls.id]: true };
  const bookmark = (request: RecordedRequest) => {
    const questionId = decodeURIComponent(request.url.split('/').at(-1)!);
    if (request.method === 'PUT') saved[questionId] = true;
    if (request.method === 'DELETE') saved[questionId] = false;
    return jsonResponse({ data: { questionId, bookmarked: saved[questionId] ?? false } });
  };
  const view = renderPracticePage('reading-multiple-choice-single-answer', {
    double: createPracticeApiDouble([mcsa, owls]),
    routes: {
      'GET /api/questions/list/reading-mcsa': (request) => jsonResponse({ data: listOf(request) }),
      [`GET /api/bookmarks/${mcsa.id}`]: bookmark,
      [`PUT /api/bookmarks/${mcsa.id}`]: bookmark,
      [`DELETE /api/bookmarks/${mcsa.id}`]: bookmark,
      [`PUT /api/bookmarks/${owls.id}`]: bookmark,
      [`DELETE /api/bookmarks/${owls.id}`]: bookmark,
    },
  });
  return { ...view, saved };
}

describe('the practice page’s question list and bookmarks', () => {
  it('bookmarks the current question from the header', async () => {
    const user = userEvent.setup();
    const { saved } = renderWithList();
    await screen.findByRole('heading', { level: 2, name: mcsa.title });
    const toggle = await screen.findByRole('button', { name: 'Bookmark', pressed: false });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(saved[mcsa.id]).toBe(true));
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the section’s questions with best scores, filters them and opens the one chosen', async () => {
    const user = userEvent.setup();
    const { fakeFetch, saved } = renderWithList();
    await screen.findByRole('heading', { level: 2, name: mcsa.title });
    await user.click(screen.getByRole('button', { name: 'Questions' }));

    // The panel is loaded on first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Multiple Choice, Single Answer questions' }, { timeout: 5000 });
    const list = await within(dialog).findByRole('list', { name: 'Multiple Choice, Single Answer questions' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Best 75 · 3 attempts');
    expect(within(first!).getByRole('button', { name: /Q1/ })).toHaveAttribute('aria-current', 'page');
    expect(second).toHaveTextContent('Not practised yet');
    expect(second).toHaveTextContent('biology');
    expect(within(second!).getByRole('button', { name: 'Bookmark “How owls hunt”' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(within(dialog).getByRole('combobox', { name: 'Topic' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any topic', 'biology', mcsa.topic].sort((a, b) => (a === 'Any topic' ? -1 : b === 'Any topic' ? 1 : a!.localeCompare(b!))));

    // Bookmarking the open question in the list shows in the header too.
    await user.click(within(first!).getByRole('button', { name: `Bookmark “${mcsa.title}”` }));
    await waitFor(() => expect(saved[mcsa.id]).toBe(true));

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Practised' }), 'no');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    const lastList = fakeFetch.requests.filter((request) => request.url.startsWith('/api/questions/list/')).at(-1)!;
    expect(new URL(lastList.url, 'http://localhost').searchParams.get('practised')).toBe('no');

    await user.click(within(dialog).getByRole('button', { name: /^Q2/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('?page=2');
    expect(await screen.findByRole('heading', { level: 2, name: owls.title })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Bookmark', pressed: true })).toBeInTheDocument();
  });
});
