import type { LineChart } from '../content/chart-data';
import { AXIS, INK, luminance, MUTED, paletteColour } from '../draw/colours';
import { noteBlock, svgDocument, titleBlock, WIDTH } from '../draw/figure';
import { formatValue, type ValueFormat } from '../draw/format-number';
import { legend } from '../draw/legend';
import { marker, type MarkerShape } from '../draw/marker';
import { r2 } from '../draw/round';
import { textElement } from '../draw/text';
import { textWidth } from '../draw/text-measure';
import { drawValueAxis, plotLeft, valueAxisRange, valueFormatOf, type PlotArea } from '../draw/value-axis';
import { describeSeries } from './describe-series';

// Each series differs by dash pattern and marker shape as well as colour.
const DASHES = ['', '9 5', '3 4', '12 4 3 4'];
const MARKERS: MarkerShape[] = ['circle', 'square', 'triangle', 'diamond'];

function dashOf(series: number): string {
  const dash = DASHES[series % DASHES.length]!;
  return dash ? ` stroke-dasharray="${dash}"` : '';
}

function markerOf(series: number): MarkerShape {
  return MARKERS[series % MARKERS.length]!;
}

/**
 * A line graph: one line per series with its own colour, dash and marker, a legend, x-axis labels thinned
 * out when they would collide, gaps where a value is null, and optionally every value printed.
 */
export function renderLine(id: string, data: LineChart): string {
  const head = titleBlock(data);
  const axis = valueAxisRange(data);
  const format = valueFormatOf(data);
  const keyed = legend(
    data.series.map((s) => s.name),
    head.bottom,
    (x, yMid, i) =>
      `<line x1="${r2(x)}" y1="${r2(yMid)}" x2="${r2(x + 28)}" y2="${r2(yMid)}" stroke="${paletteColour(i)}" stroke-width="3"${dashOf(i)}/>${marker(markerOf(i), x + 14, yMid, paletteColour(i))}`,
  );
  const top = head.bottom + keyed.height + 26;
  const plot: PlotArea = { left: plotLeft(format, axis), right: WIDTH - 30, top, bottom: top + 300 };
  const { svg: axisSvg, y } = drawValueAxis(data.yAxis.label, format, plot, axis);
  const n = data.categories.length;
  const inset = 18;
  const spacing = (plot.right - plot.left - 2 * inset) / (n - 1);
  const x = (i: number) => plot.left + inset + (i * (plot.right - plot.left - 2 * inset)) / (n - 1);
  const widest = Math.max(...data.categories.map((c) => textWidth(c, 13)));
  const every = Math.max(1, Math.ceil((widest + 8) / spacing));
  let xTicks = '';
  data.categories.forEach((category, i) => {
    xTicks += `<line x1="${r2(x(i))}" y1="${plot.bottom}" x2="${r2(x(i))}" y2="${plot.bottom + 5}" stroke="${AXIS}"/>`;
    if (i % every === 0 || i === n - 1) xTicks += textElement(x(i), plot.bottom + 20, category, { size: 13, anchor: 'middle' });
  });
  let lines = '';
  data.series.forEach((series, k) => {
    let d = '';
    series.values.forEach((v, i) => {
      if (v === null) return;
      d += `${i > 0 && series.values[i - 1] !== null ? 'L' : 'M'}${r2(x(i))} ${r2(y(v))}`;
    });
    lines += `<path d="${d}" fill="none" stroke="${paletteColour(k)}" stroke-width="3" stroke-linejoin="round"${dashOf(k)}/>`;
    series.values.forEach((v, i) => {
      if (v !== null) lines += marker(markerOf(k), x(i), y(v), paletteColour(k));
    });
  });
  const pointLabels = data.pointLabels === 'all' ? linePointLabels(data, format, x, y, plot) : '';
  const xTitleY = plot.bottom + 44;
  const xTitle = textElement((plot.left + plot.right) / 2, xTitleY, data.xAxis.label, { size: 13, anchor: 'middle', fill: MUTED });
  const foot = noteBlock(data, xTitleY);
  return svgDocument(id, data.title, foot.bottom, [head.svg, keyed.svg, axisSvg, xTicks, `<g>${lines}</g>`, pointLabels, xTitle, foot.svg], describeSeries(data, 'Line graph'));
}

/**
 * A value label beside every point. At each x, the highest point is labelled above, the lowest below, and a
 * middle one on the side with more room; labels that would leave the plot flip side, and labels that would
 * still overlap are pushed apart.
 */
function linePointLabels(data: LineChart, format: ValueFormat, x: (i: number) => number, y: (v: number) => number, plot: PlotArea): string {
  let svg = '';
  data.categories.forEach((_, i) => {
    const points = data.series
      .flatMap((s, k) => {
        const v = s.values[i];
        return v === null || v === undefined ? [] : [{ k, v }];
      })
      .sort((a, b) => b.v - a.v || a.k - b.k);
    const placed = points.map((p, j) => {
      const py = y(p.v);
      const above = points[j - 1];
      const below = points[j + 1];
      const roomAbove = above ? py - y(above.v) : Infinity;
      const roomBelow = below ? y(below.v) - py : Infinity;
      let labelAbove = roomAbove >= roomBelow;
      if (labelAbove && py - 21 < plot.top) labelAbove = false;
      if (!labelAbove && py + 20 > plot.bottom - 3) labelAbove = true;
      return { ...p, baseline: labelAbove ? py - 9 : py + 20 };
    });
    placed.sort((a, b) => a.baseline - b.baseline);
    for (let j = 1; j < placed.length; j += 1) placed[j]!.baseline = Math.max(placed[j]!.baseline, placed[j - 1]!.baseline + 14);
    for (const p of placed) {
      const colour = paletteColour(p.k);
      const readable = 1.05 / (luminance(colour) + 0.05) >= 4.5;
      svg += textElement(x(i), p.baseline, formatValue(p.v, format), { size: 12, anchor: 'middle', weight: 'bold', fill: readable ? colour : INK, extra: 'stroke="#ffffff" stroke-width="3" paint-order="stroke"' });
    }
  });
  return `<g>${svg}</g>`;
}
