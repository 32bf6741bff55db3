import { INK } from './colours';
import { r2 } from './round';

/** How a <text> is drawn. Defaults: 13 px, normal weight, start-anchored, ink colour. */
export interface TextStyle {
  size?: number;
  weight?: 'bold';
  anchor?: 'start' | 'middle' | 'end';
  fill?: string;
  /** Further attributes, written as is (e.g. a transform or a white halo). */
  extra?: string;
}

/** Escapes a text for SVG content or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** One <text> at baseline (x, y); attributes equal to the defaults are left out. */
export function textElement(x: number, y: number, content: string, { size = 13, weight, anchor = 'start', fill = INK, extra = '' }: TextStyle = {}): string {
  const attrs = [`x="${r2(x)}"`, `y="${r2(y)}"`, `font-size="${size}"`];
  if (weight) attrs.push(`font-weight="${weight}"`);
  if (anchor !== 'start') attrs.push(`text-anchor="${anchor}"`);
  if (fill !== INK) attrs.push(`fill="${fill}"`);
  if (extra) attrs.push(extra);
  return `<text ${attrs.join(' ')}>${escapeXml(content)}</text>`;
}

/** Lines of text stacked from a first baseline, `lineHeight` apart (default 1.3 × the size, rounded). */
export function textBlock(x: number, y: number, lines: string[], style: TextStyle & { lineHeight?: number } = {}): string {
  const { lineHeight = Math.round((style.size ?? 13) * 1.3), ...textStyle } = style;
  return lines.map((line, i) => textElement(x, y + i * lineHeight, line, textStyle)).join('');
}
