import type { StepsChart } from '../content/chart-data';
import { AXIS, MUTED } from '../draw/colours';
import { describeFigure } from '../draw/figure';
import { r2 } from '../draw/round';
import { textBlock, textElement } from '../draw/text';
import { wrap } from '../draw/text-measure';

type Step = StepsChart['steps'][number];

/** The <defs> of the arrowhead that `arrow` and the cycle's arcs end with. */
export function arrowDefs(id: string): string {
  return `<defs><marker id="${id}-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10Z" fill="${AXIS}"/></marker></defs>`;
}

/** A straight arrow from (x1, y1) to (x2, y2). */
export function arrow(id: string, x1: number, y1: number, x2: number, y2: number): string {
  return `<line x1="${r2(x1)}" y1="${r2(y1)}" x2="${r2(x2)}" y2="${r2(y2)}" stroke="${AXIS}" stroke-width="2.2" marker-end="url(#${id}-arrow)"/>`;
}

function contentHeight(step: Step, width: number): { label: string[]; detail: string[]; height: number } {
  const label = wrap(step.label, width - 24, 14, true);
  const detail = step.detail ? wrap(step.detail, width - 20, 12) : [];
  return { label, detail, height: label.length * 18 + (detail.length ? 6 + detail.length * 16 : 0) };
}

/** The height every step box needs so the fullest step fits at this width. */
export function stepBoxHeight(steps: Step[], width: number): number {
  return Math.max(...steps.map((step) => contentHeight(step, width).height + 26));
}

/** A rounded box with the step's label (bold) and detail centred, and its number in a disc on the top-left corner. */
export function stepBox(x: number, y: number, width: number, height: number, number: number, step: Step): string {
  const content = contentHeight(step, width);
  let ty = y + (height - content.height) / 2 + 14;
  let svg = `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(width)}" height="${r2(height)}" rx="10" fill="#eef5fb" stroke="#0072B2" stroke-width="1.6"/>`;
  svg += textBlock(x + width / 2, ty, content.label, { size: 14, weight: 'bold', anchor: 'middle', lineHeight: 18 });
  ty += content.label.length * 18 + 4;
  if (content.detail.length) svg += textBlock(x + width / 2, ty, content.detail, { size: 12, anchor: 'middle', fill: MUTED, lineHeight: 16 });
  svg += `<circle cx="${r2(x + 4)}" cy="${r2(y + 4)}" r="13" fill="#0072B2"/>`;
  svg += textElement(x + 4, y + 8.5, String(number), { size: 13, weight: 'bold', anchor: 'middle', fill: '#ffffff' });
  return svg;
}

/** The <desc> of a process or cycle: every step in order, with its detail. */
export function describeSteps(data: StepsChart, what: string): string {
  const body = [
    `${data.steps.length} stages${data.kind === 'cycle' ? ' in a repeating cycle, the last leading back to the first' : ', in order'}:`,
    `${data.steps.map((s, i) => `${i + 1}. ${s.label}${s.detail ? ` (${s.detail})` : ''}`).join('; ')}.`,
  ];
  if (data.center) body.push(`Centre: ${data.center}.`);
  return describeFigure(what, data, body);
}
