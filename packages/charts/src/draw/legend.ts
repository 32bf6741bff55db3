import { WIDTH } from './figure';
import { textElement } from './text';
import { textWidth } from './text-measure';

/** Draws the 28-px key of legend entry `index`, starting at x, centred on yMid. */
type DrawKey = (x: number, yMid: number, index: number) => string;

/** Legend entries laid out in centred rows (24 px each) from `top`; returns the SVG and the rows' height. */
export function legend(names: string[], top: number, drawKey: DrawKey): { svg: string; height: number } {
  const keyWidth = 28;
  const gap = 22;
  const widths = names.map((n) => keyWidth + 6 + textWidth(n, 13));
  const rows: number[][] = [];
  let row: number[] = [];
  let rowWidth = 0;
  widths.forEach((width, i) => {
    if (row.length && rowWidth + gap + width > WIDTH - 80) {
      rows.push(row);
      row = [];
      rowWidth = 0;
    }
    rowWidth += row.length ? gap + width : width;
    row.push(i);
  });
  rows.push(row);
  let svg = '';
  rows.forEach((entries, r) => {
    const total = entries.reduce((sum, i, k) => sum + widths[i]! + (k ? gap : 0), 0);
    let x = (WIDTH - total) / 2;
    const yMid = top + 10 + r * 24;
    for (const i of entries) {
      svg += drawKey(x, yMid, i);
      svg += textElement(x + keyWidth + 6, yMid + 4.5, names[i]!, { size: 13 });
      x += widths[i]! + gap;
    }
  });
  return { svg: `<g>${svg}</g>`, height: rows.length * 24 };
}
