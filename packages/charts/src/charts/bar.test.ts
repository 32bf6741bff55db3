import { describe, expect, it } from 'vitest';
import type { BarChart } from '../content/chart-data';
import { numberAttr, readSvg, textsOf } from '../testing/read-svg';
import { renderBar } from './bar';

const data: BarChart = {
  kind: 'bar',
  title: 'Waste collected by district',
  subtitle: 'Tonnes per week',
  note: 'Illustrative data.',
  categories: ['North', 'South', 'East'],
  series: [
    { name: 'Paper', values: [10, 20, 40] },
    { name: 'Glass', values: [5, 15, 30] },
  ],
  xAxis: { label: 'District' },
  yAxis: { label: 'Tonnes', min: 0, max: 40, step: 10 },
};

/** The bars: the only rects with a tooltip. */
function barsOf(root: Element): Element[] {
  return [...root.querySelectorAll('rect')].filter((rect) => rect.querySelector('title'));
}

describe('renderBar', () => {
  it('draws one bar per value, titled with its series, category and value', () => {
    const root = readSvg(renderBar('fig', data));
    const bars = barsOf(root);
    expect(bars).toHaveLength(6);
    expect(bars.map((bar) => bar.querySelector('title')?.textContent)).toEqual([
      'Paper, North: 10',
      'Glass, North: 5',
      'Paper, South: 20',
      'Glass, South: 15',
      'Paper, East: 40',
      'Glass, East: 30',
    ]);
  });

  it('makes bar heights proportional to the values and stands them on the axis', () => {
    const bars = barsOf(readSvg(renderBar('fig', data)));
    const heights = bars.map((bar) => numberAttr(bar, 'height'));
    expect(heights[4]).toBeCloseTo(300, 1); // 40, the top of the axis: the full plot height
    heights.forEach((height, i) => expect(height / heights[4]!).toBeCloseTo([10, 5, 20, 15, 40, 30][i]! / 40, 2));
    const bottoms = bars.map((bar) => numberAttr(bar, 'y') + numberAttr(bar, 'height'));
    expect(new Set(bottoms.map((b) => Math.round(b))).size).toBe(1);
  });

  it('labels the axis ticks, the categories, the axes and the values', () => {
    const texts = textsOf(readSvg(renderBar('fig', data)));
    expect(texts).toEqual(expect.arrayContaining(['0', '10', '20', '30', '40', 'North', 'South', 'East', 'District', 'Tonnes', '5', '15']));
    expect(texts.filter((t) => t === '40')).toHaveLength(2); // the top tick and the value label of Paper, East
  });

  it('shows a legend entry per series only when there are several', () => {
    const two = textsOf(readSvg(renderBar('fig', data)));
    expect(two).toEqual(expect.arrayContaining(['Paper', 'Glass']));
    const one = textsOf(readSvg(renderBar('fig', { ...data, series: [data.series[0]!] })));
    expect(one).not.toContain('Paper');
  });

  it('leaves out value labels when asked to', () => {
    const texts = textsOf(readSvg(renderBar('fig', { ...data, valueLabels: false })));
    expect(texts).not.toContain('15');
  });

  it('draws negative values below the zero line', () => {
    const bars = barsOf(readSvg(renderBar('fig', { ...data, series: [{ name: 'Change', values: [10, -10, 20] }], yAxis: { label: 'Change' } })));
    const [up, down] = bars;
    expect(numberAttr(up!, 'y') + numberAttr(up!, 'height')).toBeCloseTo(numberAttr(down!, 'y'), 1); // both meet at 0
    expect(numberAttr(down!, 'height')).toBeCloseTo(numberAttr(up!, 'height'), 1); // -10 as long as 10
  });

  it('has a title, subtitle, note and a description listing every value', () => {
    const root = readSvg(renderBar('fig', data));
    expect(root.querySelector('svg > title')?.textContent).toBe('Waste collected by district');
    expect(textsOf(root)).toEqual(expect.arrayContaining(['Waste collected by district', 'Tonnes per week', 'Illustrative data.']));
    expect(root.querySelector('desc')?.textContent).toBe(
      'Bar chart: Waste collected by district. Tonnes per week. Horizontal axis: District. Vertical axis: Tonnes. ' +
        'Paper: North 10, South 20, East 40. Glass: North 5, South 15, East 30. Illustrative data.',
    );
    expect(root.getAttribute('aria-labelledby')).toBe('fig-title fig-desc');
  });
});
