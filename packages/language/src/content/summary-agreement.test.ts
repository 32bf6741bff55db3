import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { assessWriting, prepareWritingAssessment } from '../assess-writing';
import { countPteWords } from '../text/tokens';
import { evaluateSummaries, formatSummaryAgreement, loadSummaryItem, type SummaryAgreement } from './summary-agreement';
import type { SummaryCase, SummaryKind } from './summary-sets/summary-case';
import { sstHeldOut, sstSummaries } from './summary-sets/sst-summaries';
import { swtHeldOut, swtSummaries } from './summary-sets/swt-summaries';

const sets = [
  { task: 'summarize-written-text', name: 'Summarize Written Text', tuned: swtSummaries, heldOut: swtHeldOut, words: { min: 5, max: 75 } },
  { task: 'summarize-spoken-text', name: 'Summarize Spoken Text', tuned: sstSummaries, heldOut: sstHeldOut, words: { min: 50, max: 70 } },
] as const;

// Share of each kind in the tuned sets (README, "Content: the summary sets").
const MIX: Readonly<Record<SummaryKind, number>> = { 'paraphrase': 0.3, 'close': 0.2, 'partial': 0.2, 'off-topic': 0.1, 'copied': 0.1, 'gaming': 0.1 };

function shareOf(summaries: readonly SummaryCase[], kind: SummaryKind): number {
  return summaries.filter((s) => s.kind === kind).length / summaries.length;
}

describe.each(sets)('$name summary set', ({ task, tuned, heldOut, words }) => {
  it('has at least 80 summaries of 10 bank items in the planned mix, and 20 held out', () => {
    expect(tuned.length).toBeGreaterThanOrEqual(80);
    expect(new Set(tuned.map((s) => s.item)).size).toBeGreaterThanOrEqual(10);
    for (const [kind, share] of Object.entries(MIX)) expect(shareOf(tuned, kind as SummaryKind), kind).toBeCloseTo(share, 1);
    expect(heldOut.length).toBeGreaterThanOrEqual(20);
  });

  it('refers to bank items that have key ideas, keeps every text unique, and gives a reason for each band', () => {
    for (const summary of [...tuned, ...heldOut]) {
      expect(loadSummaryItem(task, summary.item).keyIdeas.length, summary.item).toBeGreaterThan(0);
      expect(summary.reason.trim(), summary.text).not.toBe('');
    }
    const texts = [...tuned, ...heldOut].map((s) => s.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('keeps every summary within the word limits of full form', () => {
    for (const summary of [...tuned, ...heldOut]) {
      const count = countPteWords(summary.text);
      expect(count, summary.text).toBeGreaterThanOrEqual(words.min);
      expect(count, summary.text).toBeLessThanOrEqual(words.max);
    }
  });
});

describe.each(sets)('$name content agreement', ({ task, name, tuned, heldOut }) => {
  let tunedAgreement: SummaryAgreement;
  let heldOutAgreement: SummaryAgreement;

  beforeAll(async () => {
    await prepareWritingAssessment();
    tunedAgreement = await evaluateSummaries(task, tuned);
    heldOutAgreement = await evaluateSummaries(task, heldOut);
    console.info(`${name}, tuned set\n${formatSummaryAgreement(tunedAgreement)}\n\n${name}, held out\n${formatSummaryAgreement(heldOutAgreement)}`);
  }, 600_000);

  it('gives full form to every summary that is not gaming (the sets test content, not form)', () => {
    for (const { summary, form } of [...tunedAgreement.scored, ...heldOutAgreement.scored]) {
      if (summary.kind !== 'gaming') expect(form.score, summary.text).toBe(form.max);
    }
  });

  // Thresholds: the measured figures (README, "Content: the summary sets"), rounded down with room for one or two
  // summaries to change band.
  it('agrees with the expected content band on the tuned set', () => {
    expect(tunedAgreement.exact).toBeGreaterThanOrEqual(0.85);
    expect(tunedAgreement.withinOne).toBeGreaterThanOrEqual(0.97);
  });

  it('agrees with the expected content band on the held-out set', () => {
    expect(heldOutAgreement.exact).toBeGreaterThanOrEqual(0.75);
    expect(heldOutAgreement.withinOne).toBeGreaterThanOrEqual(0.95);
  });

  it('never scores a good paraphrase 0, nor an off-topic answer or a string of key words full marks', () => {
    for (const { summary, content } of [...tunedAgreement.scored, ...heldOutAgreement.scored]) {
      if (summary.kind === 'paraphrase' || summary.kind === 'close') expect(content, summary.text).toBeGreaterThan(0);
      if (summary.kind === 'off-topic' || summary.kind === 'gaming') expect(content, summary.text).toBeLessThan(2);
    }
  });
});

// The task guides' worked examples (content/guides/examples) are summaries that leave out one key idea on purpose, and
// their notes explain the content 1 it earns: a matcher tolerant of paraphrase must not take them to full marks.
describe.each(sets)('$name task guide example', ({ task }) => {
  it('keeps content 1 for the worked summary that misses one key idea', async () => {
    const file = new URL(`../../../../content/guides/examples/${task}.json`, import.meta.url);
    const example = JSON.parse(readFileSync(file, 'utf8')) as { itemId: string; answer: { text: string } };
    const item = loadSummaryItem(task, example.itemId);
    const result = await assessWriting({ task, text: example.answer.text, keyIdeas: item.keyIdeas, sourceText: item.sourceText, rubric: 'legacy' });
    expect(result.metrics.keyIdeasCovered).toBe(item.keyIdeas.length - 1);
    expect(result.traits.content?.score).toBe(1);
  });
});
