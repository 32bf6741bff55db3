import { readFileSync } from 'node:fs';
import { assessWriting } from '../assess-writing';
import type { WritingAssessment } from '../types';
import type { SummaryCase, SummaryKind } from './summary-sets/summary-case';

/** The summary tasks the agreement sets cover. */
type SummaryTask = 'summarize-written-text' | 'summarize-spoken-text';

/** What the assessor needs of a bank item: its key ideas and the passage or lecture script. */
interface SummaryItem {
  keyIdeas: string[];
  sourceText: string;
}

const BANK_FOLDERS: Readonly<Record<SummaryTask, string>> = {
  'summarize-written-text': 'writing/summarize-written-text',
  'summarize-spoken-text': 'listening/summarize-spoken-text',
};

/** Reads a bank item's key ideas and source (passage or lecture script) from `content/questions`. */
export function loadSummaryItem(task: SummaryTask, id: string): SummaryItem {
  const file = new URL(`../../../../content/questions/${BANK_FOLDERS[task]}/${id}.json`, import.meta.url);
  const item = JSON.parse(readFileSync(file, 'utf8')) as { answerKey: { keyIdeas: string[] }; prompt: { passage?: string }; audio?: { script?: string } };
  const sourceText = task === 'summarize-written-text' ? item.prompt.passage : item.audio?.script;
  if (!sourceText) throw new Error(`${id}: no ${task === 'summarize-written-text' ? 'passage' : 'script'}`);
  return { keyIdeas: item.answerKey.keyIdeas, sourceText };
}

/** One summary as the assessor scored it. */
interface ScoredSummary {
  summary: SummaryCase;
  content: number;
  form: { score: number; max: number };
  /** Key ideas counted as covered, of all. */
  covered: string;
}

/** Agreement of the assessor's content band with the expected band over a set of summaries. */
export interface SummaryAgreement {
  scored: ScoredSummary[];
  /** Share of summaries scored exactly as expected. */
  exact: number;
  /** Share scored within one band of the expected one. */
  withinOne: number;
  /** Counts by expected band (rows) and scored band (columns), 0–2. */
  confusion: number[][];
  /** Exact agreement per kind of summary. */
  byKind: Partial<Record<SummaryKind, { cases: number; exact: number }>>;
}

function agreementOf(scored: ScoredSummary[]): SummaryAgreement {
  const confusion = [0, 1, 2].map(() => [0, 0, 0]);
  const byKind: SummaryAgreement['byKind'] = {};
  let exact = 0;
  let withinOne = 0;
  for (const { summary, content } of scored) {
    confusion[summary.content]![content] = (confusion[summary.content]![content] ?? 0) + 1;
    const hit = content === summary.content;
    if (hit) exact += 1;
    if (Math.abs(content - summary.content) <= 1) withinOne += 1;
    const kind = (byKind[summary.kind] ??= { cases: 0, exact: 0 });
    kind.cases += 1;
    if (hit) kind.exact += 1;
  }
  const n = Math.max(1, scored.length);
  return { scored, exact: exact / n, withinOne: withinOne / n, confusion, byKind };
}

/** Scores every summary of a set with the real assessor (legacy rubric) and measures agreement on content. */
export async function evaluateSummaries(task: SummaryTask, summaries: readonly SummaryCase[]): Promise<SummaryAgreement> {
  const items = new Map<string, SummaryItem>();
  const scored: ScoredSummary[] = [];
  for (const summary of summaries) {
    let item = items.get(summary.item);
    if (!item) {
      item = loadSummaryItem(task, summary.item);
      items.set(summary.item, item);
    }
    const result: WritingAssessment = await assessWriting({ task, text: summary.text, keyIdeas: item.keyIdeas, sourceText: item.sourceText, rubric: 'legacy' });
    scored.push({
      summary,
      content: result.traits.content?.score ?? 0,
      form: { score: result.traits.form?.score ?? 0, max: result.traits.form?.max ?? 0 },
      covered: `${result.metrics.keyIdeasCovered ?? 0}/${result.metrics.keyIdeas ?? 0}`,
    });
  }
  return agreementOf(scored);
}

/** The agreement figures, a confusion table and every disagreement, as text for the test log. */
export function formatSummaryAgreement(agreement: SummaryAgreement): string {
  const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
  const lines = [
    `${agreement.scored.length} summaries: exact ${percent(agreement.exact)}, within one ${percent(agreement.withinOne)}`,
    'expected \\ scored    0    1    2',
    ...agreement.confusion.map((row, band) => `            ${band}  ${row.map((count) => String(count).padStart(4)).join(' ')}`),
    ...Object.entries(agreement.byKind).map(([kind, { cases, exact }]) => `  ${kind.padEnd(11)} ${exact}/${cases} exact`),
  ];
  for (const { summary, content, covered } of agreement.scored) {
    if (content !== summary.content) lines.push(`  expected ${summary.content}, scored ${content} (${covered} ideas) — ${summary.kind}, ${summary.item}: ${summary.text.slice(0, 90)}…`);
  }
  return lines.join('\n');
}
