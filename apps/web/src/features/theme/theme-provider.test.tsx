import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockMatchMedia } from '@/testing/match-media';
import { ThemeChoiceField } from './theme-choice';
import { THEME_STORAGE_KEY, ThemeProvider } from './theme-provider';

function renderChoice() {
  return render(
    <ThemeProvider>
      <ThemeChoiceField />
    </ThemeProvider>,
  );
}

describe('theme', () => {
  it('follows the system setting by default', () => {
    mockMatchMedia((query) => query === '(prefers-color-scheme: dark)');
    renderChoice();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('applies and remembers an explicit choice', async () => {
    const user = userEvent.setup();
    const { unmount } = renderChoice();
    expect(document.documentElement).not.toHaveClass('dark');
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    unmount();

    renderChoice();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement).not.toHaveClass('dark');
    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});
