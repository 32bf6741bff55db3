import { AREA_KINDS, LINE_KINDS, type MapChart } from '../content/chart-data';
import { AXIS, INK } from '../draw/colours';
import { describeFigure, noteBlock, svgDocument, titleBlock, WIDTH } from '../draw/figure';
import { legend } from '../draw/legend';
import { marker } from '../draw/marker';
import { r2 } from '../draw/round';
import { textElement, type TextStyle } from '../draw/text';
import { textWidth } from '../draw/text-measure';

type AreaKind = (typeof AREA_KINDS)[number];
type LineKind = (typeof LINE_KINDS)[number];
type Pattern = 'hatch' | 'dots' | 'rows' | 'trees';
type Point = [number, number];

/** Area fills: colour plus a pattern, so kinds differ without relying on colour. */
const AREA_STYLES: Record<AreaKind, { fill: string; opacity: number; pattern: Pattern | null; legend: string }> = {
  residential: { fill: '#E69F00', opacity: 0.45, pattern: null, legend: 'Housing' },
  commercial: { fill: '#CC79A7', opacity: 0.5, pattern: 'dots', legend: 'Shops and offices' },
  industrial: { fill: '#8c8c8c', opacity: 0.55, pattern: 'hatch', legend: 'Industry' },
  forest: { fill: '#009E73', opacity: 0.55, pattern: 'trees', legend: 'Forest' },
  park: { fill: '#009E73', opacity: 0.3, pattern: null, legend: 'Park' },
  farmland: { fill: '#F0E442', opacity: 0.55, pattern: 'rows', legend: 'Farmland' },
  water: { fill: '#56B4E9', opacity: 0.75, pattern: null, legend: 'Water' },
  beach: { fill: '#f2dfb4', opacity: 1, pattern: 'dots', legend: 'Beach' },
  campus: { fill: '#0072B2', opacity: 0.25, pattern: null, legend: 'University' },
  hills: { fill: '#D55E00', opacity: 0.3, pattern: 'hatch', legend: 'Hills' },
};

/** Line strokes; a road is drawn as a white line on a wider grey one. */
const LINE_STYLES: Record<LineKind, { stroke: string; width: number; dash: string; legend: string }> = {
  river: { stroke: '#3a9ad9', width: 7, dash: '', legend: 'River' },
  road: { stroke: '#595959', width: 5, dash: '', legend: 'Road' },
  rail: { stroke: '#000000', width: 3, dash: '10 4', legend: 'Railway' },
  path: { stroke: '#D55E00', width: 2.5, dash: '3 4', legend: 'Footpath' },
  ferry: { stroke: '#0072B2', width: 2.5, dash: '8 6', legend: 'Ferry route' },
};

function patternDefs(id: string): string {
  return [
    `<pattern id="${id}-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="8" stroke="#333333" stroke-width="1.2" stroke-opacity="0.6"/></pattern>`,
    `<pattern id="${id}-dots" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="4.5" cy="4.5" r="1.3" fill="#333333" fill-opacity="0.55"/></pattern>`,
    `<pattern id="${id}-rows" width="10" height="10" patternUnits="userSpaceOnUse"><line x1="0" y1="5" x2="10" y2="5" stroke="#6b5e00" stroke-width="1" stroke-opacity="0.6"/></pattern>`,
    `<pattern id="${id}-trees" width="16" height="14" patternUnits="userSpaceOnUse"><path d="M8 2L13 10H3Z" fill="#00573f" fill-opacity="0.55"/></pattern>`,
  ].join('');
}

function centroid(points: Point[]): Point {
  return [points.reduce((s, p) => s + p[0], 0) / points.length, points.reduce((s, p) => s + p[1], 0) / points.length];
}

/** A text with a white halo, legible over any fill. */
function haloLabel(x: number, y: number, text: string, style: TextStyle = {}): string {
  const halo = 'stroke="#ffffff" stroke-width="4" stroke-linejoin="round" paint-order="stroke"';
  return textElement(x, y, text, { size: 13, ...style, extra: `${halo}${style.extra ? ` ${style.extra}` : ''}` });
}

/**
 * A map on a grid (origin top left) scaled to the figure's width: sea and land, patterned areas, rivers,
 * roads and railways, labelled places, a north arrow, an optional scale bar, and a legend of the kinds used.
 */
export function renderMap(id: string, data: MapChart): string {
  const head = titleBlock(data);
  const [gw, gh] = data.grid;
  const areas = data.areas ?? [];
  const lines = data.lines ?? [];
  const frameLeft = 24;
  const frameTop = head.bottom + 10;
  const frameWidth = WIDTH - 48;
  const scale = frameWidth / gw;
  const frameHeight = gh * scale;
  const X = (gx: number) => frameLeft + gx * scale;
  const Y = (gy: number) => frameTop + gy * scale;
  const path = (points: Point[]) => points.map(([px, py], i) => `${i ? 'L' : 'M'}${r2(X(px))} ${r2(Y(py))}`).join('');
  const frameRect = `x="${frameLeft}" y="${r2(frameTop)}" width="${frameWidth}" height="${r2(frameHeight)}"`;
  let svg = `<defs>${patternDefs(id)}<clipPath id="${id}-frame"><rect ${frameRect}/></clipPath></defs>`;
  svg += `<rect ${frameRect} fill="${data.land ? '#cfe8f7' : '#f7f4ea'}"/>`;
  svg += `<g clip-path="url(#${id}-frame)">`;
  if (data.land) svg += `<path d="${path(data.land)}Z" fill="#f7f4ea" stroke="#6d6d6d" stroke-width="1.5"/>`;
  for (const area of areas) {
    const style = AREA_STYLES[area.kind];
    svg += `<path d="${path(area.points)}Z" fill="${style.fill}" fill-opacity="${style.opacity}" stroke="${AXIS}" stroke-width="1"/>`;
    if (style.pattern) svg += `<path d="${path(area.points)}Z" fill="url(#${id}-${style.pattern})"/>`;
  }
  for (const line of lines) {
    const style = LINE_STYLES[line.kind];
    const d = path(line.points);
    if (line.kind === 'rail') svg += `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linejoin="round"/>`;
    if (line.kind === 'road') svg += `<path d="${d}" fill="none" stroke="#595959" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>`;
    svg += `<path d="${d}" fill="none" stroke="${line.kind === 'road' ? '#ffffff' : style.stroke}" stroke-width="${line.kind === 'road' ? 3 : style.width}" stroke-linejoin="round" stroke-linecap="round"${style.dash ? ` stroke-dasharray="${style.dash}"` : ''}/>`;
  }
  svg += '</g>';
  for (const area of areas) {
    const [lx, ly] = area.labelAt ?? centroid(area.points);
    svg += haloLabel(X(lx), Y(ly) + 4.5, area.name, { anchor: 'middle', weight: 'bold', fill: INK });
  }
  for (const line of lines) {
    if (line.labelAt) svg += haloLabel(X(line.labelAt[0]), Y(line.labelAt[1]) + 4.5, line.name, { anchor: 'middle', fill: INK, extra: 'font-style="italic"' });
  }
  for (const place of data.places ?? []) {
    const px = X(place.x);
    const py = Y(place.y);
    svg += marker(place.symbol ?? 'circle', px, py, '#D55E00', 6);
    const side = place.labelSide ?? 'right';
    const [tx, ty, anchor] =
      side === 'right' ? [px + 11, py + 4.5, 'start'] as const : side === 'left' ? [px - 11, py + 4.5, 'end'] as const : side === 'above' ? [px, py - 12, 'middle'] as const : [px, py + 21, 'middle'] as const;
    svg += haloLabel(tx, ty, place.name, { anchor });
  }
  const nx = frameLeft + frameWidth - 30;
  const ny = frameTop + 16;
  svg += `<path d="M${nx} ${r2(ny)}L${nx + 9} ${r2(ny + 26)}L${nx} ${r2(ny + 20)}L${nx - 9} ${r2(ny + 26)}Z" fill="${INK}"/>`;
  svg += haloLabel(nx, ny + 42, 'N', { anchor: 'middle', weight: 'bold' });
  if (data.scale) {
    const length = data.scale.length * scale;
    const labelWidth = textWidth(data.scale.label, 12);
    const sx = frameLeft + frameWidth - 26 - length - labelWidth;
    const sy = frameTop + frameHeight - 18;
    svg += `<rect x="${sx - 6}" y="${r2(sy - 22)}" width="${r2(length + 12 + labelWidth + 10)}" height="32" fill="#ffffff" fill-opacity="0.85"/>`;
    svg += `<path d="M${sx} ${r2(sy - 6)}V${r2(sy)}H${r2(sx + length)}V${r2(sy - 6)}" fill="none" stroke="${INK}" stroke-width="2"/>`;
    svg += textElement(sx + length + 8, sy + 1, data.scale.label, { size: 12 });
  }
  svg += `<rect ${frameRect} fill="none" stroke="${AXIS}" stroke-width="1.2"/>`;
  const keyed = mapLegend(id, data, frameTop + frameHeight + 14);
  const foot = noteBlock(data, frameTop + frameHeight + 14 + keyed.height);
  return svgDocument(id, data.title, foot.bottom, [head.svg, svg + keyed.svg, foot.svg], describeFigure('Map', data, []));
}

/** The legend of a map: the area kinds, then the line kinds, that it uses, in a fixed order. */
function mapLegend(id: string, data: MapChart, top: number): { svg: string; height: number } {
  const areaKinds = AREA_KINDS.filter((kind) => data.areas?.some((a) => a.kind === kind));
  const lineKinds = LINE_KINDS.filter((kind) => data.lines?.some((l) => l.kind === kind));
  const names = [...areaKinds.map((kind) => AREA_STYLES[kind].legend), ...lineKinds.map((kind) => LINE_STYLES[kind].legend)];
  return legend(names, top, (x, yMid, i) => {
    const areaKind = areaKinds[i];
    if (areaKind) {
      const style = AREA_STYLES[areaKind];
      const box = `x="${r2(x + 2)}" y="${r2(yMid - 8)}" width="24" height="16"`;
      const key = `<rect ${box} fill="${style.fill}" fill-opacity="${style.opacity}" stroke="${AXIS}" stroke-width="0.8"/>`;
      return style.pattern ? `${key}<rect ${box} fill="url(#${id}-${style.pattern})"/>` : key;
    }
    const lineKind = lineKinds[i - areaKinds.length]!;
    const style = LINE_STYLES[lineKind];
    const stroke = `x1="${r2(x)}" y1="${r2(yMid)}" x2="${r2(x + 28)}" y2="${r2(yMid)}"`;
    if (lineKind === 'road') return `<line ${stroke} stroke="#595959" stroke-width="7"/><line ${stroke} stroke="#ffffff" stroke-width="3"/>`;
    return `<line ${stroke} stroke="${style.stroke}" stroke-width="${style.width}"${style.dash ? ` stroke-dasharray="${style.dash}"` : ''}/>`;
  });
}
