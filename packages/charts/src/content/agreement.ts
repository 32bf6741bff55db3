import type { ChartData } from './chart-data';

/** The parts of a Describe Image item that must agree with its figure's data. */
export interface DescribeImageItem {
  id: string;
  prompt?: { image?: string; alt?: string };
  answerKey?: { keyElements?: string[] };
  modelAnswer?: string;
}

const MAX_WORDS = /\b(highest|largest|biggest|greatest|peak|peaked|peaks|maximum|most popular|top)\b/i;
const MIN_WORDS = /\b(lowest|smallest|fewest|minimum|least popular|bottom)\b/i;
// Numbers that place or scale the drawing rather than show data.
const LAYOUT_KEYS = new Set(['grid', 'points', 'land', 'labelAt', 'x', 'y', 'min', 'max', 'step', 'decimals']);

/** Numbers quoted in a text: "1,250", "4.5", "45%" → 1250, 4.5, 45. */
function numbersIn(text: string): number[] {
  return (text.match(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g) ?? []).map((m) => Number(m.replace(/,/g, '')));
}

/** Every number the figure shows: values, numbers inside labels (years), and step numbers. */
function dataNumbers(data: ChartData): Set<number> {
  const found = new Set<number>();
  const walk = (node: unknown, key: string): void => {
    if (typeof node === 'number') {
      if (!LAYOUT_KEYS.has(key)) found.add(node);
    } else if (typeof node === 'string') numbersIn(node).forEach((n) => found.add(n));
    else if (Array.isArray(node)) node.forEach((child) => walk(child, key));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, k);
  };
  walk(data, '');
  if (data.kind === 'process' || data.kind === 'cycle') data.steps.forEach((_, i) => found.add(i + 1));
  return found;
}

/** The values a superlative may quote: maxima and minima of each series, category, pie, row and column. */
function extremes(data: ChartData): { values: Set<number>; max: Set<number>; min: Set<number> } {
  const isNumber = (v: unknown): v is number => typeof v === 'number';
  const groups: number[][] = [];
  if (data.kind === 'bar' || data.kind === 'line') {
    const series: (number | null)[][] = data.series.map((s) => s.values);
    groups.push(...series.map((values) => values.filter(isNumber)));
    if (series.length > 1) groups.push(...data.categories.map((_, i) => series.map((values) => values[i]).filter(isNumber)));
  } else if (data.kind === 'pie') groups.push(...data.pies.map((p) => p.slices.map((s) => s.value)));
  else if (data.kind === 'table') {
    groups.push(...data.rows.map((row) => row.slice(1).filter(isNumber)));
    groups.push(...data.columns.slice(1).map((_, c) => data.rows.map((row) => row[c + 1]).filter(isNumber)));
  }
  const valid = groups.filter((g) => g.length > 1);
  return {
    values: new Set(valid.flat()),
    max: new Set(valid.map((g) => Math.max(...g))),
    min: new Set(valid.map((g) => Math.min(...g))),
  };
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * What is wrong with an item's agreement with its figure, as messages (none when it agrees): prompt.image is
 * `<id>.svg`; 4–8 key elements; a model answer of 80–110 words; every number in the key elements, the model
 * answer and the alt text appears in the data; a key element or model-answer sentence that says "highest …"
 * (or "lowest …") and quotes values quotes a maximum (or minimum) of some series, category, pie, row or column.
 */
export function checkAgreement(item: DescribeImageItem, data: ChartData): string[] {
  const problems: string[] = [];
  const known = dataNumbers(data);
  const ext = extremes(data);
  const keyElements = item.answerKey?.keyElements ?? [];
  const modelAnswer = item.modelAnswer ?? '';
  if (item.prompt?.image !== `${item.id}.svg`) problems.push(`prompt.image must be "${item.id}.svg"`);
  if (keyElements.length < 4 || keyElements.length > 8) problems.push(`list 4–8 key elements (has ${keyElements.length})`);
  const words = countWords(modelAnswer);
  if (words < 80 || words > 110) problems.push(`the model answer has ${words} words; write 80–110`);
  const texts = [
    ...keyElements.map((text, i) => ({ where: `answerKey.keyElements[${i}]`, text })),
    ...modelAnswer.split(/(?<=[.;!?])\s+/).map((text) => ({ where: 'modelAnswer', text })),
    { where: 'prompt.alt', text: item.prompt?.alt ?? '' },
  ];
  for (const { where, text } of texts) {
    const quoted = numbersIn(text);
    const unknown = quoted.filter((n) => !known.has(n));
    if (unknown.length) problems.push(`${where}: ${unknown.join(', ')} not in the data ("${text}")`);
    if (where === 'prompt.alt') continue;
    const values = quoted.filter((n) => ext.values.has(n));
    if (values.length === 0) continue;
    const max = text.match(MAX_WORDS);
    const min = text.match(MIN_WORDS);
    if (max && !values.some((v) => ext.max.has(v))) problems.push(`${where}: says "${max[0]}" but quotes no maximum of the data ("${text}")`);
    if (min && !values.some((v) => ext.min.has(v))) problems.push(`${where}: says "${min[0]}" but quotes no minimum of the data ("${text}")`);
  }
  return problems;
}
