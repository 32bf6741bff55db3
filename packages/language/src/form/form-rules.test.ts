import { describe, expect, it } from 'vitest';
import { splitParagraphs, splitSentences } from '../text/segments';
import type { WritingTask } from '../types';
import { checkForm } from './form-rules';

function form(task: WritingTask, text: string) {
  return checkForm(task, text, splitSentences(text), splitParagraphs(text));
}

// A text of n words in one sentence, ending with a full stop.
function words(n: number): string {
  return `${Array.from({ length: n }, (_, i) => (i === 0 ? 'Cities' : ['grow', 'quickly', 'because', 'people', 'move'][i % 5])).join(' ')}.`;
}

// A text of n words in sentences of ten words.
function sentences(n: number): string {
  const all = Array.from({ length: n }, (_, i) => ['Urban', 'areas', 'expand', 'as', 'families', 'search', 'for', 'work', 'and', 'schools'][i % 10]!);
  const chunks: string[] = [];
  for (let i = 0; i < all.length; i += 10) chunks.push(`${all.slice(i, i + 10).join(' ')}.`);
  return chunks.join(' ');
}

describe('checkForm — word limits (docs/scoring-writing.md#gates)', () => {
  it.each([
    [4, 0], [5, 1], [75, 1], [76, 0],
  ])('Summarize Written Text with %i words → form %i', (n, score) => {
    const report = form('summarize-written-text', words(n));
    expect(report.score).toBe(score);
    expect(report.gates.some((g) => g.rule === 'word-count')).toBe(score === 0);
  });

  it.each([
    [119, 0], [120, 1], [199, 1], [200, 2], [300, 2], [301, 1], [380, 1], [381, 0],
  ])('Write Essay with %i words → form %i', (n, score) => {
    const report = form('write-essay', sentences(n));
    expect(report.wordCount).toBe(n);
    expect(report.score).toBe(score);
    expect(report.gates.some((g) => g.rule === 'word-count')).toBe(score === 0);
  });

  it.each([
    [39, 0], [40, 1], [49, 1], [50, 2], [70, 2], [71, 1], [100, 1], [101, 0],
  ])('Summarize Spoken Text with %i words → form %i', (n, score) => {
    expect(form('summarize-spoken-text', sentences(n)).score).toBe(score);
  });

  it('marks the words beyond the limit', () => {
    const text = sentences(72);
    const [issue] = form('summarize-spoken-text', text).issues;
    expect(issue).toMatchObject({ category: 'form', source: 'form:word-count' });
    expect(text.slice(issue!.start).split(/\s+/).length).toBe(2);
  });
});

describe('checkForm — gates', () => {
  it('Summarize Written Text must be one sentence', () => {
    const text = 'Cities grow because people move there. They look for work and schools.';
    const report = form('summarize-written-text', text);
    expect(report.score).toBe(0);
    expect(report.gates.map((g) => g.rule)).toEqual(['one-sentence']);
    expect(text.slice(report.issues[0]!.start, report.issues[0]!.end)).toBe('.');
  });

  it('one sentence joined by a semicolon is fine', () => {
    expect(form('summarize-written-text', 'Cities grow because people move there; they look for work and schools.').score).toBe(1);
  });

  it('all capitals zero the item', () => {
    const report = form('summarize-spoken-text', sentences(60).toUpperCase());
    expect(report.score).toBe(0);
    expect(report.gates.map((g) => g.rule)).toContain('all-capitals');
  });

  it('an essay without punctuation is zeroed', () => {
    const report = form('write-essay', sentences(250).replace(/\./g, ''));
    expect(report.gates.map((g) => g.rule)).toContain('no-punctuation');
  });

  it('bullet points are zeroed and each bullet marked', () => {
    const text = `${Array.from({ length: 6 }, (_, i) => `- point ${i} ${sentences(40)}`).join('\n')}`;
    const report = form('write-essay', text);
    expect(report.gates.map((g) => g.rule)).toContain('bullet-points');
    expect(report.issues.filter((i) => i.source === 'form:bullet-points').map((i) => text.slice(i.start, i.end))).toEqual(Array(6).fill('-'));
  });
});
