/** Text colour. */
export const INK = '#1a1a1a';
/** Secondary text: subtitles, axis titles, notes. */
export const MUTED = '#4d4d4d';
/** Gridlines and quiet rules. */
export const GRID = '#d9d9d9';
/** Axes, outlines and arrows. */
export const AXIS = '#595959';

/** Okabe & Ito (2008) colour-blind-safe palette, ordered so neighbouring series contrast most. */
const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];

/** The palette colour of the series, slice or key at `index` (repeating after 8). */
export function paletteColour(index: number): string {
  return PALETTE[index % PALETTE.length]!;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Black or white, whichever contrasts more with the fill. */
export function inkOn(fill: string): string {
  const l = luminance(fill);
  return 1.05 / (l + 0.05) > (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}
