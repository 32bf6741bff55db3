import { describe, expect, it } from 'vitest';
import type { LineChart } from '../content/chart-data';
import { readSvg, textsOf } from '../testing/read-svg';
import { renderLine } from './line';

const data: LineChart = {
  kind: 'line',
  title: 'Passengers by mode',
  categories: ['2000', '2005', '2010', '2015'],
  series: [
    { name: 'Rail', values: [20, 30, 45, 60] },
    { name: 'Tram', values: [null, 10, 15, 12] },
  ],
  xAxis: { label: 'Year' },
  yAxis: { label: 'Passengers (millions)', min: 0, max: 60, step: 20, suffix: 'm' },
};

/** The series lines: paths with no fill drawn 3 px wide. */
function linesOf(root: Element): Element[] {
  return [...root.querySelectorAll('path[fill="none"][stroke-width="3"]')];
}

/** The starting point of every segment of a path (one per run of values without a gap). */
function segmentStarts(path: Element): number {
  return (path.getAttribute('d') ?? '').split('M').length - 1;
}

describe('renderLine', () => {
  it('draws one line per series, each a different colour and dash', () => {
    const lines = linesOf(readSvg(renderLine('fig', data)));
    expect(lines).toHaveLength(2);
    expect(lines[0]!.getAttribute('stroke')).not.toBe(lines[1]!.getAttribute('stroke'));
    expect(lines[0]!.hasAttribute('stroke-dasharray')).toBe(false);
    expect(lines[1]!.getAttribute('stroke-dasharray')).toBe('9 5');
  });

  it('maps higher values higher up and leaves out the points with no data', () => {
    const [rail, tram] = linesOf(readSvg(renderLine('fig', data)));
    const ys = (rail!.getAttribute('d') ?? '').split(/[ML]/).filter(Boolean).map((point) => Number(point.split(' ')[1]));
    expect(ys).toHaveLength(4);
    expect([...ys].sort((a, b) => b - a)).toEqual(ys); // rising values: y falls
    expect((tram!.getAttribute('d') ?? '').match(/[ML]/g)).toHaveLength(3);
  });

  it('breaks a line where a value in the middle is missing', () => {
    const gappy = renderLine('fig', { ...data, series: [{ name: 'Rail', values: [20, null, 45, 60] }] });
    expect(segmentStarts(linesOf(readSvg(gappy))[0]!)).toBe(2);
  });

  it('marks every value and shows a legend entry per series', () => {
    const root = readSvg(renderLine('fig', data));
    const markers = root.querySelectorAll('g > circle, g > rect[stroke="#ffffff"]');
    expect(markers.length).toBe(2 + 4 + 3); // legend keys, then Rail's circles and Tram's squares
    expect(textsOf(root)).toEqual(expect.arrayContaining(['Rail', 'Tram']));
  });

  it('labels the ticks with the unit and every category', () => {
    const texts = textsOf(readSvg(renderLine('fig', data)));
    expect(texts).toEqual(expect.arrayContaining(['0m', '20m', '40m', '60m', '2000', '2005', '2010', '2015', 'Year', 'Passengers (millions)']));
  });

  it('prints every value only when pointLabels is "all"', () => {
    expect(textsOf(readSvg(renderLine('fig', data)))).not.toContain('45m');
    const texts = textsOf(readSvg(renderLine('fig', { ...data, pointLabels: 'all' })));
    expect(texts).toEqual(expect.arrayContaining(['45m', '10m', '15m', '12m']));
    expect(texts.filter((t) => t === '60m')).toHaveLength(2); // the top tick and Rail's last point
  });

  it('labels only every few categories when they would collide', () => {
    const categories = Array.from({ length: 40 }, (_, i) => `Week ${i + 1}`);
    const many = renderLine('fig', { ...data, categories, series: [{ name: 'Rail', values: categories.map((_, i) => i) }], yAxis: { label: 'Trips' } });
    const shown = textsOf(readSvg(many)).filter((t) => t.startsWith('Week'));
    expect(shown.length).toBeLessThan(40);
    expect(shown[0]).toBe('Week 1');
    expect(shown.at(-1)).toBe('Week 40');
  });

  it('describes every value, saying where there is no data', () => {
    const desc = readSvg(renderLine('fig', data)).querySelector('desc')?.textContent;
    expect(desc).toContain('Tram: 2000 no data, 2005 10m, 2010 15m, 2015 12m.');
  });
});
