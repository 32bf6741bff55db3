import type { SearchHit } from '@pte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type FakeRoute } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-app';
import { PageSearch } from './page-search';

const tambora: SearchHit = {
  kind: 'question',
  id: 'rmcsa-001-tambora-1816',
  title: 'The year without a summer',
  type: 'reading-multiple-choice-single-answer',
  topic: 'history',
  snippet: '…its most far-reaching effects were felt on the other side of the world.',
  url: '/reading/multiple-choice-single-answer?page=1',
};

function renderSearch(search: FakeRoute = () => jsonResponse({ data: { results: [] } })) {
  const view = renderWithStore(
    <>
      <button type="button">Elsewhere</button>
      <PageSearch />
    </>,
    { path: '/dashboard', routes: { 'GET /api/search': search } },
  );
  return { ...view, box: screen.getByRole('combobox', { name: 'Search pages and questions, guides and help' }) };
}

describe('PageSearch', () => {
  it('finds a practice type and opens it with Enter', async () => {
    const user = userEvent.setup();
    const { box } = renderSearch();
    expect(box).toHaveAttribute('placeholder', 'Search...');
    await user.type(box, 'repeat');
    const option = screen.getByRole('option', { name: /Repeat Sentence/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/speaking/repeat-sentence');
    expect(box).toHaveValue('');
  });

  it('lists pages and questions in two groups, and opens a question on its page', async () => {
    const user = userEvent.setup();
    const { box, fakeFetch } = renderSearch(() => jsonResponse({ data: { results: [tambora] } }));
    await user.type(box, 'summar');
    const questions = await screen.findByRole('group', { name: 'Questions' });
    expect(within(questions).getByRole('option', { name: /The year without a summer/ })).toHaveTextContent('Multiple Choice, Single Answer');
    expect(within(questions).getByRole('option')).toHaveTextContent('on the other side of the world');
    const pages = screen.getByRole('group', { name: 'Pages' });
    expect(within(pages).getAllByRole('option').length).toBeGreaterThan(1);
    // One request, sent once typing paused.
    const searches = fakeFetch.requests.filter((request) => request.url.includes('/api/search'));
    expect(searches).toHaveLength(1);
    expect(new URL(searches[0]!.url, 'http://localhost').searchParams.get('q')).toBe('summar');

    await user.keyboard('{End}');
    expect(box).toHaveAttribute('aria-activedescendant', within(questions).getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/reading/multiple-choice-single-answer?page=1');
  });

  it('lists guides and help articles in their own groups after the questions, each opening its page at the section', async () => {
    const user = userEvent.setup();
    const guide: SearchHit = {
      kind: 'guide',
      guide: 'skill',
      id: '/resources/study-materials/skills/oral-fluency#drills',
      title: 'Oral fluency',
      section: 'Drills',
      snippet: '…read a Read Aloud text in phrases of three to six words…',
      url: '/resources/study-materials/skills/oral-fluency#drills',
    };
    const help: SearchHit = {
      kind: 'help',
      id: '/resources/help/microphone-setup',
      title: 'Setting up your microphone',
      section: null,
      snippet: 'How to let PTE Coach use your microphone.',
      url: '/resources/help/microphone-setup',
    };
    const { box } = renderSearch(() => jsonResponse({ data: { results: [tambora, guide, help] } }));
    await user.type(box, 'qwerty');

    const groups = await screen.findAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Questions',
      'Guides',
      'Help',
    ]);
    const guideOption = within(screen.getByRole('group', { name: 'Guides' })).getByRole('option');
    expect(guideOption).toHaveTextContent('Oral fluency: Drills');
    expect(guideOption).toHaveTextContent('Skill guide');
    expect(guideOption).toHaveTextContent('phrases of three to six words');
    const helpOption = within(screen.getByRole('group', { name: 'Help' })).getByRole('option');
    expect(helpOption).toHaveTextContent('Setting up your microphone');
    expect(helpOption).toHaveTextContent('Help Center');

    // The arrow keys follow the groups as listed: the question, the guide, the help article.
    await user.keyboard('{ArrowDown}');
    expect(guideOption).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/study-materials/skills/oral-fluency');

    await user.type(box, 'qwerty');
    await user.click(within(await screen.findByRole('group', { name: 'Help' })).getByRole('option'));
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/help/microphone-setup');
  });

  it('moves through the results with the arrow keys, from the pages into the questions and round', async () => {
    const user = userEvent.setup();
    const { box } = renderSearch(() => jsonResponse({ data: { results: [tambora] } }));
    await user.type(box, 'multiple choice');
    await screen.findByRole('group', { name: 'Questions' });
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(3);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getAllByRole('option').at(-1)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('option').at(-1)).toHaveTextContent('The year without a summer');
  });

  it('says when nothing matches, says when questions cannot be searched, and closes on Escape', async () => {
    const user = userEvent.setup();
    const { box } = renderSearch(() => jsonResponse({ code: 'BAD_REQUEST', message: 'Search for at most 100 characters' }, { status: 400 }));
    await user.type(box, 'qwerty');
    expect(await screen.findByText('Search for at most 100 characters')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('says when neither pages nor questions match', async () => {
    const user = userEvent.setup();
    const { box } = renderSearch();
    await user.type(box, 'qwerty');
    expect(await screen.findByText('Nothing matches “qwerty”.')).toBeInTheDocument();
  });

  it('is focused by "/" and by Ctrl+K or Cmd+K, but "/" typed in a field stays in the field', async () => {
    const user = userEvent.setup();
    const { box } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(box).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{Meta>}k{/Meta}');
    expect(box).toHaveFocus();

    await user.type(box, 'a/b');
    expect(box).toHaveValue('a/b');
  });

  it('opens a result on click', async () => {
    const user = userEvent.setup();
    const { box } = renderSearch();
    await user.type(box, 'help');
    await user.click(screen.getByRole('option', { name: /Help Center/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/help');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
  });
});
