import { describe, expect, it } from 'vitest';
import { parseChartData } from './chart-data';

const bar = {
  kind: 'bar',
  title: 'Recycling',
  categories: ['Paper', 'Glass'],
  series: [{ name: '2020', values: [40, 60] }],
  xAxis: { label: 'Material' },
  yAxis: { label: 'Recycled (%)', min: 0, max: 80, step: 10 },
};
const pie = { kind: 'pie', title: 'Income', pies: [{ slices: [{ label: 'Fees', value: 60 }, { label: 'Grants', value: 40 }] }] };
const table = { kind: 'table', title: 'Courses', columns: [{ label: 'Course' }, { label: 'Students' }], rows: [['Art', 12], ['Law', 30]] };
const steps = [{ label: 'Collect' }, { label: 'Sort' }, { label: 'Pulp' }];
const map = {
  kind: 'map',
  title: 'Island',
  description: 'An island.',
  grid: [10, 10],
  areas: [{ name: 'Town', kind: 'residential', points: [[1, 1], [3, 1], [3, 3]] }],
  lines: [{ name: 'Road', kind: 'road', points: [[0, 0], [10, 10]] }],
  places: [{ name: 'Port', x: 5, y: 5 }],
};

/** The problems reported for data, or [] when it is valid. */
function problemsOf(data: unknown): string[] {
  const result = parseChartData(data);
  return result.ok ? [] : result.problems;
}

describe('parseChartData', () => {
  it('accepts valid data of every kind, typed by its kind', () => {
    for (const data of [bar, { ...bar, kind: 'line', series: [{ name: 'A', values: [1, null, 3] }], categories: ['a', 'b', 'c'] }, pie, table, { kind: 'process', title: 'P', steps }, { kind: 'cycle', title: 'C', steps, center: 'Loop' }, map]) {
      expect(problemsOf(data)).toEqual([]);
    }
    const parsed = parseChartData(bar);
    expect(parsed.ok && parsed.data.kind).toBe('bar');
  });

  it('names an unknown kind and lists the known ones', () => {
    expect(problemsOf({ ...bar, kind: 'donut' })).toEqual(['kind: must be one of bar, line, pie, table, process, cycle, map']);
    expect(problemsOf([])).toEqual(['must be an object with a "kind"']);
  });

  it('requires a short, non-blank title and non-blank optional captions', () => {
    expect(problemsOf({ ...bar, title: '   ' })).toEqual(['title: must be a non-empty text of at most 120 characters']);
    expect(problemsOf({ ...bar, title: 'x'.repeat(121) })).toEqual(['title: must be a non-empty text of at most 120 characters']);
    expect(problemsOf({ ...bar, note: '' })).toEqual(['note: must be a non-empty text of at most 200 characters']);
  });

  describe('bar and line charts', () => {
    it('need at least 2 categories and 1–6 series', () => {
      expect(problemsOf({ ...bar, categories: ['Paper'], series: [{ name: '2020', values: [40] }] })).toContain('categories: must list at least 2 labels');
      expect(problemsOf({ ...bar, series: [] })).toEqual(['series: must have 1–6 entries']);
      expect(problemsOf({ ...bar, series: Array.from({ length: 7 }, (_, i) => ({ name: `S${i}`, values: [1, 2] })) })).toEqual(['series: must have 1–6 entries']);
    });

    it('need one value per category, naming the series', () => {
      expect(problemsOf({ ...bar, series: [{ name: '2020', values: [40] }] })).toEqual(['series[0].values: series "2020" must have one value per category (2)']);
    });

    it('accept null (no data) in a line only, with at least 2 values left', () => {
      expect(problemsOf({ ...bar, series: [{ name: '2020', values: [40, null] }] })).toEqual(['series[0].values[1]: must be a number']);
      expect(problemsOf({ ...bar, kind: 'line', series: [{ name: '2020', values: [40, null] }] })).toEqual(['series[0].values: series "2020" needs at least 2 values']);
    });

    it('need labelled axes', () => {
      expect(problemsOf({ ...bar, xAxis: undefined })).toEqual(['xAxis: is required, with a "label"']);
      expect(problemsOf({ ...bar, yAxis: { min: 0 } })).toEqual(['yAxis.label: must be a non-empty text of at most 80 characters']);
    });

    it('need every value inside the y axis, with 12 ticks or fewer', () => {
      expect(problemsOf({ ...bar, yAxis: { ...bar.yAxis, max: 50 } })).toEqual(['yAxis: every value must lie within the y-axis range (0 to 50)']);
      expect(problemsOf({ ...bar, yAxis: { ...bar.yAxis, step: 5 } })).toEqual(['yAxis: the y-axis needs 12 ticks or fewer']);
      expect(problemsOf({ ...bar, yAxis: { label: 'Auto' } })).toEqual([]);
    });
  });

  describe('pie charts', () => {
    it('need 1 or 2 pies of 2–8 slices with positive values', () => {
      expect(problemsOf({ ...pie, pies: [] })).toEqual(['pies: must have 1 or 2 entries']);
      expect(problemsOf({ ...pie, pies: [{ slices: [{ label: 'All', value: 100 }] }] })).toEqual(['pies[0].slices: a pie needs 2–8 slices']);
      expect(problemsOf({ ...pie, suffix: ' people', pies: [{ slices: [{ label: 'A', value: 5 }, { label: 'B', value: 0 }] }] })).toEqual(['pies[0].slices[1].value: must be a positive number']);
    });

    it('need percentages adding up to 100', () => {
      expect(problemsOf({ ...pie, pies: [{ slices: [{ label: 'A', value: 60 }, { label: 'B', value: 30 }] }] })).toEqual(['pies[0].slices: the slices of "Income" add up to 90, not 100']);
      expect(problemsOf({ ...pie, suffix: ' people', pies: [{ slices: [{ label: 'A', value: 60 }, { label: 'B', value: 30 }] }] })).toEqual([]);
    });

    it('need a label on each of two pies', () => {
      expect(problemsOf({ ...pie, pies: [{ label: '2010', slices: pie.pies[0]!.slices }, { slices: pie.pies[0]!.slices }] })).toEqual(['pies[1].label: each of two pies needs a "label"']);
    });
  });

  describe('tables', () => {
    it('need 2–6 columns and 2–10 rows', () => {
      expect(problemsOf({ ...table, columns: [{ label: 'Course' }] })).toContain('columns: must have 2–6 entries');
      expect(problemsOf({ ...table, rows: [['Art', 12]] })).toEqual(['rows: must have 2–10 entries']);
    });

    it('need one cell per column, a text label first and numbers or short texts after', () => {
      expect(problemsOf({ ...table, rows: [['Art', 12, 3], ['Law', 30]] })).toEqual(['rows[0]: every row needs one cell per column (2)']);
      expect(problemsOf({ ...table, rows: [[12, 12], ['Law', true]] })).toEqual(['rows[0][0]: must be a non-empty text of at most 40 characters', 'rows[1][1]: cells must be numbers or texts of at most 30 characters']);
    });
  });

  describe('process and cycle diagrams', () => {
    it('need 3–8 steps with short labels', () => {
      expect(problemsOf({ kind: 'process', title: 'P', steps: steps.slice(0, 2) })).toEqual(['steps: must have 3–8 entries']);
      expect(problemsOf({ kind: 'cycle', title: 'C', steps: [...steps.slice(0, 2), { label: 'x'.repeat(41) }] })).toEqual(['steps[2].label: must be a non-empty text of at most 40 characters']);
    });

    it('allow a centre text in a cycle only', () => {
      expect(problemsOf({ kind: 'process', title: 'P', steps, center: 'Loop' })).toEqual(['center: is for cycles only']);
    });
  });

  describe('maps', () => {
    it('need a description and a grid', () => {
      expect(problemsOf({ ...map, description: undefined })).toEqual(['description: must be a non-empty text of at most 1500 characters']);
      expect(problemsOf({ ...map, grid: [10, 0] })).toEqual(['grid[1]: must be positive']);
    });

    it('need known area and line kinds, place symbols and label sides', () => {
      expect(problemsOf({ ...map, areas: [{ ...map.areas[0], kind: 'lake' }] })[0]).toMatch(/^areas\[0\]\.kind: must be one of residential, commercial, .*, hills$/);
      expect(problemsOf({ ...map, lines: [{ ...map.lines[0], kind: 'canal' }] })[0]).toMatch(/^lines\[0\]\.kind: must be one of river, road, rail, path, ferry$/);
      expect(problemsOf({ ...map, places: [{ name: 'Port', x: 5, y: 5, symbol: 'hexagon', labelSide: 'under' }] })).toEqual([
        'places[0].symbol: must be circle, square, triangle or star',
        'places[0].labelSide: must be left, right, above or below',
      ]);
    });

    it('need every point inside the grid', () => {
      expect(problemsOf({ ...map, areas: [{ ...map.areas[0], points: [[1, 1], [11, 1], [3, 3]], labelAt: [2, -1] }], places: [{ name: 'Port', x: 5, y: 12 }] })).toEqual([
        'areas[0].points: "Town": every point must lie inside the grid',
        'areas[0].labelAt: "Town": labelAt must lie inside the grid',
        'places[0]: "Port": x, y must lie inside the grid',
      ]);
      expect(problemsOf({ ...map, land: [[0, 0], [10, 0], [10, 11]] })).toEqual(['land: every point must lie inside the grid']);
    });

    it('need polygons of 3 points and lines of 2', () => {
      expect(problemsOf({ ...map, areas: [{ ...map.areas[0], points: [[1, 1], [2, 2]] }], lines: [{ ...map.lines[0], points: [[1, 1]] }] })).toEqual([
        'areas[0].points: must be a polygon of 3 or more points',
        'lines[0].points: must have 2 or more points',
      ]);
    });
  });
});
