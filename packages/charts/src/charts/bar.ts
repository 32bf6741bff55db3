import type { BarChart } from '../content/chart-data';
import { AXIS, MUTED, paletteColour } from '../draw/colours';
import { noteBlock, svgDocument, titleBlock, WIDTH } from '../draw/figure';
import { formatValue } from '../draw/format-number';
import { legend } from '../draw/legend';
import { r2 } from '../draw/round';
import { escapeXml, textBlock, textElement } from '../draw/text';
import { textWidth, wrap } from '../draw/text-measure';
import { drawValueAxis, plotLeft, valueAxisRange, valueFormatOf, type PlotArea } from '../draw/value-axis';
import { describeSeries } from './describe-series';

/**
 * A grouped bar chart: one group per category, one coloured bar per series (with a legend when there are
 * several), value labels above the bars when they fit.
 */
export function renderBar(id: string, data: BarChart): string {
  const head = titleBlock(data);
  const axis = valueAxisRange(data);
  const format = valueFormatOf(data);
  const keyed =
    data.series.length > 1
      ? legend(
          data.series.map((s) => s.name),
          head.bottom,
          (x, yMid, i) => `<rect x="${r2(x + 4)}" y="${r2(yMid - 8)}" width="20" height="16" fill="${paletteColour(i)}" stroke="${AXIS}" stroke-width="0.5"/>`,
        )
      : { svg: '', height: 0 };
  const top = head.bottom + keyed.height + 26;
  const plot: PlotArea = { left: plotLeft(format, axis), right: WIDTH - 24, top, bottom: top + 300 };
  const groupWidth = (plot.right - plot.left) / data.categories.length;
  const categoryLines = data.categories.map((c) => wrap(c, groupWidth - 6, 13));
  const categoryHeight = Math.max(...categoryLines.map((l) => l.length)) * 17;
  const { svg: axisSvg, y } = drawValueAxis(data.yAxis.label, format, plot, axis);
  const barWidth = (groupWidth * 0.78) / data.series.length;
  const labels = data.valueLabels !== false && data.series.every((s) => s.values.every((v) => textWidth(formatValue(v, format), 12) <= barWidth + 10));
  const base = y(Math.max(axis.min, Math.min(0, axis.max)));
  let bars = '';
  data.categories.forEach((category, c) => {
    const groupLeft = plot.left + c * groupWidth + groupWidth * 0.11;
    data.series.forEach((series, k) => {
      const value = series.values[c]!;
      const x = groupLeft + k * barWidth;
      const barTop = y(Math.max(value, axis.min));
      const tooltip = escapeXml(`${series.name}, ${category}: ${formatValue(value, format)}`);
      bars += `<rect x="${r2(x + 1)}" y="${r2(Math.min(barTop, base))}" width="${r2(barWidth - 2)}" height="${r2(Math.abs(base - barTop))}" fill="${paletteColour(k)}"><title>${tooltip}</title></rect>`;
      if (labels) bars += textElement(x + barWidth / 2, barTop - 5, formatValue(value, format), { size: 12, anchor: 'middle' });
    });
    bars += textBlock(plot.left + (c + 0.5) * groupWidth, plot.bottom + 19, categoryLines[c]!, { size: 13, anchor: 'middle', lineHeight: 17 });
  });
  const xTitleY = plot.bottom + 19 + categoryHeight + 8;
  const xTitle = textElement((plot.left + plot.right) / 2, xTitleY, data.xAxis.label, { size: 13, anchor: 'middle', fill: MUTED });
  const foot = noteBlock(data, xTitleY);
  return svgDocument(id, data.title, foot.bottom, [head.svg, keyed.svg, axisSvg, `<g>${bars}</g>`, xTitle, foot.svg], describeSeries(data, 'Bar chart'));
}
