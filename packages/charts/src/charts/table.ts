import type { TableChart } from '../content/chart-data';
import { AXIS, GRID } from '../draw/colours';
import { describeFigure, noteBlock, svgDocument, titleBlock, WIDTH } from '../draw/figure';
import { formatValue } from '../draw/format-number';
import { r2 } from '../draw/round';
import { textBlock, textElement } from '../draw/text';
import { textWidth, wrap } from '../draw/text-measure';

/** Valid data that cannot be laid out, e.g. a table too wide for the figure; the message says what to shorten. */
export class ChartLayoutError extends Error {
  override name = 'ChartLayoutError';
}

const PAD = 14;
const ROW_HEIGHT = 32;

/**
 * A table: a shaded header row (labels wrapped), bold row labels, numbers right-aligned, texts centred,
 * alternate rows shaded. Columns take their natural width plus an equal share of the spare room (at most 60 px).
 *
 * @throws ChartLayoutError when the columns do not fit the figure's width.
 */
export function renderTable(id: string, data: TableChart): string {
  const head = titleBlock(data);
  const cell = (value: string | number, c: number) => (typeof value === 'number' ? formatValue(value, data.columns[c]) : value);
  const headerLines = data.columns.map((column) => wrap(column.label, 150, 13, true));
  const widths = headerLines.map(
    (lines, c) => Math.max(...lines.map((l) => textWidth(l, 13, true)), ...data.rows.map((row) => textWidth(cell(row[c]!, c), 13, c === 0))) + PAD * 2,
  );
  const available = WIDTH - 48;
  const natural = widths.reduce((a, b) => a + b, 0);
  if (natural > available) throw new ChartLayoutError(`the table is ${Math.round(natural)} px wide; shorten labels (at most ${available} px)`);
  const extra = Math.min((available - natural) / widths.length, 60);
  const columnWidths = widths.map((w) => w + extra);
  const tableWidth = columnWidths.reduce((a, b) => a + b, 0);
  const left = (WIDTH - tableWidth) / 2;
  const headHeight = Math.max(...headerLines.map((l) => l.length)) * 17 + 16;
  const top = head.bottom + 14;
  const bodyTop = top + headHeight;
  const bottom = bodyTop + data.rows.length * ROW_HEIGHT;
  const columnLefts = [left];
  for (const width of columnWidths.slice(0, -1)) columnLefts.push(columnLefts.at(-1)! + width);
  // Row labels start-aligned, numeric columns end-aligned, text columns centred.
  const columnText = columnWidths.map((width, c) => {
    const anchor = c === 0 ? 'start' : data.rows.every((row) => typeof row[c] === 'number') ? 'end' : 'middle';
    const x = columnLefts[c]!;
    return { anchor, x: anchor === 'start' ? x + PAD : anchor === 'end' ? x + width - PAD : x + width / 2 } as const;
  });

  let svg = `<rect x="${r2(left)}" y="${r2(top)}" width="${r2(tableWidth)}" height="${headHeight}" fill="#dce9f5"/>`;
  headerLines.forEach((lines, c) => {
    const { anchor, x } = columnText[c]!;
    const firstBaseline = top + headHeight / 2 - ((lines.length - 1) * 17) / 2 + 4.5;
    svg += textBlock(x, firstBaseline, lines, { size: 13, weight: 'bold', anchor, lineHeight: 17 });
    if (c === 0) {
      data.rows.forEach((_, r) => {
        if (r % 2 === 1) svg += `<rect x="${r2(left)}" y="${r2(bodyTop + r * ROW_HEIGHT)}" width="${r2(tableWidth)}" height="${ROW_HEIGHT}" fill="#f3f3f3"/>`;
      });
    }
  });
  columnText.forEach(({ anchor, x }, c) => {
    data.rows.forEach((row, r) => {
      svg += textElement(x, bodyTop + r * ROW_HEIGHT + ROW_HEIGHT / 2 + 4.5, cell(row[c]!, c), { size: 13, anchor, weight: c === 0 ? 'bold' : undefined });
    });
  });

  let rules = `<rect x="${r2(left)}" y="${r2(top)}" width="${r2(tableWidth)}" height="${r2(bottom - top)}" fill="none" stroke="${AXIS}" stroke-width="1.2"/>`;
  rules += `<line x1="${r2(left)}" y1="${r2(bodyTop)}" x2="${r2(left + tableWidth)}" y2="${r2(bodyTop)}" stroke="${AXIS}" stroke-width="1.2"/>`;
  for (let r = 1; r < data.rows.length; r += 1) {
    const y = bodyTop + r * ROW_HEIGHT;
    rules += `<line x1="${r2(left)}" y1="${r2(y)}" x2="${r2(left + tableWidth)}" y2="${r2(y)}" stroke="${GRID}"/>`;
  }
  for (const x of columnLefts.slice(1)) rules += `<line x1="${r2(x)}" y1="${r2(top)}" x2="${r2(x)}" y2="${r2(bottom)}" stroke="${GRID}"/>`;

  const foot = noteBlock(data, bottom + 4);
  const body = [`Columns: ${data.columns.map((c) => c.label).join('; ')}.`];
  for (const row of data.rows) body.push(`${row[0]}: ${row.slice(1).map((v, i) => `${data.columns[i + 1]!.label} ${cell(v, i + 1)}`).join(', ')}.`);
  return svgDocument(id, data.title, foot.bottom, [head.svg, svg, rules, foot.svg], describeFigure('Table', data, body));
}
