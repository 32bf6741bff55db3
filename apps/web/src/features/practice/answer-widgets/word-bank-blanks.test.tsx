import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { WordBankBlanks } from './word-bank-blanks';

const passage = 'Soil near volcanoes is often very {{1}} because ash adds minerals. Farmers {{2}} the risk.\n\nThey want good {{3}}.';
const wordBank = ['harvests', 'fertile', 'accept', 'dry', 'avoid'];

function Harness({ isLocked = false }: { isLocked?: boolean }) {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <>
      <WordBankBlanks passage={passage} wordBank={wordBank} answer={{ values, isLocked, setBlank: (blank, value) => setValues((current) => ({ ...current, [blank]: value })) }} />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
  };
}

const bankWords = () => within(screen.getByRole('group', { name: 'Word bank' })).getAllByRole('button').map((button) => button.textContent);

describe('WordBankBlanks', () => {
  it('shows the passage as paragraphs with a gap for each blank', () => {
    const { container } = render(<Harness />);
    expect(container.querySelectorAll('p')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Blank \d: empty$/ })).toHaveLength(3);
  });

  it('places a word by choosing it and then a gap, and returns it when the filled gap is chosen', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'fertile' }));
    expect(screen.getByRole('button', { name: 'fertile' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('“fertile” chosen: now choose a gap.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Blank 1: empty' }));
    expect(screen.getByRole('button', { name: 'Blank 1: fertile' })).toBeInTheDocument();
    expect(bankWords()).toEqual(['harvests', 'accept', 'dry', 'avoid']);

    await user.click(screen.getByRole('button', { name: 'Blank 1: fertile' }));
    expect(screen.getByRole('button', { name: 'Blank 1: empty' })).toBeInTheDocument();
    expect(bankWords()).toEqual(wordBank);
  });

  it('works from the keyboard alone', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('button', { name: 'accept' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Blank 2: empty' }).focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('values')).toHaveTextContent('{"2":"accept"}');
  });

  it('takes a word dragged from the bank, moves one dragged between gaps, and takes one dragged back to the bank', () => {
    render(<Harness />);
    const drag = dataTransfer();
    fireEvent.dragStart(screen.getByRole('button', { name: 'harvests' }), { dataTransfer: drag });
    fireEvent.dragOver(screen.getByRole('button', { name: 'Blank 3: empty' }), { dataTransfer: drag });
    fireEvent.drop(screen.getByRole('button', { name: 'Blank 3: empty' }), { dataTransfer: drag });
    expect(screen.getByTestId('values')).toHaveTextContent('{"3":"harvests"}');

    const move = dataTransfer();
    fireEvent.dragStart(screen.getByRole('button', { name: 'Blank 3: harvests' }), { dataTransfer: move });
    fireEvent.drop(screen.getByRole('button', { name: 'Blank 1: empty' }), { dataTransfer: move });
    expect(screen.getByTestId('values')).toHaveTextContent('{"1":"harvests","3":""}');

    const back = dataTransfer();
    fireEvent.dragStart(screen.getByRole('button', { name: 'Blank 1: harvests' }), { dataTransfer: back });
    fireEvent.drop(screen.getByRole('group', { name: 'Word bank' }), { dataTransfer: back });
    expect(screen.getByTestId('values')).toHaveTextContent('{"1":"","3":""}');
    expect(bankWords()).toEqual(wordBank);
  });

  it('marks each blank with an icon and words once submitted', () => {
    render(
      <WordBankBlanks
        passage={passage}
        wordBank={wordBank}
        answer={{ values: { '1': 'fertile', '2': 'avoid' }, isLocked: true, setBlank: () => undefined }}
        marks={[
          { blank: 1, given: 'fertile', expected: 'fertile', correct: true },
          { blank: 2, given: 'avoid', expected: 'accept', correct: false },
          { blank: 3, given: '', expected: 'harvests', correct: false },
        ]}
      />,
    );
    expect(screen.getByText('Correct')).toBeInTheDocument();
    expect(screen.getByText('Incorrect: the answer is “accept”')).toBeInTheDocument();
    expect(screen.getByText('Incorrect: the answer is “harvests”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blank 1: fertile' })).toBeDisabled();
  });
});
