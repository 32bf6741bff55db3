import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageSearch } from './page-search';

function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

function renderSearch() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <button type="button">Elsewhere</button>
      <PageSearch />
      <Location />
    </MemoryRouter>,
  );
}

describe('PageSearch', () => {
  it('finds a practice type and opens it with Enter', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search pages and practice types' });
    expect(box).toHaveAttribute('placeholder', 'Search...');
    await user.type(box, 'repeat');
    const option = screen.getByRole('option', { name: /Repeat Sentence/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/speaking/repeat-sentence');
    expect(box).toHaveValue('');
  });

  it('moves through the results with the arrow keys', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox');
    await user.type(box, 'multiple choice');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    const selected = screen.getAllByRole('option')[1];
    expect(selected).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).not.toHaveTextContent('/dashboard');
  });

  it('says when nothing matches and closes on Escape', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox');
    await user.type(box, 'qwerty');
    expect(screen.getByText('No pages match “qwerty”.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('is focused by "/" and by Ctrl+K, but "/" typed in a field stays in the field', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(box).toHaveFocus();

    await user.type(box, 'a/b');
    expect(box).toHaveValue('a/b');
  });

  it('opens a result on click', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('combobox'), 'help');
    await user.click(screen.getByRole('option', { name: /Help Center/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/help');
  });
});
