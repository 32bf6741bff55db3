import { describe, expect, it } from 'vitest';
import type { PieChart } from '../content/chart-data';
import { readSvg, textsOf } from '../testing/read-svg';
import { renderPie } from './pie';

const one: PieChart = {
  kind: 'pie',
  title: 'Where the money comes from',
  pies: [
    {
      slices: [
        { label: 'Fees', value: 55 },
        { label: 'Grants', value: 30 },
        { label: 'Gifts', value: 15 },
      ],
    },
  ],
};

const two: PieChart = {
  kind: 'pie',
  title: 'How staff travel to work',
  pies: [
    { label: '2010', slices: [{ label: 'Car', value: 70 }, { label: 'Bus', value: 25 }, { label: 'Bike', value: 5 }] },
    { label: '2020', slices: [{ label: 'Bus', value: 50 }, { label: 'Car', value: 40 }, { label: 'Walk', value: 10 }] },
  ],
};

function slicesOf(root: Element): Element[] {
  return [...root.querySelectorAll('path')].filter((path) => path.querySelector('title'));
}

describe('renderPie', () => {
  it('draws one slice per value, the large-arc flag set only for a slice over half the pie', () => {
    const slices = slicesOf(readSvg(renderPie('fig', one)));
    expect(slices.map((s) => s.querySelector('title')?.textContent)).toEqual(['Fees: 55%', 'Grants: 30%', 'Gifts: 15%']);
    const largeArc = slices.map((s) => (s.getAttribute('d') ?? '').match(/A140 140 0 (\d) 1/)?.[1]);
    expect(largeArc).toEqual(['1', '0', '0']);
  });

  it('labels each slice of a single pie outside it, with a leader line', () => {
    const root = readSvg(renderPie('fig', one));
    expect(textsOf(root)).toEqual(expect.arrayContaining(['Fees: 55%', 'Grants: 30%', 'Gifts: 15%']));
    expect(root.querySelectorAll('path[fill="none"]')).toHaveLength(3);
  });

  it('gives a slice label the same colour in both pies and one legend entry', () => {
    const root = readSvg(renderPie('fig', two));
    const fills = Object.fromEntries(slicesOf(root).map((s, i) => [`${i < 3 ? 'a' : 'b'} ${s.querySelector('title')?.textContent?.split(':')[0]}`, s.getAttribute('fill')]));
    expect(fills['a Car']).toBe(fills['b Car']);
    expect(fills['a Bus']).toBe(fills['b Bus']);
    expect(new Set(Object.values(fills)).size).toBe(4);
    const texts = textsOf(root);
    for (const label of ['Car', 'Bus', 'Bike', 'Walk']) expect(texts.filter((t) => t === label)).toHaveLength(1);
    expect(texts).toEqual(expect.arrayContaining(['2010', '2020', '70%', '50%']));
  });

  it('prints the value of a thin slice outside a pie of two', () => {
    const root = readSvg(renderPie('fig', two));
    const bike = [...root.querySelectorAll('text')].find((t) => t.textContent === '5%');
    expect(bike?.getAttribute('text-anchor')).not.toBe('middle');
  });

  it('uses the suffix given and describes every slice', () => {
    const counts: PieChart = { ...one, suffix: ' people', pies: [{ slices: [{ label: 'Yes', value: 12 }, { label: 'No', value: 8 }] }] };
    const root = readSvg(renderPie('fig', counts));
    expect(textsOf(root)).toContain('Yes: 12 people');
    expect(root.querySelector('desc')?.textContent).toBe('Pie chart: Where the money comes from. Yes 12 people, No 8 people.');
  });
});
