import type { SeriesChart } from '../content/chart-data';
import { describeFigure } from '../draw/figure';
import { formatValue } from '../draw/format-number';
import { valueFormatOf } from '../draw/value-axis';

/** The <desc> of a bar or line chart: its axes, then every value of every series. */
export function describeSeries(data: SeriesChart, what: string): string {
  const format = valueFormatOf(data);
  const body = [`Horizontal axis: ${data.xAxis.label}. Vertical axis: ${data.yAxis.label}.`];
  for (const series of data.series) {
    const values = data.categories.map((category, i) => {
      const value = series.values[i];
      return `${category} ${value === null || value === undefined ? 'no data' : formatValue(value, format)}`;
    });
    body.push(`${series.name}: ${values.join(', ')}.`);
  }
  return describeFigure(what, data, body);
}
