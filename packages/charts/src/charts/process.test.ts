import { describe, expect, it } from 'vitest';
import type { ProcessChart } from '../content/chart-data';
import { numberAttr, readSvg, textsOf } from '../testing/read-svg';
import { renderProcess } from './process';

const steps = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `Step ${String.fromCharCode(65 + i)}`, ...(i === 0 ? { detail: 'where it starts' } : {}) }));
const data = (n: number): ProcessChart => ({ kind: 'process', title: 'Making paper', steps: steps(n) });

function boxesOf(root: Element): Element[] {
  return [...root.querySelectorAll('rect[rx="10"]')];
}

describe('renderProcess', () => {
  it('draws a numbered box per step with its label and detail, and an arrow between each pair', () => {
    const root = readSvg(renderProcess('fig', data(4)));
    expect(boxesOf(root)).toHaveLength(4);
    expect(root.querySelectorAll('line[marker-end="url(#fig-arrow)"]')).toHaveLength(3);
    expect(root.querySelector('marker#fig-arrow')).not.toBeNull();
    expect(textsOf(root)).toEqual(expect.arrayContaining(['1', '2', '3', '4', 'Step A', 'where it starts', 'Step D']));
  });

  it('keeps up to 4 steps in one row, left to right', () => {
    const boxes = boxesOf(readSvg(renderProcess('fig', data(4))));
    expect(new Set(boxes.map((b) => b.getAttribute('y'))).size).toBe(1);
    const xs = boxes.map((b) => numberAttr(b, 'x'));
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  });

  it('snakes more steps over two rows, the second running right to left', () => {
    const boxes = boxesOf(readSvg(renderProcess('fig', data(6))));
    const [first, second] = [boxes.slice(0, 3), boxes.slice(3)];
    expect(new Set(first.map((b) => b.getAttribute('y'))).size).toBe(1);
    expect(numberAttr(second[0]!, 'y')).toBeGreaterThan(numberAttr(first[0]!, 'y'));
    expect(numberAttr(second[0]!, 'x')).toBe(numberAttr(first[2]!, 'x')); // step 4 sits under step 3
    expect(numberAttr(second[2]!, 'x')).toBe(numberAttr(first[0]!, 'x'));
  });

  it('describes the steps in order', () => {
    const desc = readSvg(renderProcess('fig', data(3))).querySelector('desc')?.textContent;
    expect(desc).toBe('Process diagram: Making paper. 3 stages, in order: 1. Step A (where it starts); 2. Step B; 3. Step C.');
  });
});
