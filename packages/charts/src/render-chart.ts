import { renderBar } from './charts/bar';
import { renderCycle } from './charts/cycle';
import { renderLine } from './charts/line';
import { renderMap } from './charts/map';
import { renderPie } from './charts/pie';
import { renderProcess } from './charts/process';
import { renderTable } from './charts/table';
import type { ChartData } from './content/chart-data';

/**
 * Draws a figure as an accessible SVG document: a <title>, a <desc> listing every value, white background,
 * labels of at least 12 px, a colour-blind-safe palette with markers and dash patterns as well as colour. The
 * same data always gives the same bytes. `id` names the figure and prefixes the ids inside the SVG.
 *
 * @throws ChartLayoutError when valid data cannot be laid out (a table too wide).
 */
export function renderChart(id: string, data: ChartData): string {
  switch (data.kind) {
    case 'bar':
      return renderBar(id, data);
    case 'line':
      return renderLine(id, data);
    case 'pie':
      return renderPie(id, data);
    case 'table':
      return renderTable(id, data);
    case 'process':
      return renderProcess(id, data);
    case 'cycle':
      return renderCycle(id, data);
    case 'map':
      return renderMap(id, data);
  }
}
