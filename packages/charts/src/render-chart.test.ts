import { describe, expect, it } from 'vitest';
import type { ChartData } from './content/chart-data';
import { renderChart } from './render-chart';
import { readSvg } from './testing/read-svg';

const figures: ChartData[] = [
  { kind: 'bar', title: 'Bar', categories: ['a', 'b'], series: [{ name: 's', values: [1, 2] }], xAxis: { label: 'x' }, yAxis: { label: 'y' } },
  { kind: 'line', title: 'Line', categories: ['a', 'b'], series: [{ name: 's', values: [1, 2] }], xAxis: { label: 'x' }, yAxis: { label: 'y' } },
  { kind: 'pie', title: 'Pie', pies: [{ slices: [{ label: 'a', value: 40 }, { label: 'b', value: 60 }] }] },
  { kind: 'table', title: 'Table', columns: [{ label: 'a' }, { label: 'b' }], rows: [['r', 1], ['s', 2]] },
  { kind: 'process', title: 'Process', steps: [{ label: 'a' }, { label: 'b' }, { label: 'c' }] },
  { kind: 'cycle', title: 'Cycle', steps: [{ label: 'a' }, { label: 'b' }, { label: 'c' }] },
  { kind: 'map', title: 'Map', description: 'A map.', grid: [10, 10] },
];

describe('renderChart', () => {
  it.each(figures.map((data) => [data.kind, data] as const))('draws a %s as a titled, described, 800-px-wide SVG on white', (kind, data) => {
    const svg = renderChart('fig', data);
    const root = readSvg(svg);
    expect(root.getAttribute('width')).toBe('800');
    expect(root.getAttribute('viewBox')).toBe(`0 0 800 ${root.getAttribute('height')}`);
    expect(root.querySelector('title#fig-title')?.textContent).toBe(data.title);
    expect(root.querySelector('desc#fig-desc')?.textContent).toMatch(new RegExp(`^${kind === 'process' ? 'Process diagram' : kind === 'cycle' ? 'Cycle diagram' : '[A-Z][a-z ]+'}: ${data.title}\\.`));
    expect(root.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff');
    expect(svg.endsWith('</svg>\n')).toBe(true);
  });

  it('gives the same bytes for the same data', () => {
    for (const data of figures) expect(renderChart('fig', structuredClone(data))).toBe(renderChart('fig', data));
  });
});
