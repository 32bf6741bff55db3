import { describe, expect, it } from 'vitest';
import type { TableChart } from '../content/chart-data';
import { readSvg, textsOf } from '../testing/read-svg';
import { ChartLayoutError, renderTable } from './table';

const data: TableChart = {
  kind: 'table',
  title: 'Course enrolments',
  columns: [{ label: 'Language' }, { label: 'Students' }, { label: 'Fee', prefix: '$', decimals: 2 }, { label: 'Level' }],
  rows: [
    ['Spanish', 12500, 320, 'A1–C1'],
    ['Mandarin', 830, 410.5, 'A1–B2'],
    ['Arabic', 410, 395, 'A1–B1'],
  ],
};

function cellAt(root: Element, content: string): Element {
  const cell = [...root.querySelectorAll('text')].find((t) => t.textContent === content);
  expect(cell, `no cell "${content}"`).toBeDefined();
  return cell!;
}

describe('renderTable', () => {
  it('prints the header and every cell, numbers formatted by their column', () => {
    const texts = textsOf(readSvg(renderTable('fig', data)));
    expect(texts).toEqual(expect.arrayContaining(['Language', 'Students', 'Fee', 'Level']));
    expect(texts).toEqual(expect.arrayContaining(['Spanish', '12,500', '830', '$320.00', '$410.50', 'A1–C1']));
  });

  it('aligns row labels left, numbers right and texts centred; row labels and the header are bold', () => {
    const root = readSvg(renderTable('fig', data));
    expect(cellAt(root, 'Spanish').getAttribute('text-anchor')).toBeNull();
    expect(cellAt(root, 'Spanish').getAttribute('font-weight')).toBe('bold');
    expect(cellAt(root, '830').getAttribute('text-anchor')).toBe('end');
    expect(cellAt(root, 'A1–B2').getAttribute('text-anchor')).toBe('middle');
    expect(cellAt(root, 'Students').getAttribute('font-weight')).toBe('bold');
  });

  it('puts each row on its own line, in order', () => {
    const root = readSvg(renderTable('fig', data));
    const ys = ['Spanish', 'Mandarin', 'Arabic'].map((label) => Number(cellAt(root, label).getAttribute('y')));
    expect(ys[1]! - ys[0]!).toBe(32);
    expect(ys[2]! - ys[1]!).toBe(32);
    expect(root.querySelectorAll('rect[fill="#f3f3f3"]')).toHaveLength(1); // the second row is shaded
  });

  it('describes every cell by its column', () => {
    const desc = readSvg(renderTable('fig', data)).querySelector('desc')?.textContent;
    expect(desc).toBe(
      'Table: Course enrolments. Columns: Language; Students; Fee; Level. Spanish: Students 12,500, Fee $320.00, Level A1–C1. ' +
        'Mandarin: Students 830, Fee $410.50, Level A1–B2. Arabic: Students 410, Fee $395.00, Level A1–B1.',
    );
  });

  it('refuses a table wider than the figure, saying how wide it is', () => {
    const wide: TableChart = { ...data, columns: data.columns.map((c) => ({ ...c, label: `${c.label} ${'W'.repeat(12)}` })), rows: data.rows.map((r) => [`${r[0]} ${'M'.repeat(25)}`, ...r.slice(1)]) };
    expect(() => renderTable('fig', wide)).toThrow(ChartLayoutError);
    expect(() => renderTable('fig', wide)).toThrow(/the table is \d+ px wide; shorten labels \(at most 752 px\)/);
  });
});
