import { MUTED } from './colours';
import { escapeXml, textBlock } from './text';
import { wrap } from './text-measure';

/** Width of every figure, in SVG pixels; the height follows from the content. */
export const WIDTH = 800;
const FONT = "'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif";

/** The texts around a figure: its title, and optionally a subtitle, a note printed under it and a description. */
interface Captions {
  title: string;
  subtitle?: string;
  note?: string;
  description?: string;
}

/** A drawn part of a figure and where the next part may start (its bottom, or the figure's full height). */
interface Placed {
  svg: string;
  bottom: number;
}

/** The centred title (20 px bold) and subtitle at the top of a figure. */
export function titleBlock({ title, subtitle }: Captions): Placed {
  const titleLines = wrap(title, WIDTH - 60, 20, true);
  let y = 36;
  let svg = textBlock(WIDTH / 2, y, titleLines, { size: 20, weight: 'bold', anchor: 'middle', lineHeight: 26 });
  y += (titleLines.length - 1) * 26;
  if (subtitle) {
    const subLines = wrap(subtitle, WIDTH - 80, 14);
    y += 24;
    svg += textBlock(WIDTH / 2, y, subLines, { size: 14, anchor: 'middle', fill: MUTED, lineHeight: 19 });
    y += (subLines.length - 1) * 19;
  }
  return { svg, bottom: y + 16 };
}

/** The small note under a figure, if any, below `top`; its bottom is the figure's height. */
export function noteBlock({ note }: Captions, top: number): Placed {
  if (!note) return { svg: '', bottom: top + 16 };
  const lines = wrap(note, WIDTH - 48, 12);
  const y = top + 22;
  return { svg: textBlock(24, y, lines, { size: 12, fill: MUTED, lineHeight: 16 }), bottom: y + (lines.length - 1) * 16 + 14 };
}

/**
 * The text of a figure's <desc>: what it is and its title, the subtitle, `body` (every value shown), then the
 * data's description and note.
 */
export function describeFigure(what: string, captions: Captions, body: string[]): string {
  const parts = [`${what}: ${captions.title}.`];
  if (captions.subtitle) parts.push(`${captions.subtitle}.`);
  parts.push(...body);
  if (captions.description) parts.push(captions.description);
  if (captions.note) parts.push(captions.note);
  return parts.join(' ');
}

/** The SVG document: accessible name and description, white background, then the body. */
export function svgDocument(id: string, title: string, height: number, body: string[], description: string): string {
  const h = Math.ceil(height);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${h}" viewBox="0 0 ${WIDTH} ${h}" role="img" aria-labelledby="${id}-title ${id}-desc" font-family="${escapeXml(FONT)}">`,
    `<title id="${id}-title">${escapeXml(title)}</title>`,
    `<desc id="${id}-desc">${escapeXml(description)}</desc>`,
    `<rect width="${WIDTH}" height="${h}" fill="#ffffff"/>`,
    body.join('\n'),
    '</svg>',
    '',
  ].join('\n');
}
