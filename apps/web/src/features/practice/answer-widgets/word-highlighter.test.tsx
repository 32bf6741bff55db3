import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { WordHighlighter } from './word-highlighter';

const transcript = 'Tropical rainforests cover a small part of the planet.';

function Harness() {
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = (index: number) => setSelected((current) => (current.includes(index) ? current.filter((value) => value !== index) : [...current, index]));
  return <WordHighlighter transcript={transcript} answer={{ selected, toggle, isLocked: false }} />;
}

describe('WordHighlighter', () => {
  it('toggles a word’s highlight on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const small = screen.getByRole('button', { name: 'small' });
    await user.click(small);
    expect(small).toHaveAttribute('aria-pressed', 'true');
    await user.click(small);
    expect(small).toHaveAttribute('aria-pressed', 'false');
  });

  it('is one tab stop; arrow keys move between words and Space toggles', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tropical' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'small' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'small' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'planet.' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('marks found, wrongly clicked and missed words with words, not colour alone', () => {
    render(
      <WordHighlighter
        transcript={transcript}
        answer={{ selected: [4, 1], toggle: () => undefined, isLocked: true }}
        marks={[
          { index: 1, shown: 'rainforests', selected: true, incorrect: false, mark: -1 },
          { index: 4, shown: 'small', spoken: 'tiny', selected: true, incorrect: true, mark: 1 },
          { index: 8, shown: 'planet.', spoken: 'earth.', selected: false, incorrect: true, mark: 0 },
        ]}
      />,
    );
    const marks = screen.getByRole('list', { name: 'Marks' });
    expect(within(marks).getByText('Found: the speaker said “tiny”')).toBeInTheDocument();
    expect(within(marks).getByText('The speaker said this word')).toBeInTheDocument();
    expect(within(marks).getByText('Missed: the speaker said “earth.”')).toBeInTheDocument();
  });
});
