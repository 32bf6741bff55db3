import type { CycleChart } from '../content/chart-data';
import { AXIS, GRID, MUTED } from '../draw/colours';
import { noteBlock, svgDocument, titleBlock, WIDTH } from '../draw/figure';
import { r2 } from '../draw/round';
import { textBlock } from '../draw/text';
import { wrap } from '../draw/text-measure';
import { arrowDefs, describeSteps, stepBox, stepBoxHeight } from './steps';

/**
 * A cycle diagram: numbered boxes round an ellipse, clockwise from the top, joined by arcs of the ellipse
 * between the boxes' edges, with an optional text in the centre.
 */
export function renderCycle(id: string, data: CycleChart): string {
  const head = titleBlock(data);
  const n = data.steps.length;
  const w = n <= 4 ? 200 : n <= 6 ? 178 : 160;
  const h = stepBoxHeight(data.steps, w);
  const rx = n <= 4 ? 220 : 262;
  const ry = n <= 4 ? 130 + h / 2 : 150 + h / 4;
  const cx = WIDTH / 2;
  const cy = head.bottom + 24 + h / 2 + ry;
  const at = (angle: number): [number, number] => [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)];
  const centres = data.steps.map((_, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    return { angle, x: cx + rx * Math.cos(angle), y: cy + ry * Math.sin(angle) };
  });
  const inside = ([px, py]: [number, number], c: { x: number; y: number }) => Math.abs(px - c.x) <= w / 2 + 8 && Math.abs(py - c.y) <= h / 2 + 8;
  let svg = arrowDefs(id);
  svg += `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${rx}" ry="${r2(ry)}" fill="none" stroke="${GRID}" stroke-width="1" stroke-dasharray="2 5"/>`;
  centres.forEach((from, i) => {
    const to = centres[(i + 1) % n]!;
    const endAngle = i + 1 === n ? to.angle + 2 * Math.PI : to.angle;
    // Walk along the ellipse out of each box, in small steps, to find where the arc is visible.
    const stepSize = 0.002;
    let a0 = from.angle;
    while (a0 < endAngle && inside(at(a0), from)) a0 += stepSize;
    let a1 = endAngle;
    while (a1 > a0 && inside(at(a1), to)) a1 -= stepSize;
    if (a1 - a0 < 0.05) return;
    const [x0, y0] = at(a0);
    const [x1, y1] = at(a1);
    svg += `<path d="M${r2(x0)} ${r2(y0)}A${rx} ${r2(ry)} 0 0 1 ${r2(x1)} ${r2(y1)}" fill="none" stroke="${AXIS}" stroke-width="2.2" marker-end="url(#${id}-arrow)"/>`;
  });
  data.steps.forEach((step, i) => (svg += stepBox(centres[i]!.x - w / 2, centres[i]!.y - h / 2, w, h, i + 1, step)));
  if (data.center) {
    const lines = wrap(data.center, rx * 0.9, 16, true);
    svg += textBlock(cx, cy - ((lines.length - 1) * 21) / 2 + 5, lines, { size: 16, weight: 'bold', anchor: 'middle', fill: MUTED, lineHeight: 21 });
  }
  const foot = noteBlock(data, cy + ry + h / 2 + 4);
  return svgDocument(id, data.title, foot.bottom, [head.svg, svg, foot.svg], describeSteps(data, 'Cycle diagram'));
}
