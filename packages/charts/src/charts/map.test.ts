import { describe, expect, it } from 'vitest';
import type { MapChart } from '../content/chart-data';
import { readSvg, textsOf } from '../testing/read-svg';
import { renderMap } from './map';

const data: MapChart = {
  kind: 'map',
  title: 'Riverside in 2020',
  description: 'A town on a river with a park to the north.',
  grid: [100, 50],
  areas: [
    { name: 'Old Town', kind: 'residential', points: [[10, 10], [40, 10], [40, 40], [10, 40]] },
    { name: 'North Wood', kind: 'forest', points: [[50, 5], [90, 5], [90, 20], [50, 20]], labelAt: [70, 12] },
  ],
  lines: [
    { name: 'River Ouse', kind: 'river', points: [[0, 45], [100, 30]], labelAt: [50, 40] },
    { name: 'A1', kind: 'road', points: [[45, 0], [45, 50]] },
  ],
  places: [
    { name: 'Station', x: 60, y: 35, symbol: 'square' },
    { name: 'Museum', x: 20, y: 25, labelSide: 'left' },
  ],
  scale: { length: 10, label: '500 m' },
};

describe('renderMap', () => {
  it('scales the grid to the figure width', () => {
    const frame = readSvg(renderMap('fig', data)).querySelector('clipPath#fig-frame rect');
    expect(frame?.getAttribute('width')).toBe('752');
    expect(frame?.getAttribute('height')).toBe('376'); // 50 grid units × 7.52 px
  });

  it('fills each area with its kind, patterned where the kind has a pattern', () => {
    const root = readSvg(renderMap('fig', data));
    expect(root.querySelectorAll('path[fill="#E69F00"]')).toHaveLength(1);
    expect(root.querySelectorAll('path[fill="url(#fig-trees)"]')).toHaveLength(1);
    expect(root.querySelector('pattern#fig-trees')).not.toBeNull();
  });

  it('names the areas, labelled lines and places, and marks each place', () => {
    const root = readSvg(renderMap('fig', data));
    expect(textsOf(root)).toEqual(expect.arrayContaining(['Old Town', 'North Wood', 'River Ouse', 'Station', 'Museum']));
    expect(textsOf(root)).not.toContain('A1'); // no labelAt: the road is not named
    const museum = [...root.querySelectorAll('text')].find((t) => t.textContent === 'Museum');
    expect(museum?.getAttribute('text-anchor')).toBe('end');
    expect(root.querySelectorAll('rect[fill="#D55E00"]')).toHaveLength(1);
    expect(root.querySelectorAll('circle[fill="#D55E00"]')).toHaveLength(1);
  });

  it('has a north arrow, a scale bar and a legend of the kinds used, areas first', () => {
    const texts = textsOf(readSvg(renderMap('fig', data)));
    expect(texts).toEqual(expect.arrayContaining(['N', '500 m']));
    const legend = texts.filter((t) => ['Housing', 'Forest', 'River', 'Road', 'Railway', 'Park'].includes(t));
    expect(legend).toEqual(['Housing', 'Forest', 'River', 'Road']);
  });

  it('describes the map in its own words', () => {
    expect(readSvg(renderMap('fig', data)).querySelector('desc')?.textContent).toBe('Map: Riverside in 2020. A town on a river with a park to the north.');
  });
});
