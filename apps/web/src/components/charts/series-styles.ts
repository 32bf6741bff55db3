/** A recharts marker shape (its `Symbols` types), used for a line's dots and its legend entry. */
type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'star';

/** How one series of a chart is drawn: a colour, a dash pattern and a marker, so colour is never the only signal. */
interface SeriesStyle {
  colour: string;
  /** SVG `stroke-dasharray`; undefined for a solid line. */
  dash: string | undefined;
  marker: MarkerShape;
}

/**
 * Series styles in order: the Okabe–Ito colours (told apart with colour-blindness too), each with its own dash
 * pattern and marker.
 */
const seriesStyles: readonly SeriesStyle[] = [
  { colour: '#0072B2', dash: undefined, marker: 'circle' },
  { colour: '#D55E00', dash: '8 4', marker: 'square' },
  { colour: '#009E73', dash: '2 3', marker: 'triangle' },
  { colour: '#CC79A7', dash: '10 3 2 3', marker: 'diamond' },
  { colour: '#E69F00', dash: '4 4', marker: 'cross' },
  { colour: '#56B4E9', dash: '12 6', marker: 'star' },
];

/** The style of the `index`-th series (repeating after six). */
export function seriesStyle(index: number): SeriesStyle {
  return seriesStyles[index % seriesStyles.length]!;
}
