import type { ProcessChart } from '../content/chart-data';
import { noteBlock, svgDocument, titleBlock, WIDTH } from '../draw/figure';
import { arrow, arrowDefs, describeSteps, stepBox, stepBoxHeight } from './steps';

/**
 * A process diagram: numbered boxes joined by arrows, in one row of up to 4 or two rows that snake (the second
 * row runs right to left, below the end of the first).
 */
export function renderProcess(id: string, data: ProcessChart): string {
  const head = titleBlock(data);
  const n = data.steps.length;
  const perRow = n <= 4 ? n : Math.ceil(n / 2);
  const gap = 46;
  const w = (WIDTH - 48 - (perRow - 1) * gap) / perRow;
  const h = stepBoxHeight(data.steps, w);
  const rowGap = 56;
  const top = head.bottom + 24;
  const boxes = data.steps.map((_, i) => {
    const row = Math.floor(i / perRow);
    const col = row % 2 === 0 ? i % perRow : perRow - 1 - (i % perRow);
    return { x: 24 + col * (w + gap), y: top + row * (h + rowGap), row };
  });
  let svg = arrowDefs(id);
  data.steps.forEach((step, i) => (svg += stepBox(boxes[i]!.x, boxes[i]!.y, w, h, i + 1, step)));
  boxes.slice(1).forEach((b, i) => {
    const a = boxes[i]!;
    if (a.row !== b.row) svg += arrow(id, a.x + w / 2, a.y + h + 4, b.x + w / 2, b.y - 8);
    else if (b.x > a.x) svg += arrow(id, a.x + w + 4, a.y + h / 2, b.x - 6, a.y + h / 2);
    else svg += arrow(id, a.x - 4, a.y + h / 2, b.x + w + 6, a.y + h / 2);
  });
  const foot = noteBlock(data, boxes.at(-1)!.y + h + 4);
  return svgDocument(id, data.title, foot.bottom, [head.svg, svg, foot.svg], describeSteps(data, 'Process diagram'));
}
