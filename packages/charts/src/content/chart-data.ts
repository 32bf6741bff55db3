import { z } from 'zod';
import { valueAxisRange } from '../draw/value-axis';

/** Map area kinds, in legend order. */
export const AREA_KINDS = ['residential', 'commercial', 'industrial', 'forest', 'park', 'farmland', 'water', 'beach', 'campus', 'hills'] as const;
/** Map line kinds, in legend order. */
export const LINE_KINDS = ['river', 'road', 'rail', 'path', 'ferry'] as const;
const KINDS = ['bar', 'line', 'pie', 'table', 'process', 'cycle', 'map'] as const;

/** A non-blank text of at most `max` characters. */
function text(max: number) {
  const message = `must be a non-empty text of at most ${max} characters`;
  return z.string({ error: message }).max(max, { error: message }).refine((value) => value.trim().length > 0, { error: message });
}

const number = z.number({ error: 'must be a number' });
const point = z.tuple([number, number], { error: 'must be an [x, y] point' });

/** Fields every figure has: a title, and optionally a subtitle, a note printed under it and a longer description. */
const captions = {
  title: text(120),
  subtitle: text(200).optional(),
  note: text(200).optional(),
  description: text(1500).optional(),
};

/** The fields of a bar chart or line graph, whose values are `value`. */
function seriesChart<Kind extends 'bar' | 'line', Value extends z.ZodType<number | null>>(kind: Kind, value: Value) {
  return z.object({
    kind: z.literal(kind),
    ...captions,
    categories: z.array(text(40), { error: 'must be a list of labels' }).min(2, { error: 'must list at least 2 labels' }),
    series: z
      .array(z.object({ name: text(40), values: z.array(value, { error: 'must be a list of values' }) }), { error: 'must be a list of series' })
      .min(1, { error: 'must have 1–6 entries' })
      .max(6, { error: 'must have 1–6 entries' }),
    xAxis: z.object({ label: text(80) }, { error: 'is required, with a "label"' }),
    yAxis: z.object(
      { label: text(80), min: number.optional(), max: number.optional(), step: number.optional(), prefix: z.string().optional(), suffix: z.string().optional() },
      { error: 'is required, with a "label"' },
    ),
  });
}

const barChart = seriesChart('bar', number).extend({ valueLabels: z.boolean({ error: 'must be true or false' }).optional() });
// A line may have gaps (null: no data for that point, e.g. before a service existed); bars may not.
const lineChart = seriesChart('line', number.nullable()).extend({ pointLabels: z.enum(['none', 'all'], { error: 'must be "none" or "all"' }).optional() });

const slice = z.object({ label: text(40), value: z.number({ error: 'must be a positive number' }).positive({ error: 'must be a positive number' }) });
const pieChart = z.object({
  kind: z.literal('pie'),
  ...captions,
  suffix: z.string().optional(),
  pies: z
    .array(z.object({ label: text(60).optional(), slices: z.array(slice).min(2, { error: 'a pie needs 2–8 slices' }).max(8, { error: 'a pie needs 2–8 slices' }) }))
    .min(1, { error: 'must have 1 or 2 entries' })
    .max(2, { error: 'must have 1 or 2 entries' }),
});

const tableChart = z.object({
  kind: z.literal('table'),
  ...captions,
  columns: z
    .array(z.object({ label: text(60), decimals: z.number().int().min(0).max(10).optional(), prefix: z.string().optional(), suffix: z.string().optional() }))
    .min(2, { error: 'must have 2–6 entries' })
    .max(6, { error: 'must have 2–6 entries' }),
  rows: z
    .array(z.tuple([text(40)], z.union([number, text(30)], { error: 'cells must be numbers or texts of at most 30 characters' }), { error: 'must be a row label followed by cells' }))
    .min(2, { error: 'must have 2–10 entries' })
    .max(10, { error: 'must have 2–10 entries' }),
});

const step = z.object({ label: text(40), detail: text(90).optional() });
const steps = z.array(step).min(3, { error: 'must have 3–8 entries' }).max(8, { error: 'must have 3–8 entries' });
const processChart = z.object({ kind: z.literal('process'), ...captions, steps, center: z.never({ error: 'is for cycles only' }).optional() });
const cycleChart = z.object({ kind: z.literal('cycle'), ...captions, steps, center: text(60).optional() });

const polygon = z.array(point).min(3, { error: 'must be a polygon of 3 or more points' });
const polyline = z.array(point).min(2, { error: 'must have 2 or more points' });

/** A named area or line of a map, of one of `kinds`, optionally labelled at a point of its own. */
function mapFeature<const Kinds extends readonly [string, ...string[]]>(kinds: Kinds, points: typeof polygon) {
  return z.object({ name: text(40), kind: z.enum(kinds, { error: `must be one of ${kinds.join(', ')}` }), points, labelAt: point.optional() });
}

const mapChart = z.object({
  kind: z.literal('map'),
  ...captions,
  description: text(1500),
  grid: z.tuple([number.positive({ error: 'must be positive' }), number.positive({ error: 'must be positive' })], { error: 'must be [width, height]' }),
  land: polygon.optional(),
  areas: z.array(mapFeature(AREA_KINDS, polygon)).optional(),
  lines: z.array(mapFeature(LINE_KINDS, polyline)).optional(),
  places: z
    .array(
      z.object({
        name: text(40),
        x: number,
        y: number,
        symbol: z.enum(['circle', 'square', 'triangle', 'star'], { error: 'must be circle, square, triangle or star' }).optional(),
        labelSide: z.enum(['left', 'right', 'above', 'below'], { error: 'must be left, right, above or below' }).optional(),
      }),
    )
    .optional(),
  scale: z.object({ length: number, label: text(20) }, { error: 'must be { length, label }' }).optional(),
});

/** A bar chart: one group of bars per category, one bar per series. */
export type BarChart = z.infer<typeof barChart>;
/** A line graph: categories are the points along the x axis; a value may be null (no data). */
export type LineChart = z.infer<typeof lineChart>;
/** A bar chart or line graph: series of values over categories, against a value axis. */
export type SeriesChart = BarChart | LineChart;
/** One or two pie charts. */
export type PieChart = z.infer<typeof pieChart>;
/** A table: a label column, then value or text columns. */
export type TableChart = z.infer<typeof tableChart>;
/** A process: numbered steps in order. */
export type ProcessChart = z.infer<typeof processChart>;
/** A cycle: numbered steps in a loop, the last leading back to the first. */
export type CycleChart = z.infer<typeof cycleChart>;
/** A process or cycle: numbered steps. */
export type StepsChart = ProcessChart | CycleChart;
/** A plan of a place on a grid: land, areas, lines (rivers, roads …) and places. */
export type MapChart = z.infer<typeof mapChart>;
/** The data of one figure. */
export type ChartData = z.infer<typeof chartData>;

/** Issues the shapes alone cannot catch: lengths that must agree, totals, and positions inside ranges. */
function checkSeries(data: SeriesChart, ctx: z.RefinementCtx): void {
  const categories = data.categories.length;
  data.series.forEach((series, i) => {
    if (series.values.length !== categories) {
      ctx.addIssue({ code: 'custom', path: ['series', i, 'values'], message: `series "${series.name}" must have one value per category (${categories})` });
    } else if (series.values.filter((v) => v !== null).length < 2) {
      ctx.addIssue({ code: 'custom', path: ['series', i, 'values'], message: `series "${series.name}" needs at least 2 values` });
    }
  });
  const values = data.series.flatMap((s) => s.values).filter((v) => v !== null);
  if (values.length === 0) return;
  const axis = valueAxisRange(data);
  if (Math.min(...values) < axis.min || Math.max(...values) > axis.max) {
    ctx.addIssue({ code: 'custom', path: ['yAxis'], message: `every value must lie within the y-axis range (${axis.min} to ${axis.max})` });
  }
  if (!(axis.step > 0 && (axis.max - axis.min) / axis.step <= 12)) ctx.addIssue({ code: 'custom', path: ['yAxis'], message: 'the y-axis needs 12 ticks or fewer' });
}

function checkPies(data: PieChart, ctx: z.RefinementCtx): void {
  data.pies.forEach((pie, p) => {
    if (data.pies.length > 1 && pie.label === undefined) ctx.addIssue({ code: 'custom', path: ['pies', p, 'label'], message: 'each of two pies needs a "label"' });
    if ((data.suffix ?? '%') !== '%') return;
    const total = pie.slices.reduce((sum, s) => sum + s.value, 0);
    if (Math.abs(total - 100) >= 0.01) ctx.addIssue({ code: 'custom', path: ['pies', p, 'slices'], message: `the slices of "${pie.label ?? data.title}" add up to ${total}, not 100` });
  });
}

function checkTable(data: TableChart, ctx: z.RefinementCtx): void {
  data.rows.forEach((row, r) => {
    if (row.length !== data.columns.length) ctx.addIssue({ code: 'custom', path: ['rows', r], message: `every row needs one cell per column (${data.columns.length})` });
  });
}

function checkMap(data: MapChart, ctx: z.RefinementCtx): void {
  const [width, height] = data.grid;
  if (width <= 0 || height <= 0) return; // already reported; every point would be outside
  const outside = ([x, y]: [number, number]) => x < 0 || y < 0 || x > width || y > height;
  const report = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (data.land?.some(outside)) report(['land'], 'every point must lie inside the grid');
  for (const key of ['areas', 'lines'] as const) {
    data[key]?.forEach((feature, i) => {
      if (feature.points.some(outside)) report([key, i, 'points'], `"${feature.name}": every point must lie inside the grid`);
      if (feature.labelAt && outside(feature.labelAt)) report([key, i, 'labelAt'], `"${feature.name}": labelAt must lie inside the grid`);
    });
  }
  data.places?.forEach((place, i) => {
    if (outside([place.x, place.y])) report(['places', i], `"${place.name}": x, y must lie inside the grid`);
  });
}

const chartData = z.discriminatedUnion(
  'kind',
  [barChart.superRefine(checkSeries), lineChart.superRefine(checkSeries), pieChart.superRefine(checkPies), tableChart.superRefine(checkTable), processChart, cycleChart, mapChart.superRefine(checkMap)],
  { error: (issue) => (issue.code === 'invalid_union' ? `must be one of ${KINDS.join(', ')}` : 'must be an object with a "kind"') },
);

/** Where in the data an issue is, e.g. `series[1].values`. */
function pathOf(path: PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
}

/**
 * Validates a figure's data as read from its JSON file: the data, typed, or every problem found, each naming
 * the field, e.g. `categories: must list at least 2 labels`.
 */
export function parseChartData(json: unknown): { ok: true; data: ChartData } | { ok: false; problems: string[] } {
  const result = chartData.safeParse(json);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, problems: result.error.issues.map((issue) => (issue.path.length ? `${pathOf(issue.path)}: ${issue.message}` : issue.message)) };
}
