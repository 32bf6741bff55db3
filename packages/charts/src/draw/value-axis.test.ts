import { describe, expect, it } from 'vitest';
import type { SeriesChart } from '../content/chart-data';
import { drawValueAxis, valueAxisRange } from './value-axis';

const chart = (values: number[], yAxis: SeriesChart['yAxis'] = { label: 'y' }): SeriesChart => ({
  kind: 'bar',
  title: 't',
  categories: values.map((_, i) => `c${i}`),
  series: [{ name: 's', values }],
  xAxis: { label: 'x' },
  yAxis,
});

describe('valueAxisRange', () => {
  it('rounds out to about 5 ticks of 1, 2, 2.5 or 5 × 10^k, from 0', () => {
    expect(valueAxisRange(chart([13, 47]))).toEqual({ min: 0, max: 50, step: 10 });
    expect(valueAxisRange(chart([1200, 8600]))).toEqual({ min: 0, max: 10000, step: 2000 });
    expect(valueAxisRange(chart([0.4, 1.1]))).toEqual({ min: 0, max: 1.25, step: 0.25 });
    expect(valueAxisRange(chart([-30, 20]))).toEqual({ min: -30, max: 20, step: 10 });
  });

  it('keeps the min, max and step the data gives, choosing a round step when none is given', () => {
    expect(valueAxisRange(chart([35, 60], { label: 'y', min: 30, max: 90 }))).toEqual({ min: 30, max: 90, step: 20 });
    expect(valueAxisRange(chart([35, 60], { label: 'y', min: 0, max: 80, step: 20 }))).toEqual({ min: 0, max: 80, step: 20 });
  });
});

describe('drawValueAxis', () => {
  it('maps the axis range onto the plot, top to bottom, with a labelled tick per step', () => {
    const { svg, y } = drawValueAxis('Share', { suffix: '%' }, { left: 60, right: 700, top: 100, bottom: 400 }, { min: 0, max: 60, step: 20 });
    expect(y(0)).toBe(400);
    expect(y(60)).toBe(100);
    expect(y(30)).toBe(250);
    expect(svg.match(/>(\d+%)</g)).toEqual(['>0%<', '>20%<', '>40%<', '>60%<']);
    expect(svg).toContain('transform="rotate(-90 22 250)">Share</text>');
  });
});
