#!/usr/bin/env node
/**
 * Renders the Describe Image prompts of the question bank from data, so every figure a learner should mention
 * is known exactly.
 *
 * For each item in content/questions/speaking/describe-image/<id>.json there is a data file
 * content/images/<id>.json (chart kind, title, axes, series, values, units); this script draws it as an
 * accessible SVG (a <title>, a <desc> listing every value, white background, labels of at least 12 px,
 * Okabe–Ito colour-blind-safe palette, markers and dash patterns as well as colour) into
 * content/media/<id>.svg. Output is deterministic: the same data always gives the same bytes.
 *
 * It also checks that each item agrees with its data:
 *   - prompt.image is "<id>.svg" and every item has a data file (and every data file an item);
 *   - every number in keyElements, the model answer and the alt text appears in the data;
 *   - a key element or model-answer sentence that says "highest/largest/peak…" (or "lowest/smallest…") and
 *     quotes values quotes a maximum (or minimum) of a series, category, pie, table row or column;
 *   - 4–8 key elements and a model answer of 80–110 words.
 *
 * Usage:
 *   node scripts/render-images.mjs           write every SVG that is missing or out of date
 *   node scripts/render-images.mjs --check   exit 1 if any SVG is missing or out of date (writes nothing)
 *
 * Data kinds (fields in brackets are optional):
 *   bar    { title, [subtitle], [note], [description], categories[], series[{name, values[]}],
 *            xAxis{label}, yAxis{label, [min], [max], [step], [prefix], [suffix]}, [valueLabels=true] }
 *   line   { same as bar; categories are the x-axis points, [pointLabels="none"|"all"] }
 *   pie    { title, …, [suffix="%"], pies[{[label], slices[{label, value}]}] } (1–2 pies)
 *   table  { title, …, columns[{label, [decimals], [prefix], [suffix]}], rows[[text, value, …]] }
 *   process / cycle { title, …, steps[{label, [detail]}], [center] (cycle only) }
 *   map    { title, …, grid[w, h], [land[[x,y]…]], areas[{name, kind, points, [labelAt]}],
 *            lines[{name, kind, points, [labelAt]}], places[{name, x, y, [symbol], [labelSide]}],
 *            [scale{length, label}], description }
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ITEMS_DIR = join(ROOT, 'content', 'questions', 'speaking', 'describe-image');
const DATA_DIR = join(ROOT, 'content', 'images');
const MEDIA_DIR = join(ROOT, 'content', 'media');

const WIDTH = 800;
const FONT = "'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif";
const INK = '#1a1a1a';
const MUTED = '#4d4d4d';
const GRID = '#d9d9d9';
const AXIS = '#595959';
/** Okabe & Ito (2008) colour-blind-safe palette, ordered so neighbouring series contrast most. */
const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];
const DASHES = ['', '9 5', '3 4', '12 4 3 4'];
const MARKERS = ['circle', 'square', 'triangle', 'diamond'];

const args = new Set(process.argv.slice(2));
const unknownArgs = [...args].filter((a) => !['--check', '--help', '-h'].includes(a));
if (args.has('--help') || args.has('-h') || unknownArgs.length > 0) {
  if (unknownArgs.length > 0) console.error(`Unknown option(s): ${unknownArgs.join(' ')}`);
  console.log('Usage: node scripts/render-images.mjs [--check]');
  process.exit(unknownArgs.length > 0 ? 2 : 0);
}
const checkOnly = args.has('--check');

// ---------------------------------------------------------------------------------------------------------------
// Text and number helpers

function esc(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Rounds a coordinate to 2 decimals so output does not depend on floating-point noise. */
function r2(value) {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Formats a number as printed on the chart: thousands separators, the decimals given (or as written). */
function formatNumber(value, decimals) {
  const fixed = decimals === undefined ? String(value) : value.toFixed(decimals);
  const [whole, fraction] = fixed.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '');
  const grouped = digits.length > 4 ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : digits;
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

function formatValue(value, { prefix = '', suffix = '', decimals } = {}) {
  return `${prefix}${formatNumber(value, decimals)}${suffix}`;
}

/**
 * Approximate advance width of a text in DejaVu Sans (the widest common fallback), used for wrapping and
 * layout. Over-estimates slightly so text never overflows its box.
 */
function textWidth(text, size, bold = false) {
  let units = 0;
  for (const ch of String(text)) {
    if (' .,:;\'|!il'.includes(ch)) units += 0.32;
    else if ('ftrjI()[]-'.includes(ch)) units += 0.42;
    else if ('mwMW%@'.includes(ch)) units += 0.92;
    else if (/[A-Z]/.test(ch)) units += 0.72;
    else units += 0.6;
  }
  return units * size * (bold ? 1.1 : 1);
}

function wrap(text, maxWidth, size, bold = false) {
  const lines = [];
  let line = '';
  for (const word of String(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function textEl(x, y, content, { size = 13, weight, anchor = 'start', fill = INK, extra = '' } = {}) {
  const attrs = [`x="${r2(x)}"`, `y="${r2(y)}"`, `font-size="${size}"`];
  if (weight) attrs.push(`font-weight="${weight}"`);
  if (anchor !== 'start') attrs.push(`text-anchor="${anchor}"`);
  if (fill !== INK) attrs.push(`fill="${fill}"`);
  if (extra) attrs.push(extra);
  return `<text ${attrs.join(' ')}>${esc(content)}</text>`;
}

/** Lines of text stacked from a first baseline. */
function textBlock(x, y, lines, options = {}) {
  const lineHeight = options.lineHeight ?? Math.round((options.size ?? 13) * 1.3);
  return lines.map((line, i) => textEl(x, y + i * lineHeight, line, options)).join('');
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex) {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever contrasts more with the fill. */
function inkOn(fill) {
  const l = luminance(fill);
  return (1.05) / (l + 0.05) > (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/** A round axis: ticks at 1, 2, 2.5 or 5 × 10^k, about `target` of them. */
function niceAxis(minValue, maxValue, target = 5) {
  const span = Math.max(maxValue - minValue, 1e-9);
  const raw = span / target;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const min = Math.floor(minValue / step) * step;
  const max = Math.ceil(maxValue / step) * step;
  return { min, max, step };
}

function ticks({ min, max, step }) {
  const out = [];
  for (let i = 0; ; i += 1) {
    const value = Number((min + i * step).toPrecision(12));
    if (value > max + step / 1000) break;
    out.push(value);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Data validation

class DataError extends Error {}

function need(condition, message) {
  if (!condition) throw new DataError(message);
}

function isText(value, max = 200) {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= max;
}

function isNum(value) {
  return typeof value === 'number' && Number.isFinite(value);
}

function checkCommon(data) {
  need(isText(data.title, 120), '"title" must be a text of at most 120 characters');
  for (const key of ['subtitle', 'note', 'description']) {
    if (data[key] !== undefined) need(isText(data[key], key === 'description' ? 1500 : 200), `"${key}" must be a non-empty text`);
  }
}

function checkSeriesData(data) {
  need(Array.isArray(data.categories) && data.categories.length >= 2, '"categories" must list at least 2 labels');
  need(data.categories.every((c) => isText(c, 40)), 'every category must be a text of at most 40 characters');
  need(Array.isArray(data.series) && data.series.length >= 1 && data.series.length <= 6, '"series" must have 1–6 entries');
  for (const s of data.series) {
    need(isText(s.name, 40), 'every series needs a "name"');
    // A line may have gaps (null: no data for that point, e.g. before a service existed); bars may not.
    const isValue = (v) => isNum(v) || (data.kind === 'line' && v === null);
    need(
      Array.isArray(s.values) && s.values.length === data.categories.length && s.values.every(isValue),
      `series "${s.name}" must have one number per category (${data.categories.length})${data.kind === 'line' ? ' or null for no data' : ''}`,
    );
    need(s.values.filter(isNum).length >= 2, `series "${s.name}" needs at least 2 values`);
  }
  need(data.xAxis && isText(data.xAxis.label, 80), '"xAxis.label" is required');
  need(data.yAxis && isText(data.yAxis.label, 80), '"yAxis.label" is required');
  for (const key of ['min', 'max', 'step']) if (data.yAxis[key] !== undefined) need(isNum(data.yAxis[key]), `"yAxis.${key}" must be a number`);
  const all = data.series.flatMap((s) => s.values).filter(isNum);
  const axis = yAxisOf(data);
  need(Math.min(...all) >= axis.min && Math.max(...all) <= axis.max, 'every value must lie within the y-axis range');
  need(axis.step > 0 && (axis.max - axis.min) / axis.step <= 12, 'the y-axis needs 12 ticks or fewer');
}

function yAxisOf(data) {
  const all = data.series.flatMap((s) => s.values).filter(isNum);
  const auto = niceAxis(Math.min(0, ...all), Math.max(...all));
  const min = data.yAxis.min ?? auto.min;
  const max = data.yAxis.max ?? auto.max;
  const step = data.yAxis.step ?? niceAxis(min, max).step;
  return { min, max, step };
}

function checkData(data) {
  checkCommon(data);
  switch (data.kind) {
    case 'bar':
    case 'line':
      checkSeriesData(data);
      break;
    case 'pie': {
      need(Array.isArray(data.pies) && data.pies.length >= 1 && data.pies.length <= 2, '"pies" must have 1 or 2 entries');
      for (const pie of data.pies) {
        if (data.pies.length > 1) need(isText(pie.label, 60), 'each of two pies needs a "label"');
        need(Array.isArray(pie.slices) && pie.slices.length >= 2 && pie.slices.length <= 8, 'a pie needs 2–8 slices');
        need(pie.slices.every((s) => isText(s.label, 40) && isNum(s.value) && s.value > 0), 'every slice needs a label and a positive value');
        if ((data.suffix ?? '%') === '%') {
          const total = pie.slices.reduce((sum, s) => sum + s.value, 0);
          need(Math.abs(total - 100) < 0.01, `the slices of "${pie.label ?? data.title}" add up to ${total}, not 100`);
        }
      }
      break;
    }
    case 'table': {
      need(Array.isArray(data.columns) && data.columns.length >= 2 && data.columns.length <= 6, '"columns" must have 2–6 entries');
      need(data.columns.every((c) => isText(c.label, 60)), 'every column needs a "label"');
      need(Array.isArray(data.rows) && data.rows.length >= 2 && data.rows.length <= 10, '"rows" must have 2–10 entries');
      for (const row of data.rows) {
        need(Array.isArray(row) && row.length === data.columns.length, 'every row needs one cell per column');
        need(isText(row[0], 40), 'the first cell of a row is its label');
        need(row.slice(1).every((cell) => isNum(cell) || isText(cell, 30)), 'cells must be numbers or short texts');
      }
      break;
    }
    case 'process':
    case 'cycle': {
      need(Array.isArray(data.steps) && data.steps.length >= 3 && data.steps.length <= 8, '"steps" must have 3–8 entries');
      need(data.steps.every((s) => isText(s.label, 40) && (s.detail === undefined || isText(s.detail, 90))), 'every step needs a short "label" (and an optional "detail")');
      if (data.center !== undefined) need(data.kind === 'cycle' && isText(data.center, 60), '"center" is a short text, for cycles only');
      break;
    }
    case 'map': {
      need(Array.isArray(data.grid) && data.grid.length === 2 && data.grid.every((n) => isNum(n) && n > 0), '"grid" is [width, height]');
      need(isText(data.description, 1500), 'a map needs a "description" for its <desc>');
      const inGrid = ([x, y]) => isNum(x) && isNum(y) && x >= 0 && y >= 0 && x <= data.grid[0] && y <= data.grid[1];
      const isPath = (points, min) => Array.isArray(points) && points.length >= min && points.every((p) => Array.isArray(p) && inGrid(p));
      if (data.land !== undefined) need(isPath(data.land, 3), '"land" is a polygon of [x, y] points inside the grid');
      for (const area of data.areas ?? []) {
        need(isText(area.name, 40) && Object.hasOwn(AREA_STYLES, area.kind), `area "${area.name}" needs a name and a kind (${Object.keys(AREA_STYLES).join(', ')})`);
        need(isPath(area.points, 3), `area "${area.name}" needs a polygon inside the grid`);
        if (area.labelAt !== undefined) need(inGrid(area.labelAt), `area "${area.name}": labelAt must be inside the grid`);
      }
      for (const line of data.lines ?? []) {
        need(isText(line.name, 40) && Object.hasOwn(LINE_STYLES, line.kind), `line "${line.name}" needs a name and a kind (${Object.keys(LINE_STYLES).join(', ')})`);
        need(isPath(line.points, 2), `line "${line.name}" needs 2 or more points inside the grid`);
        if (line.labelAt !== undefined) need(inGrid(line.labelAt), `line "${line.name}": labelAt must be inside the grid`);
      }
      for (const place of data.places ?? []) {
        need(isText(place.name, 40) && inGrid([place.x, place.y]), `place "${place.name}" needs a name and x, y inside the grid`);
        if (place.symbol !== undefined) need(['circle', 'square', 'triangle', 'star'].includes(place.symbol), `place "${place.name}": unknown symbol`);
        if (place.labelSide !== undefined) need(['left', 'right', 'above', 'below'].includes(place.labelSide), `place "${place.name}": labelSide is left, right, above or below`);
      }
      if (data.scale !== undefined) need(isNum(data.scale.length) && isText(data.scale.label, 20), '"scale" is {length, label}');
      break;
    }
    default:
      throw new DataError(`unknown "kind" ${JSON.stringify(data.kind)} (bar, line, pie, table, process, cycle, map)`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces: header, footer, legend, SVG shell

function header(data) {
  const titleLines = wrap(data.title, WIDTH - 60, 20, true);
  let y = 36;
  let out = textBlock(WIDTH / 2, y, titleLines, { size: 20, weight: 'bold', anchor: 'middle', lineHeight: 26 });
  y += (titleLines.length - 1) * 26;
  if (data.subtitle) {
    const subLines = wrap(data.subtitle, WIDTH - 80, 14);
    y += 24;
    out += textBlock(WIDTH / 2, y, subLines, { size: 14, anchor: 'middle', fill: MUTED, lineHeight: 19 });
    y += (subLines.length - 1) * 19;
  }
  return { svg: out, bottom: y + 16 };
}

function footer(data, top) {
  if (!data.note) return { svg: '', height: top + 16 };
  const lines = wrap(data.note, WIDTH - 48, 12);
  const y = top + 22;
  return { svg: textBlock(24, y, lines, { size: 12, fill: MUTED, lineHeight: 16 }), height: y + (lines.length - 1) * 16 + 14 };
}

/** Legend entries laid out in centred rows. `draw(x, yMid, i)` draws the 28-px key of entry i. */
function legend(names, top, draw) {
  const keyWidth = 28;
  const gap = 22;
  const widths = names.map((n) => keyWidth + 6 + textWidth(n, 13));
  const rows = [[]];
  let rowWidth = 0;
  names.forEach((_, i) => {
    const add = widths[i] + (rows.at(-1).length ? gap : 0);
    if (rows.at(-1).length && rowWidth + add > WIDTH - 80) {
      rows.push([]);
      rowWidth = 0;
    }
    rows.at(-1).push(i);
    rowWidth += rows.at(-1).length > 1 ? widths[i] + gap : widths[i];
  });
  let svg = '';
  rows.forEach((row, r) => {
    const total = row.reduce((sum, i, k) => sum + widths[i] + (k ? gap : 0), 0);
    let x = (WIDTH - total) / 2;
    const yMid = top + 10 + r * 24;
    for (const i of row) {
      svg += draw(x, yMid, i);
      svg += textEl(x + keyWidth + 6, yMid + 4.5, names[i], { size: 13 });
      x += widths[i] + gap;
    }
  });
  return { svg: `<g>${svg}</g>`, height: rows.length * 24 };
}

function marker(shape, x, y, color, size = 5) {
  const stroke = `fill="${color}" stroke="#ffffff" stroke-width="1.5"`;
  switch (shape) {
    case 'square':
      return `<rect x="${r2(x - size)}" y="${r2(y - size)}" width="${size * 2}" height="${size * 2}" ${stroke}/>`;
    case 'triangle':
      return `<path d="M${r2(x)} ${r2(y - size * 1.2)}L${r2(x + size * 1.15)} ${r2(y + size * 0.9)}L${r2(x - size * 1.15)} ${r2(y + size * 0.9)}Z" ${stroke}/>`;
    case 'diamond':
      return `<path d="M${r2(x)} ${r2(y - size * 1.3)}L${r2(x + size * 1.3)} ${r2(y)}L${r2(x)} ${r2(y + size * 1.3)}L${r2(x - size * 1.3)} ${r2(y)}Z" ${stroke}/>`;
    case 'star': {
      const pts = [];
      for (let k = 0; k < 10; k += 1) {
        const radius = k % 2 === 0 ? size * 1.5 : size * 0.65;
        const angle = -Math.PI / 2 + (k * Math.PI) / 5;
        pts.push(`${r2(x + radius * Math.cos(angle))} ${r2(y + radius * Math.sin(angle))}`);
      }
      return `<path d="M${pts.join('L')}Z" ${stroke}/>`;
    }
    default:
      return `<circle cx="${r2(x)}" cy="${r2(y)}" r="${size}" ${stroke}/>`;
  }
}

function arrowDefs(id) {
  return `<defs><marker id="${id}-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10Z" fill="${AXIS}"/></marker></defs>`;
}

function shell(id, data, height, body, description) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${Math.ceil(height)}" viewBox="0 0 ${WIDTH} ${Math.ceil(height)}" role="img" aria-labelledby="${id}-title ${id}-desc" font-family="${esc(FONT)}">`,
    `<title id="${id}-title">${esc(data.title)}</title>`,
    `<desc id="${id}-desc">${esc(description)}</desc>`,
    `<rect width="${WIDTH}" height="${Math.ceil(height)}" fill="#ffffff"/>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Bar and line charts

function valueFormat(data) {
  return { prefix: data.yAxis.prefix ?? '', suffix: data.yAxis.suffix ?? '' };
}

/** The y axis, gridlines, tick labels and axis titles of a bar or line chart. */
function axes(data, plot, axis) {
  const fmt = valueFormat(data);
  const y = (v) => plot.bottom - ((v - axis.min) / (axis.max - axis.min)) * (plot.bottom - plot.top);
  let svg = '';
  for (const tick of ticks(axis)) {
    const ty = y(tick);
    svg += `<line x1="${plot.left}" y1="${r2(ty)}" x2="${plot.right}" y2="${r2(ty)}" stroke="${tick === axis.min ? AXIS : GRID}" stroke-width="1"/>`;
    svg += `<line x1="${plot.left - 5}" y1="${r2(ty)}" x2="${plot.left}" y2="${r2(ty)}" stroke="${AXIS}"/>`;
    svg += textEl(plot.left - 9, ty + 4.5, formatValue(tick, fmt), { size: 13, anchor: 'end', fill: INK });
  }
  svg += `<line x1="${plot.left}" y1="${plot.top}" x2="${plot.left}" y2="${plot.bottom}" stroke="${AXIS}"/>`;
  const midY = (plot.top + plot.bottom) / 2;
  svg += textEl(22, midY, data.yAxis.label, { size: 13, anchor: 'middle', fill: MUTED, extra: `transform="rotate(-90 22 ${r2(midY)})"` });
  return { svg, y };
}

function plotLeft(data, axis) {
  const fmt = valueFormat(data);
  const widest = Math.max(...ticks(axis).map((t) => textWidth(formatValue(t, fmt), 13)));
  return Math.round(44 + widest + 12);
}

function renderBar(id, data) {
  const head = header(data);
  const axis = yAxisOf(data);
  const fmt = valueFormat(data);
  const many = data.series.length > 1;
  const keyed = many
    ? legend(data.series.map((s) => s.name), head.bottom, (x, yMid, i) => `<rect x="${r2(x + 4)}" y="${r2(yMid - 8)}" width="20" height="16" fill="${PALETTE[i]}" stroke="${AXIS}" stroke-width="0.5"/>`)
    : { svg: '', height: 0 };
  const left = plotLeft(data, axis);
  const plot = { left, right: WIDTH - 24, top: head.bottom + keyed.height + 26, bottom: 0 };
  const groupWidth = (plot.right - plot.left) / data.categories.length;
  const catLines = data.categories.map((c) => wrap(c, groupWidth - 6, 13));
  const catHeight = Math.max(...catLines.map((l) => l.length)) * 17;
  plot.bottom = plot.top + 300;
  const { svg: axisSvg, y } = axes(data, plot, axis);
  const barWidth = (groupWidth * 0.78) / data.series.length;
  const labels = data.valueLabels !== false && data.series.every((s) => s.values.every((v) => textWidth(formatValue(v, fmt), 12) <= barWidth + 10));
  let bars = '';
  data.categories.forEach((category, c) => {
    const groupLeft = plot.left + c * groupWidth + groupWidth * 0.11;
    data.series.forEach((s, k) => {
      const v = s.values[c];
      const x = groupLeft + k * barWidth;
      const top = y(Math.max(v, axis.min));
      const base = y(Math.max(axis.min, Math.min(0, axis.max)));
      bars += `<rect x="${r2(x + 1)}" y="${r2(Math.min(top, base))}" width="${r2(barWidth - 2)}" height="${r2(Math.abs(base - top))}" fill="${PALETTE[k]}"><title>${esc(`${s.name}, ${category}: ${formatValue(v, fmt)}`)}</title></rect>`;
      if (labels) bars += textEl(x + barWidth / 2, top - 5, formatValue(v, fmt), { size: 12, anchor: 'middle' });
    });
    bars += textBlock(plot.left + (c + 0.5) * groupWidth, plot.bottom + 19, catLines[c], { size: 13, anchor: 'middle', lineHeight: 17 });
  });
  const xTitleY = plot.bottom + 19 + catHeight + 8;
  const xTitle = textEl((plot.left + plot.right) / 2, xTitleY, data.xAxis.label, { size: 13, anchor: 'middle', fill: MUTED });
  const foot = footer(data, xTitleY);
  const body = [head.svg, keyed.svg, axisSvg, `<g>${bars}</g>`, xTitle, foot.svg].join('\n');
  return shell(id, data, foot.height, body, describeSeries(data, 'Bar chart'));
}

function renderLine(id, data) {
  const head = header(data);
  const axis = yAxisOf(data);
  const keyed = legend(data.series.map((s) => s.name), head.bottom, (x, yMid, i) =>
    `<line x1="${r2(x)}" y1="${r2(yMid)}" x2="${r2(x + 28)}" y2="${r2(yMid)}" stroke="${PALETTE[i]}" stroke-width="3"${DASHES[i % 4] ? ` stroke-dasharray="${DASHES[i % 4]}"` : ''}/>${marker(MARKERS[i % 4], x + 14, yMid, PALETTE[i])}`,
  );
  const left = plotLeft(data, axis);
  const plot = { left, right: WIDTH - 30, top: head.bottom + keyed.height + 26, bottom: 0 };
  plot.bottom = plot.top + 300;
  const { svg: axisSvg, y } = axes(data, plot, axis);
  const n = data.categories.length;
  const inset = 18;
  const x = (i) => plot.left + inset + (i * (plot.right - plot.left - 2 * inset)) / (n - 1);
  const spacing = (plot.right - plot.left - 2 * inset) / (n - 1);
  const widest = Math.max(...data.categories.map((c) => textWidth(c, 13)));
  const every = Math.max(1, Math.ceil((widest + 8) / spacing));
  let xTicks = '';
  data.categories.forEach((c, i) => {
    xTicks += `<line x1="${r2(x(i))}" y1="${plot.bottom}" x2="${r2(x(i))}" y2="${plot.bottom + 5}" stroke="${AXIS}"/>`;
    if (i % every === 0 || i === n - 1) xTicks += textEl(x(i), plot.bottom + 20, c, { size: 13, anchor: 'middle' });
  });
  let lines = '';
  data.series.forEach((s, k) => {
    let d = '';
    s.values.forEach((v, i) => {
      if (v === null) return;
      d += `${i > 0 && s.values[i - 1] !== null ? 'L' : 'M'}${r2(x(i))} ${r2(y(v))}`;
    });
    lines += `<path d="${d}" fill="none" stroke="${PALETTE[k]}" stroke-width="3" stroke-linejoin="round"${DASHES[k % 4] ? ` stroke-dasharray="${DASHES[k % 4]}"` : ''}/>`;
    s.values.forEach((v, i) => {
      if (v !== null) lines += marker(MARKERS[k % 4], x(i), y(v), PALETTE[k]);
    });
  });
  const pointLabels = data.pointLabels === 'all' ? linePointLabels(data, x, y, plot) : '';
  const xTitleY = plot.bottom + 44;
  const xTitle = textEl((plot.left + plot.right) / 2, xTitleY, data.xAxis.label, { size: 13, anchor: 'middle', fill: MUTED });
  const foot = footer(data, xTitleY);
  const body = [head.svg, keyed.svg, axisSvg, xTicks, `<g>${lines}</g>`, pointLabels, xTitle, foot.svg].join('\n');
  return shell(id, data, foot.height, body, describeSeries(data, 'Line graph'));
}

/**
 * A value label beside every point. At each x, the highest point is labelled above, the lowest below, and a
 * middle one on the side with more room; labels that would leave the plot flip side, and labels that would
 * still overlap are pushed apart.
 */
function linePointLabels(data, x, y, plot) {
  const fmt = valueFormat(data);
  let svg = '';
  data.categories.forEach((_, i) => {
    const points = data.series
      .map((s, k) => ({ k, v: s.values[i] }))
      .filter((p) => p.v !== null)
      .sort((a, b) => b.v - a.v || a.k - b.k);
    const placed = points.map((p, j) => {
      const py = y(p.v);
      const roomAbove = j === 0 ? Infinity : py - y(points[j - 1].v);
      const roomBelow = j === points.length - 1 ? Infinity : y(points[j + 1].v) - py;
      let above = roomAbove >= roomBelow;
      if (above && py - 21 < plot.top) above = false;
      if (!above && py + 20 > plot.bottom - 3) above = true;
      return { ...p, baseline: above ? py - 9 : py + 20 };
    });
    placed.sort((a, b) => a.baseline - b.baseline);
    for (let j = 1; j < placed.length; j += 1) placed[j].baseline = Math.max(placed[j].baseline, placed[j - 1].baseline + 14);
    for (const p of placed) {
      const readable = 1.05 / (luminance(PALETTE[p.k]) + 0.05) >= 4.5;
      svg += textEl(x(i), p.baseline, formatValue(p.v, fmt), { size: 12, anchor: 'middle', weight: 'bold', fill: readable ? PALETTE[p.k] : INK, extra: 'stroke="#ffffff" stroke-width="3" paint-order="stroke"' });
    }
  });
  return `<g>${svg}</g>`;
}

function describeSeries(data, what) {
  const fmt = valueFormat(data);
  const parts = [`${what}: ${data.title}.`];
  if (data.subtitle) parts.push(`${data.subtitle}.`);
  parts.push(`Horizontal axis: ${data.xAxis.label}. Vertical axis: ${data.yAxis.label}.`);
  for (const s of data.series) {
    parts.push(`${s.name}: ${data.categories.map((c, i) => `${c} ${s.values[i] === null ? 'no data' : formatValue(s.values[i], fmt)}`).join(', ')}.`);
  }
  if (data.description) parts.push(data.description);
  if (data.note) parts.push(data.note);
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// Pie charts

function sliceColors(data) {
  const order = [];
  for (const pie of data.pies) for (const s of pie.slices) if (!order.includes(s.label)) order.push(s.label);
  return { order, color: (label) => PALETTE[order.indexOf(label) % PALETTE.length] };
}

function point(cx, cy, radius, angle) {
  return [cx + radius * Math.sin(angle), cy - radius * Math.cos(angle)];
}

function renderPie(id, data) {
  const head = header(data);
  const suffix = data.suffix ?? '%';
  const { order, color } = sliceColors(data);
  const single = data.pies.length === 1;
  const radius = single ? 140 : 125;
  // One pie: its caption (if any) above. Two pies: captions below, clear of the outside labels.
  const captionAbove = single && data.pies[0].label ? 30 : 0;
  const cy = head.bottom + captionAbove + (single ? 60 : 44) + radius;
  let svg = '';
  data.pies.forEach((pie, p) => {
    const cx = single ? WIDTH / 2 : WIDTH / 4 + (p * WIDTH) / 2;
    if (pie.label) svg += textEl(cx, single ? cy - radius - 48 : cy + radius + 32, pie.label, { size: 16, weight: 'bold', anchor: 'middle' });
    const total = pie.slices.reduce((sum, s) => sum + s.value, 0);
    let start = 0;
    const outside = [];
    for (const slice of pie.slices) {
      const sweep = (slice.value / total) * 2 * Math.PI;
      const end = start + sweep;
      const [x1, y1] = point(cx, cy, radius, start);
      const [x2, y2] = point(cx, cy, radius, end);
      const fill = color(slice.label);
      const label = `${slice.label}: ${formatValue(slice.value, { suffix })}`;
      svg += `<path d="M${r2(cx)} ${r2(cy)}L${r2(x1)} ${r2(y1)}A${radius} ${radius} 0 ${sweep > Math.PI ? 1 : 0} 1 ${r2(x2)} ${r2(y2)}Z" fill="${fill}" stroke="#ffffff" stroke-width="2"><title>${esc(label)}</title></path>`;
      const mid = start + sweep / 2;
      if (single) outside.push({ mid, text: label });
      else if (sweep >= 0.42) {
        const [lx, ly] = point(cx, cy, radius * 0.64, mid);
        svg += textEl(lx, ly + 5, formatValue(slice.value, { suffix }), { size: 14, weight: 'bold', anchor: 'middle', fill: inkOn(fill) });
      } else outside.push({ mid, text: formatValue(slice.value, { suffix }) });
      start = end;
    }
    svg += pieLabels(cx, cy, radius, outside);
  });
  let bottom = cy + radius + 40;
  if (!single) {
    const keyed = legend(order, cy + radius + 54, (x, yMid, i) => `<rect x="${r2(x + 4)}" y="${r2(yMid - 8)}" width="20" height="16" fill="${color(order[i])}" stroke="${AXIS}" stroke-width="0.5"/>`);
    svg += keyed.svg;
    bottom = cy + radius + 54 + keyed.height;
  }
  const foot = footer(data, bottom);
  const parts = [`Pie chart: ${data.title}.`];
  if (data.subtitle) parts.push(`${data.subtitle}.`);
  for (const pie of data.pies) parts.push(`${pie.label ? `${pie.label}: ` : ''}${pie.slices.map((s) => `${s.label} ${formatValue(s.value, { suffix })}`).join(', ')}.`);
  if (data.description) parts.push(data.description);
  if (data.note) parts.push(data.note);
  return shell(id, data, foot.height, [head.svg, svg, foot.svg].join('\n'), parts.join(' '));
}

/** Labels outside a pie with leader lines, pushed apart vertically so they never overlap. */
function pieLabels(cx, cy, radius, labels) {
  let svg = '';
  for (const side of ['right', 'left']) {
    const group = labels
      .filter((l) => (Math.sin(l.mid) >= 0) === (side === 'right'))
      .map((l) => {
        const [ex, ey] = point(cx, cy, radius + 16, l.mid);
        return { ...l, ex, ey, y: ey };
      })
      .sort((a, b) => a.ey - b.ey);
    for (let i = 1; i < group.length; i += 1) group[i].y = Math.max(group[i].y, group[i - 1].y + 18);
    for (const l of group) {
      const [sx, sy] = point(cx, cy, radius - 4, l.mid);
      const tx = side === 'right' ? Math.max(l.ex, cx + radius * 0.35) + 10 : Math.min(l.ex, cx - radius * 0.35) - 10;
      svg += `<path d="M${r2(sx)} ${r2(sy)}L${r2(l.ex)} ${r2(l.ey)}L${r2(tx - (side === 'right' ? 4 : -4))} ${r2(l.y)}" fill="none" stroke="${AXIS}" stroke-width="1"/>`;
      svg += textEl(tx, l.y + 4.5, l.text, { size: 13, anchor: side === 'right' ? 'start' : 'end' });
    }
  }
  return svg;
}

// ---------------------------------------------------------------------------------------------------------------
// Tables

function renderTable(id, data) {
  const head = header(data);
  const cell = (value, c) => (isNum(value) ? formatValue(value, data.columns[c]) : String(value));
  const pad = 14;
  const headerLines = data.columns.map((col) => wrap(col.label, 150, 13, true));
  const widths = data.columns.map((col, c) =>
    Math.max(...headerLines[c].map((l) => textWidth(l, 13, true)), ...data.rows.map((row) => textWidth(cell(row[c], c), 13, c === 0))) + pad * 2,
  );
  const available = WIDTH - 48;
  const natural = widths.reduce((a, b) => a + b, 0);
  need(natural <= available, `the table is ${Math.round(natural)} px wide; shorten labels (at most ${available} px)`);
  const extra = (available - natural) / widths.length;
  const cols = widths.map((w) => w + Math.min(extra, 60));
  const tableWidth = cols.reduce((a, b) => a + b, 0);
  const left = (WIDTH - tableWidth) / 2;
  const headHeight = Math.max(...headerLines.map((l) => l.length)) * 17 + 16;
  const rowHeight = 32;
  const top = head.bottom + 14;
  let svg = `<rect x="${r2(left)}" y="${r2(top)}" width="${r2(tableWidth)}" height="${headHeight}" fill="#dce9f5"/>`;
  let x = left;
  data.columns.forEach((col, c) => {
    const numeric = c > 0 && data.rows.every((row) => isNum(row[c]));
    const anchor = c === 0 ? 'start' : numeric ? 'end' : 'middle';
    const tx = anchor === 'start' ? x + pad : anchor === 'end' ? x + cols[c] - pad : x + cols[c] / 2;
    const firstBaseline = top + headHeight / 2 - ((headerLines[c].length - 1) * 17) / 2 + 4.5;
    svg += textBlock(tx, firstBaseline, headerLines[c], { size: 13, weight: 'bold', anchor, lineHeight: 17 });
    data.rows.forEach((row, r) => {
      const rowTop = top + headHeight + r * rowHeight;
      if (c === 0 && r % 2 === 1) svg += `<rect x="${r2(left)}" y="${r2(rowTop)}" width="${r2(tableWidth)}" height="${rowHeight}" fill="#f3f3f3"/>`;
    });
    x += cols[c];
  });
  x = left;
  data.columns.forEach((col, c) => {
    const numeric = c > 0 && data.rows.every((row) => isNum(row[c]));
    const anchor = c === 0 ? 'start' : numeric ? 'end' : 'middle';
    const tx = anchor === 'start' ? x + pad : anchor === 'end' ? x + cols[c] - pad : x + cols[c] / 2;
    data.rows.forEach((row, r) => {
      svg += textEl(tx, top + headHeight + r * rowHeight + rowHeight / 2 + 4.5, cell(row[c], c), { size: 13, anchor, weight: c === 0 ? 'bold' : undefined });
    });
    x += cols[c];
  });
  const bottom = top + headHeight + data.rows.length * rowHeight;
  let gridLines = `<rect x="${r2(left)}" y="${r2(top)}" width="${r2(tableWidth)}" height="${r2(bottom - top)}" fill="none" stroke="${AXIS}" stroke-width="1.2"/>`;
  gridLines += `<line x1="${r2(left)}" y1="${r2(top + headHeight)}" x2="${r2(left + tableWidth)}" y2="${r2(top + headHeight)}" stroke="${AXIS}" stroke-width="1.2"/>`;
  for (let r = 1; r < data.rows.length; r += 1) {
    const ly = top + headHeight + r * rowHeight;
    gridLines += `<line x1="${r2(left)}" y1="${r2(ly)}" x2="${r2(left + tableWidth)}" y2="${r2(ly)}" stroke="${GRID}"/>`;
  }
  x = left;
  for (let c = 0; c < cols.length - 1; c += 1) {
    x += cols[c];
    gridLines += `<line x1="${r2(x)}" y1="${r2(top)}" x2="${r2(x)}" y2="${r2(bottom)}" stroke="${GRID}"/>`;
  }
  const foot = footer(data, bottom + 4);
  const parts = [`Table: ${data.title}.`];
  if (data.subtitle) parts.push(`${data.subtitle}.`);
  parts.push(`Columns: ${data.columns.map((c) => c.label).join('; ')}.`);
  for (const row of data.rows) parts.push(`${row[0]}: ${row.slice(1).map((v, i) => `${data.columns[i + 1].label} ${cell(v, i + 1)}`).join(', ')}.`);
  if (data.description) parts.push(data.description);
  if (data.note) parts.push(data.note);
  return shell(id, data, foot.height, [head.svg, svg, gridLines, foot.svg].join('\n'), parts.join(' '));
}

// ---------------------------------------------------------------------------------------------------------------
// Process and cycle diagrams

function stepBox(x, y, w, h, n, step) {
  const labelLines = wrap(step.label, w - 24, 14, true);
  const detailLines = step.detail ? wrap(step.detail, w - 20, 12) : [];
  const contentHeight = labelLines.length * 18 + (detailLines.length ? 6 + detailLines.length * 16 : 0);
  let ty = y + (h - contentHeight) / 2 + 14;
  let svg = `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" rx="10" fill="#eef5fb" stroke="#0072B2" stroke-width="1.6"/>`;
  svg += textBlock(x + w / 2, ty, labelLines, { size: 14, weight: 'bold', anchor: 'middle', lineHeight: 18 });
  ty += labelLines.length * 18 + 4;
  if (detailLines.length) svg += textBlock(x + w / 2, ty, detailLines, { size: 12, anchor: 'middle', fill: MUTED, lineHeight: 16 });
  svg += `<circle cx="${r2(x + 4)}" cy="${r2(y + 4)}" r="13" fill="#0072B2"/>`;
  svg += textEl(x + 4, y + 8.5, String(n), { size: 13, weight: 'bold', anchor: 'middle', fill: '#ffffff' });
  return svg;
}

function boxHeight(steps, w) {
  return Math.max(
    ...steps.map((s) => {
      const labelLines = wrap(s.label, w - 24, 14, true).length;
      const detailLines = s.detail ? wrap(s.detail, w - 20, 12).length : 0;
      return labelLines * 18 + (detailLines ? 6 + detailLines * 16 : 0) + 26;
    }),
  );
}

function arrow(id, x1, y1, x2, y2) {
  return `<line x1="${r2(x1)}" y1="${r2(y1)}" x2="${r2(x2)}" y2="${r2(y2)}" stroke="${AXIS}" stroke-width="2.2" marker-end="url(#${id}-arrow)"/>`;
}

function renderProcess(id, data) {
  const head = header(data);
  const n = data.steps.length;
  const perRow = n <= 4 ? n : Math.ceil(n / 2);
  const gap = 46;
  const w = (WIDTH - 48 - (perRow - 1) * gap) / perRow;
  const h = boxHeight(data.steps, w);
  const rowGap = 56;
  const top = head.bottom + 24;
  const pos = data.steps.map((_, i) => {
    const row = Math.floor(i / perRow);
    const col = row % 2 === 0 ? i % perRow : perRow - 1 - (i % perRow);
    return { x: 24 + col * (w + gap), y: top + row * (h + rowGap), row };
  });
  let svg = arrowDefs(id);
  data.steps.forEach((step, i) => (svg += stepBox(pos[i].x, pos[i].y, w, h, i + 1, step)));
  for (let i = 0; i < n - 1; i += 1) {
    const a = pos[i];
    const b = pos[i + 1];
    if (a.row === b.row) {
      const forward = b.x > a.x;
      const y = a.y + h / 2;
      svg += forward ? arrow(id, a.x + w + 4, y, b.x - 6, y) : arrow(id, a.x - 4, y, b.x + w + 6, y);
    } else svg += arrow(id, a.x + w / 2, a.y + h + 4, b.x + w / 2, b.y - 8);
  }
  const bottom = pos.at(-1).y + h;
  const foot = footer(data, bottom + 4);
  return shell(id, data, foot.height, [head.svg, svg, foot.svg].join('\n'), describeSteps(data, 'Process diagram'));
}

function renderCycle(id, data) {
  const head = header(data);
  const n = data.steps.length;
  const w = n <= 4 ? 200 : n <= 6 ? 178 : 160;
  const h = boxHeight(data.steps, w);
  const rx = n <= 4 ? 220 : 262;
  const ry = n <= 4 ? 130 + h / 2 : 150 + h / 4;
  const cx = WIDTH / 2;
  const cy = head.bottom + 24 + h / 2 + ry;
  const centres = data.steps.map((_, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    return { angle, x: cx + rx * Math.cos(angle), y: cy + ry * Math.sin(angle) };
  });
  const inside = (px, py, c) => Math.abs(px - c.x) <= w / 2 + 8 && Math.abs(py - c.y) <= h / 2 + 8;
  const at = (angle) => [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)];
  let svg = arrowDefs(id);
  svg += `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${rx}" ry="${r2(ry)}" fill="none" stroke="${GRID}" stroke-width="1" stroke-dasharray="2 5"/>`;
  for (let i = 0; i < n; i += 1) {
    const from = centres[i];
    const to = centres[(i + 1) % n];
    const endAngle = i + 1 === n ? to.angle + 2 * Math.PI : to.angle;
    const stepSize = 0.002;
    let a0 = from.angle;
    while (a0 < endAngle && inside(...at(a0), from)) a0 += stepSize;
    let a1 = endAngle;
    while (a1 > a0 && inside(...at(a1), to)) a1 -= stepSize;
    if (a1 - a0 < 0.05) continue;
    const [x0, y0] = at(a0);
    const [x1, y1] = at(a1);
    svg += `<path d="M${r2(x0)} ${r2(y0)}A${rx} ${r2(ry)} 0 0 1 ${r2(x1)} ${r2(y1)}" fill="none" stroke="${AXIS}" stroke-width="2.2" marker-end="url(#${id}-arrow)"/>`;
  }
  data.steps.forEach((step, i) => (svg += stepBox(centres[i].x - w / 2, centres[i].y - h / 2, w, h, i + 1, step)));
  if (data.center) {
    const lines = wrap(data.center, rx * 0.9, 16, true);
    svg += textBlock(cx, cy - ((lines.length - 1) * 21) / 2 + 5, lines, { size: 16, weight: 'bold', anchor: 'middle', fill: MUTED, lineHeight: 21 });
  }
  const bottom = cy + ry + h / 2;
  const foot = footer(data, bottom + 4);
  return shell(id, data, foot.height, [head.svg, svg, foot.svg].join('\n'), describeSteps(data, 'Cycle diagram'));
}

function describeSteps(data, what) {
  const parts = [`${what}: ${data.title}.`];
  if (data.subtitle) parts.push(`${data.subtitle}.`);
  parts.push(`${data.steps.length} stages${data.kind === 'cycle' ? ' in a repeating cycle, the last leading back to the first' : ', in order'}:`);
  parts.push(data.steps.map((s, i) => `${i + 1}. ${s.label}${s.detail ? ` (${s.detail})` : ''}`).join('; ') + '.');
  if (data.center) parts.push(`Centre: ${data.center}.`);
  if (data.description) parts.push(data.description);
  if (data.note) parts.push(data.note);
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// Maps

/** Area fills: colour plus a pattern, so kinds differ without relying on colour. */
const AREA_STYLES = {
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

const LINE_STYLES = {
  river: { stroke: '#3a9ad9', width: 7, dash: '', legend: 'River' },
  road: { stroke: '#595959', width: 5, dash: '', legend: 'Road' },
  rail: { stroke: '#000000', width: 3, dash: '10 4', legend: 'Railway' },
  path: { stroke: '#D55E00', width: 2.5, dash: '3 4', legend: 'Footpath' },
  ferry: { stroke: '#0072B2', width: 2.5, dash: '8 6', legend: 'Ferry route' },
};

function patternDefs(id) {
  return [
    `<pattern id="${id}-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="8" stroke="#333333" stroke-width="1.2" stroke-opacity="0.6"/></pattern>`,
    `<pattern id="${id}-dots" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="4.5" cy="4.5" r="1.3" fill="#333333" fill-opacity="0.55"/></pattern>`,
    `<pattern id="${id}-rows" width="10" height="10" patternUnits="userSpaceOnUse"><line x1="0" y1="5" x2="10" y2="5" stroke="#6b5e00" stroke-width="1" stroke-opacity="0.6"/></pattern>`,
    `<pattern id="${id}-trees" width="16" height="14" patternUnits="userSpaceOnUse"><path d="M8 2L13 10H3Z" fill="#00573f" fill-opacity="0.55"/></pattern>`,
  ].join('');
}

function renderMap(id, data) {
  const head = header(data);
  const [gw, gh] = data.grid;
  const frame = { left: 24, top: head.bottom + 10, width: WIDTH - 48 };
  const scale = frame.width / gw;
  frame.height = gh * scale;
  const X = (gx) => frame.left + gx * scale;
  const Y = (gy) => frame.top + gy * scale;
  const poly = (points) => points.map(([px, py], i) => `${i ? 'L' : 'M'}${r2(X(px))} ${r2(Y(py))}`).join('');
  const centroid = (points) => [points.reduce((s, p) => s + p[0], 0) / points.length, points.reduce((s, p) => s + p[1], 0) / points.length];
  let svg = `<defs>${patternDefs(id)}<clipPath id="${id}-frame"><rect x="${frame.left}" y="${r2(frame.top)}" width="${frame.width}" height="${r2(frame.height)}"/></clipPath></defs>`;
  svg += `<rect x="${frame.left}" y="${r2(frame.top)}" width="${frame.width}" height="${r2(frame.height)}" fill="${data.land ? '#cfe8f7' : '#f7f4ea'}"/>`;
  svg += `<g clip-path="url(#${id}-frame)">`;
  if (data.land) svg += `<path d="${poly(data.land)}Z" fill="#f7f4ea" stroke="#6d6d6d" stroke-width="1.5"/>`;
  for (const area of data.areas ?? []) {
    const style = AREA_STYLES[area.kind];
    svg += `<path d="${poly(area.points)}Z" fill="${style.fill}" fill-opacity="${style.opacity}" stroke="${AXIS}" stroke-width="1"/>`;
    if (style.pattern) svg += `<path d="${poly(area.points)}Z" fill="url(#${id}-${style.pattern})"/>`;
  }
  for (const line of data.lines ?? []) {
    const style = LINE_STYLES[line.kind];
    const d = line.points.map(([px, py], i) => `${i ? 'L' : 'M'}${r2(X(px))} ${r2(Y(py))}`).join('');
    if (line.kind === 'rail') svg += `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linejoin="round"/>`;
    if (line.kind === 'road') svg += `<path d="${d}" fill="none" stroke="#595959" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>`;
    svg += `<path d="${d}" fill="none" stroke="${line.kind === 'road' ? '#ffffff' : style.stroke}" stroke-width="${line.kind === 'road' ? 3 : style.width}" stroke-linejoin="round" stroke-linecap="round"${style.dash ? ` stroke-dasharray="${style.dash}"` : ''}/>`;
  }
  svg += '</g>';
  const label = (x, y, text, options = {}) => {
    const halo = `stroke="#ffffff" stroke-width="4" stroke-linejoin="round" paint-order="stroke"`;
    return textEl(x, y, text, { size: 13, ...options, extra: `${halo}${options.extra ? ` ${options.extra}` : ''}` });
  };
  for (const area of data.areas ?? []) {
    const [lx, ly] = area.labelAt ?? centroid(area.points);
    svg += label(X(lx), Y(ly) + 4.5, area.name, { anchor: 'middle', weight: 'bold', fill: INK });
  }
  for (const line of data.lines ?? []) {
    if (!line.labelAt) continue;
    svg += label(X(line.labelAt[0]), Y(line.labelAt[1]) + 4.5, line.name, { anchor: 'middle', fill: INK, extra: 'font-style="italic"' });
  }
  for (const place of data.places ?? []) {
    const px = X(place.x);
    const py = Y(place.y);
    svg += marker(place.symbol ?? 'circle', px, py, '#D55E00', 6);
    const side = place.labelSide ?? 'right';
    const [tx, ty, anchor] =
      side === 'right' ? [px + 11, py + 4.5, 'start'] : side === 'left' ? [px - 11, py + 4.5, 'end'] : side === 'above' ? [px, py - 12, 'middle'] : [px, py + 21, 'middle'];
    svg += label(tx, ty, place.name, { anchor });
  }
  // North arrow
  const nx = frame.left + frame.width - 30;
  const ny = frame.top + 16;
  svg += `<path d="M${nx} ${r2(ny)}L${nx + 9} ${r2(ny + 26)}L${nx} ${r2(ny + 20)}L${nx - 9} ${r2(ny + 26)}Z" fill="${INK}"/>`;
  svg += label(nx, ny + 42, 'N', { anchor: 'middle', weight: 'bold' });
  if (data.scale) {
    const len = data.scale.length * scale;
    const sx = frame.left + frame.width - 26 - len - textWidth(data.scale.label, 12);
    const sy = frame.top + frame.height - 18;
    svg += `<rect x="${sx - 6}" y="${r2(sy - 22)}" width="${r2(len + 12 + textWidth(data.scale.label, 12) + 10)}" height="32" fill="#ffffff" fill-opacity="0.85"/>`;
    svg += `<path d="M${sx} ${r2(sy - 6)}V${r2(sy)}H${r2(sx + len)}V${r2(sy - 6)}" fill="none" stroke="${INK}" stroke-width="2"/>`;
    svg += textEl(sx + len + 8, sy + 1, data.scale.label, { size: 12 });
  }
  svg += `<rect x="${frame.left}" y="${r2(frame.top)}" width="${frame.width}" height="${r2(frame.height)}" fill="none" stroke="${AXIS}" stroke-width="1.2"/>`;
  // Legend: area kinds and line kinds in use, in a fixed order.
  const areaKinds = Object.keys(AREA_STYLES).filter((k) => (data.areas ?? []).some((a) => a.kind === k));
  const lineKinds = Object.keys(LINE_STYLES).filter((k) => (data.lines ?? []).some((l) => l.kind === k));
  const entries = [...areaKinds.map((k) => ({ k, area: true })), ...lineKinds.map((k) => ({ k, area: false }))];
  const keyed = legend(
    entries.map((e) => (e.area ? AREA_STYLES[e.k].legend : LINE_STYLES[e.k].legend)),
    frame.top + frame.height + 14,
    (x, yMid, i) => {
      const e = entries[i];
      if (e.area) {
        const st = AREA_STYLES[e.k];
        let key = `<rect x="${r2(x + 2)}" y="${r2(yMid - 8)}" width="24" height="16" fill="${st.fill}" fill-opacity="${st.opacity}" stroke="${AXIS}" stroke-width="0.8"/>`;
        if (st.pattern) key += `<rect x="${r2(x + 2)}" y="${r2(yMid - 8)}" width="24" height="16" fill="url(#${id}-${st.pattern})"/>`;
        return key;
      }
      const st = LINE_STYLES[e.k];
      if (e.k === 'road') return `<line x1="${r2(x)}" y1="${r2(yMid)}" x2="${r2(x + 28)}" y2="${r2(yMid)}" stroke="#595959" stroke-width="7"/><line x1="${r2(x)}" y1="${r2(yMid)}" x2="${r2(x + 28)}" y2="${r2(yMid)}" stroke="#ffffff" stroke-width="3"/>`;
      return `<line x1="${r2(x)}" y1="${r2(yMid)}" x2="${r2(x + 28)}" y2="${r2(yMid)}" stroke="${st.stroke}" stroke-width="${st.width}"${st.dash ? ` stroke-dasharray="${st.dash}"` : ''}/>`;
    },
  );
  svg += keyed.svg;
  const foot = footer(data, frame.top + frame.height + 14 + keyed.height);
  const parts = [`Map: ${data.title}.`];
  if (data.subtitle) parts.push(`${data.subtitle}.`);
  parts.push(data.description);
  if (data.note) parts.push(data.note);
  return shell(id, data, foot.height, [head.svg, svg, foot.svg].join('\n'), parts.join(' '));
}

const RENDERERS = { bar: renderBar, line: renderLine, pie: renderPie, table: renderTable, process: renderProcess, cycle: renderCycle, map: renderMap };

// ---------------------------------------------------------------------------------------------------------------
// Agreement between an item and its data

const MAX_WORDS = /\b(highest|largest|biggest|greatest|peak|peaked|peaks|maximum|most popular|top)\b/i;
const MIN_WORDS = /\b(lowest|smallest|fewest|minimum|least popular|bottom)\b/i;

/** Numbers quoted in a text: "1,250", "4.5", "45%" → 1250, 4.5, 45. */
function numbersIn(text) {
  return (String(text).match(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g) ?? []).map((m) => Number(m.replace(/,/g, '')));
}

/** Every number the data shows: values, and numbers inside labels (years, step numbers). */
function dataNumbers(data) {
  const found = new Set();
  const walk = (node, key) => {
    if (isNum(node)) {
      if (!['grid', 'points', 'land', 'labelAt', 'x', 'y', 'min', 'max', 'step', 'decimals'].includes(key)) found.add(node);
    } else if (typeof node === 'string') numbersIn(node).forEach((n) => found.add(n));
    else if (Array.isArray(node)) node.forEach((child) => walk(child, key));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, k);
  };
  walk(data, '');
  if (data.steps) data.steps.forEach((_, i) => found.add(i + 1));
  return found;
}

/** The values a superlative may quote: maxima and minima of each series, category, pie, row and column. */
function extremes(data) {
  const groups = [];
  if (data.kind === 'bar' || data.kind === 'line') {
    groups.push(...data.series.map((s) => s.values.filter(isNum)));
    if (data.series.length > 1) groups.push(...data.categories.map((_, i) => data.series.map((s) => s.values[i]).filter(isNum)));
  } else if (data.kind === 'pie') groups.push(...data.pies.map((p) => p.slices.map((s) => s.value)));
  else if (data.kind === 'table') {
    groups.push(...data.rows.map((row) => row.slice(1).filter(isNum)));
    groups.push(...data.columns.slice(1).map((_, c) => data.rows.map((row) => row[c + 1]).filter(isNum)));
  }
  const valid = groups.filter((g) => g.length > 1);
  return {
    values: new Set(valid.flat()),
    max: new Set(valid.map((g) => Math.max(...g))),
    min: new Set(valid.map((g) => Math.min(...g))),
  };
}

function countWords(text) {
  return String(text).split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Problems with an item's agreement with its data, as messages. */
function checkAgreement(item, data) {
  const problems = [];
  const known = dataNumbers(data);
  const ext = extremes(data);
  const keyElements = item.answerKey?.keyElements ?? [];
  if (item.prompt?.image !== `${item.id}.svg`) problems.push(`prompt.image must be "${item.id}.svg"`);
  if (keyElements.length < 4 || keyElements.length > 8) problems.push(`list 4–8 key elements (has ${keyElements.length})`);
  const words = countWords(item.modelAnswer ?? '');
  if (words < 80 || words > 110) problems.push(`the model answer has ${words} words; write 80–110`);
  const texts = [
    ...keyElements.map((text, i) => ({ where: `answerKey.keyElements[${i}]`, text })),
    ...String(item.modelAnswer ?? '')
      .split(/(?<=[.;!?])\s+/)
      .map((text) => ({ where: 'modelAnswer', text })),
    { where: 'prompt.alt', text: item.prompt?.alt ?? '' },
  ];
  for (const { where, text } of texts) {
    const quoted = numbersIn(text);
    const unknown = quoted.filter((n) => !known.has(n));
    if (unknown.length) problems.push(`${where}: ${unknown.join(', ')} not in the data ("${text}")`);
    if (where === 'prompt.alt') continue;
    const values = quoted.filter((n) => ext.values.has(n));
    if (values.length === 0) continue;
    if (MAX_WORDS.test(text) && !values.some((v) => ext.max.has(v))) problems.push(`${where}: says "${text.match(MAX_WORDS)[0]}" but quotes no maximum of the data ("${text}")`);
    if (MIN_WORDS.test(text) && !values.some((v) => ext.min.has(v))) problems.push(`${where}: says "${text.match(MIN_WORDS)[0]}" but quotes no minimum of the data ("${text}")`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Main

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new DataError(`cannot parse ${relative(ROOT, path)}: ${error.message}`);
  }
}

function listJson(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

function main() {
  const problems = [];
  const itemFiles = listJson(ITEMS_DIR);
  const dataFiles = new Set(listJson(DATA_DIR));
  let written = 0;
  let current = 0;
  const stale = [];
  for (const file of itemFiles) {
    const where = relative(ROOT, join(ITEMS_DIR, file));
    try {
      const item = readJson(join(ITEMS_DIR, file));
      const id = item.id;
      need(typeof id === 'string' && `${id}.json` === file, `${where}: the file must be named after the item id`);
      need(dataFiles.has(file), `${where}: no data file content/images/${file}`);
      dataFiles.delete(file);
      const data = readJson(join(DATA_DIR, file));
      try {
        checkData(data);
      } catch (error) {
        if (error instanceof DataError) throw new DataError(`content/images/${file}: ${error.message}`);
        throw error;
      }
      for (const problem of checkAgreement(item, data)) problems.push(`${where}: ${problem}`);
      let svg;
      try {
        svg = RENDERERS[data.kind](id, data);
      } catch (error) {
        if (error instanceof DataError) throw new DataError(`content/images/${file}: ${error.message}`);
        throw error;
      }
      const out = join(MEDIA_DIR, `${id}.svg`);
      const existing = existsSync(out) ? readFileSync(out, 'utf8') : null;
      if (existing === svg) current += 1;
      else if (checkOnly) stale.push(`content/media/${id}.svg ${existing === null ? 'is missing' : 'is out of date'}`);
      else {
        writeFileSync(out, svg);
        written += 1;
      }
    } catch (error) {
      if (error instanceof DataError) problems.push(error.message);
      else throw error;
    }
  }
  for (const orphan of dataFiles) problems.push(`content/images/${orphan}: no describe-image item with this id`);
  for (const message of [...problems, ...stale]) console.error(`render-images: ${message}`);
  const summary = checkOnly
    ? `${current} of ${itemFiles.length} images up to date`
    : `${written} written, ${current} unchanged, ${itemFiles.length} in all`;
  console.log(`render-images: ${summary}${problems.length ? `; ${problems.length} problem(s)` : ''}`);
  if (problems.length > 0 || stale.length > 0) process.exit(1);
}

main();
