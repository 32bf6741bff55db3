import { describe, expect, it } from 'vitest';
import type { CycleChart } from '../content/chart-data';
import { numberAttr, readSvg, textsOf } from '../testing/read-svg';
import { renderCycle } from './cycle';

const data: CycleChart = {
  kind: 'cycle',
  title: 'Life cycle of a butterfly',
  center: 'Complete metamorphosis',
  steps: [{ label: 'Egg' }, { label: 'Caterpillar', detail: 'eats and grows' }, { label: 'Pupa' }, { label: 'Adult' }],
};

describe('renderCycle', () => {
  it('places a numbered box per step round an ellipse, clockwise from the top', () => {
    const root = readSvg(renderCycle('fig', data));
    const boxes = [...root.querySelectorAll('rect[rx="10"]')];
    expect(boxes).toHaveLength(4);
    const [top, right, bottom, left] = boxes.map((b) => ({ x: numberAttr(b, 'x'), y: numberAttr(b, 'y') }));
    expect(top!.y).toBeLessThan(right!.y);
    expect(right!.x).toBeGreaterThan(left!.x);
    expect(bottom!.y).toBeGreaterThan(right!.y);
    expect(textsOf(root)).toEqual(expect.arrayContaining(['1', '4', 'Egg', 'Caterpillar', 'eats and grows', 'Adult']));
  });

  it('joins every step to the next with an arc, the last back to the first', () => {
    const arcs = readSvg(renderCycle('fig', data)).querySelectorAll('path[marker-end="url(#fig-arrow)"]');
    expect(arcs).toHaveLength(4);
    for (const arc of arcs) expect(arc.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+A220 [\d.]+ 0 0 1 [\d.]+ [\d.]+$/);
  });

  it('prints the centre text, wrapped, and describes the cycle', () => {
    const root = readSvg(renderCycle('fig', data));
    expect(textsOf(root).slice(-2)).toEqual(['Complete', 'metamorphosis']);
    expect(root.querySelector('desc')?.textContent).toBe(
      'Cycle diagram: Life cycle of a butterfly. 4 stages in a repeating cycle, the last leading back to the first: ' +
        '1. Egg; 2. Caterpillar (eats and grows); 3. Pupa; 4. Adult. Centre: Complete metamorphosis.',
    );
  });
});
