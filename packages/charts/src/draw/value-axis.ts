import type { SeriesChart } from '../content/chart-data';
import { AXIS, GRID, INK, MUTED } from './colours';
import { formatValue, type ValueFormat } from './format-number';
import { r2 } from './round';
import { textWidth } from './text-measure';
import { textElement } from './text';

/** The values an axis spans and the distance between its ticks. */
interface AxisRange {
  min: number;
  max: number;
  step: number;
}

/** The plotting area of a chart, in SVG pixels. */
export interface PlotArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A round axis: ticks at 1, 2, 2.5 or 5 × 10^k, about `target` of them. */
function niceAxis(minValue: number, maxValue: number, target = 5): AxisRange {
  const span = Math.max(maxValue - minValue, 1e-9);
  const raw = span / target;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return { min: Math.floor(minValue / step) * step, max: Math.ceil(maxValue / step) * step, step };
}

function ticks({ min, max, step }: AxisRange): number[] {
  const out: number[] = [];
  for (let i = 0; ; i += 1) {
    const value = Number((min + i * step).toPrecision(12));
    if (value > max + step / 1000) break;
    out.push(value);
  }
  return out;
}

/** The value axis of a bar or line chart: the data's own min, max and step, or round ones that include 0. */
export function valueAxisRange(data: SeriesChart): AxisRange {
  const values = data.series.flatMap((s) => s.values).filter((v) => v !== null);
  const auto = niceAxis(Math.min(0, ...values), Math.max(...values));
  const min = data.yAxis.min ?? auto.min;
  const max = data.yAxis.max ?? auto.max;
  const step = data.yAxis.step ?? niceAxis(min, max).step;
  return { min, max, step };
}

/** How the values of a bar or line chart are printed. */
export function valueFormatOf(data: SeriesChart): ValueFormat {
  return { prefix: data.yAxis.prefix ?? '', suffix: data.yAxis.suffix ?? '' };
}

/** Where the plot starts so the widest tick label and the rotated axis title fit to its left. */
export function plotLeft(format: ValueFormat, axis: AxisRange): number {
  const widest = Math.max(...ticks(axis).map((t) => textWidth(formatValue(t, format), 13)));
  return Math.round(44 + widest + 12);
}

/** The y axis, gridlines, tick labels and axis title of a bar or line chart, and the value → y mapping. */
export function drawValueAxis(label: string, format: ValueFormat, plot: PlotArea, axis: AxisRange): { svg: string; y: (value: number) => number } {
  const y = (v: number) => plot.bottom - ((v - axis.min) / (axis.max - axis.min)) * (plot.bottom - plot.top);
  let svg = '';
  for (const tick of ticks(axis)) {
    const ty = y(tick);
    svg += `<line x1="${plot.left}" y1="${r2(ty)}" x2="${plot.right}" y2="${r2(ty)}" stroke="${tick === axis.min ? AXIS : GRID}" stroke-width="1"/>`;
    svg += `<line x1="${plot.left - 5}" y1="${r2(ty)}" x2="${plot.left}" y2="${r2(ty)}" stroke="${AXIS}"/>`;
    svg += textElement(plot.left - 9, ty + 4.5, formatValue(tick, format), { size: 13, anchor: 'end', fill: INK });
  }
  svg += `<line x1="${plot.left}" y1="${plot.top}" x2="${plot.left}" y2="${plot.bottom}" stroke="${AXIS}"/>`;
  const midY = (plot.top + plot.bottom) / 2;
  svg += textElement(22, midY, label, { size: 13, anchor: 'middle', fill: MUTED, extra: `transform="rotate(-90 22 ${r2(midY)})"` });
  return { svg, y };
}
