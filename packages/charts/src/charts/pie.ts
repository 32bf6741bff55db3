import type { PieChart } from '../content/chart-data';
import { AXIS, inkOn, paletteColour } from '../draw/colours';
import { describeFigure, noteBlock, svgDocument, titleBlock, WIDTH } from '../draw/figure';
import { formatValue } from '../draw/format-number';
import { legend } from '../draw/legend';
import { r2 } from '../draw/round';
import { escapeXml, textElement } from '../draw/text';

/** A label drawn outside a pie, for the slice whose middle is at angle `mid` (radians clockwise from 12 o'clock). */
interface OutsideLabel {
  mid: number;
  text: string;
}

function pointAt(cx: number, cy: number, radius: number, angle: number): [number, number] {
  return [cx + radius * Math.sin(angle), cy - radius * Math.cos(angle)];
}

/**
 * One or two pie charts. One pie: each slice labelled outside with its name and value. Two pies side by side:
 * values inside the slices (outside when a slice is thin), a shared legend, and one colour per slice label
 * across both pies.
 */
export function renderPie(id: string, data: PieChart): string {
  const head = titleBlock(data);
  const suffix = data.suffix ?? '%';
  const order = [...new Set(data.pies.flatMap((pie) => pie.slices.map((s) => s.label)))];
  const colourOf = (label: string) => paletteColour(order.indexOf(label));
  const single = data.pies.length === 1;
  const radius = single ? 140 : 125;
  // One pie: its caption (if any) above. Two pies: captions below, clear of the outside labels.
  const captionAbove = single && data.pies[0]!.label ? 30 : 0;
  const cy = head.bottom + captionAbove + (single ? 60 : 44) + radius;
  let svg = '';
  data.pies.forEach((pie, p) => {
    const cx = single ? WIDTH / 2 : WIDTH / 4 + (p * WIDTH) / 2;
    if (pie.label) svg += textElement(cx, single ? cy - radius - 48 : cy + radius + 32, pie.label, { size: 16, weight: 'bold', anchor: 'middle' });
    const total = pie.slices.reduce((sum, s) => sum + s.value, 0);
    let start = 0;
    const outside: OutsideLabel[] = [];
    for (const slice of pie.slices) {
      const sweep = (slice.value / total) * 2 * Math.PI;
      const end = start + sweep;
      const [x1, y1] = pointAt(cx, cy, radius, start);
      const [x2, y2] = pointAt(cx, cy, radius, end);
      const fill = colourOf(slice.label);
      const value = formatValue(slice.value, { suffix });
      const label = `${slice.label}: ${value}`;
      svg += `<path d="M${r2(cx)} ${r2(cy)}L${r2(x1)} ${r2(y1)}A${radius} ${radius} 0 ${sweep > Math.PI ? 1 : 0} 1 ${r2(x2)} ${r2(y2)}Z" fill="${fill}" stroke="#ffffff" stroke-width="2"><title>${escapeXml(label)}</title></path>`;
      const mid = start + sweep / 2;
      if (single) outside.push({ mid, text: label });
      else if (sweep >= 0.42) {
        const [lx, ly] = pointAt(cx, cy, radius * 0.64, mid);
        svg += textElement(lx, ly + 5, value, { size: 14, weight: 'bold', anchor: 'middle', fill: inkOn(fill) });
      } else outside.push({ mid, text: value });
      start = end;
    }
    svg += outsideLabels(cx, cy, radius, outside);
  });
  let bottom = cy + radius + 40;
  if (!single) {
    const keyed = legend(order, cy + radius + 54, (x, yMid, i) => `<rect x="${r2(x + 4)}" y="${r2(yMid - 8)}" width="20" height="16" fill="${paletteColour(i)}" stroke="${AXIS}" stroke-width="0.5"/>`);
    svg += keyed.svg;
    bottom = cy + radius + 54 + keyed.height;
  }
  const foot = noteBlock(data, bottom);
  const body = data.pies.map((pie) => `${pie.label ? `${pie.label}: ` : ''}${pie.slices.map((s) => `${s.label} ${formatValue(s.value, { suffix })}`).join(', ')}.`);
  return svgDocument(id, data.title, foot.bottom, [head.svg, svg, foot.svg], describeFigure('Pie chart', data, body));
}

/** Labels outside a pie with leader lines, pushed apart vertically so they never overlap. */
function outsideLabels(cx: number, cy: number, radius: number, labels: OutsideLabel[]): string {
  let svg = '';
  for (const side of ['right', 'left'] as const) {
    const group = labels
      .filter((l) => Math.sin(l.mid) >= 0 === (side === 'right'))
      .map((l) => {
        const [ex, ey] = pointAt(cx, cy, radius + 16, l.mid);
        return { ...l, ex, ey, y: ey };
      })
      .sort((a, b) => a.ey - b.ey);
    for (let i = 1; i < group.length; i += 1) group[i]!.y = Math.max(group[i]!.y, group[i - 1]!.y + 18);
    for (const l of group) {
      const [sx, sy] = pointAt(cx, cy, radius - 4, l.mid);
      const tx = side === 'right' ? Math.max(l.ex, cx + radius * 0.35) + 10 : Math.min(l.ex, cx - radius * 0.35) - 10;
      svg += `<path d="M${r2(sx)} ${r2(sy)}L${r2(l.ex)} ${r2(l.ey)}L${r2(tx - (side === 'right' ? 4 : -4))} ${r2(l.y)}" fill="none" stroke="${AXIS}" stroke-width="1"/>`;
      svg += textElement(tx, l.y + 4.5, l.text, { size: 13, anchor: side === 'right' ? 'start' : 'end' });
    }
  }
  return svg;
}
