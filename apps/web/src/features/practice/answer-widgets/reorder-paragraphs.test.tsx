import { scoreAdjacentPairs, scoreParagraphPositions } from '@pte/exam';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { placeParagraph, ReorderParagraphs } from './reorder-paragraphs';

const paragraphs = [
  { id: 'A', text: 'This made books far cheaper.' },
  { id: 'B', text: 'As a result, literacy spread.' },
  { id: 'C', text: 'Around 1440, Gutenberg developed a press.' },
];

function Harness() {
  const [order, setOrder] = useState<readonly string[]>([]);
  return <ReorderParagraphs paragraphs={paragraphs} answer={{ order, setOrder, isLocked: false }} />;
}

const targetIds = () =>
  within(screen.getByRole('list', { name: 'Your order' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.charAt(0));

function dataTransfer() {
  const data = new Map<string, string>();
  return { setData: (type: string, value: string) => data.set(type, value), getData: (type: string) => data.get(type) ?? '', get types() { return [...data.keys()]; } };
}

describe('placeParagraph', () => {
  it.each([
    [[], 'A', 0, ['A']],
    [['A', 'B'], 'C', 2, ['A', 'B', 'C']],
    [['A', 'B', 'C'], 'C', 0, ['C', 'A', 'B']],
    [['A', 'B', 'C'], 'A', 1, ['B', 'A', 'C']],
    [['A', 'B'], 'C', 9, ['A', 'B', 'C']],
  ])('places %j + %s at %i → %j', (order, id, index, expected) => {
    expect(placeParagraph(order, id, index)).toEqual(expected);
  });
});

describe('ReorderParagraphs', () => {
  it('builds the order with buttons alone and keeps focus on the moved paragraph', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add C to your order' }));
    await user.click(screen.getByRole('button', { name: 'Add B to your order' }));
    await user.click(screen.getByRole('button', { name: 'Add A to your order' }));
    expect(targetIds()).toEqual(['C', 'B', 'A']);
    expect(screen.getByText('Every paragraph is in your order.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move A up' }));
    expect(targetIds()).toEqual(['C', 'A', 'B']);
    expect(screen.getByRole('button', { name: 'Move A up' })).toHaveFocus();
    expect(screen.getByText('Paragraph A is now number 2 of 3 in your order.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(targetIds()).toEqual(['A', 'C', 'B']);

    await user.click(screen.getByRole('button', { name: 'Move C down' }));
    expect(targetIds()).toEqual(['A', 'B', 'C']);
    await user.click(screen.getByRole('button', { name: 'Remove B from your order' }));
    expect(targetIds()).toEqual(['A', 'C']);
    expect(screen.getByRole('button', { name: 'Add B to your order' })).toHaveFocus();
  });

  it('moves paragraphs by drag and drop between and within the lists', () => {
    render(<Harness />);
    const first = dataTransfer();
    fireEvent.dragStart(screen.getByText(paragraphs[2]!.text).closest('li') as HTMLElement, { dataTransfer: first });
    fireEvent.drop(screen.getByRole('list', { name: 'Your order' }), { dataTransfer: first });
    const second = dataTransfer();
    fireEvent.dragStart(screen.getByText(paragraphs[0]!.text).closest('li') as HTMLElement, { dataTransfer: second });
    fireEvent.drop(screen.getByRole('list', { name: 'Your order' }), { dataTransfer: second });
    expect(targetIds()).toEqual(['C', 'A']);

    const reorder = dataTransfer();
    fireEvent.dragStart(within(screen.getByRole('list', { name: 'Your order' })).getByText(paragraphs[0]!.text).closest('li') as HTMLElement, { dataTransfer: reorder });
    fireEvent.drop(within(screen.getByRole('list', { name: 'Your order' })).getByText(paragraphs[2]!.text).closest('li') as HTMLElement, { dataTransfer: reorder });
    expect(targetIds()).toEqual(['A', 'C']);

    const back = dataTransfer();
    fireEvent.dragStart(within(screen.getByRole('list', { name: 'Your order' })).getByText(paragraphs[2]!.text).closest('li') as HTMLElement, { dataTransfer: back });
    fireEvent.drop(screen.getByRole('list', { name: 'Source' }), { dataTransfer: back });
    expect(targetIds()).toEqual(['A']);
  });

  it('marks positions and pairs as the server scored them and shows the correct order', () => {
    const userOrder = ['C', 'B', 'A'];
    const correctOrder = ['C', 'A', 'B'];
    const marks = { positions: scoreParagraphPositions(userOrder, correctOrder).positions, pairs: scoreAdjacentPairs(userOrder, correctOrder).pairs, correctOrder };
    render(<ReorderParagraphs paragraphs={paragraphs} answer={{ order: userOrder, setOrder: () => undefined, isLocked: true }} marks={marks} />);
    expect(screen.getByText('Right position (1)')).toBeInTheDocument();
    expect(screen.getByText('Belongs at position 3')).toBeInTheDocument();
    expect(screen.getByText('C → B: not a pair in the passage')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Correct order: C → A → B' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
