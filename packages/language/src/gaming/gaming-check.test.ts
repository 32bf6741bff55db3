import { describe, expect, it } from 'vitest';
import { findRepeatedSpans } from '../content/copying';
import { findGenericSentences } from '../content/templates';
import { traitMaxima } from '../scoring/rubrics';
import { gamingFormRule, gamingTraitCaps } from '../scoring/gaming-caps';
import { checkSpelling } from '../spelling/spell-check';
import { splitSentences } from '../text/segments';
import { tokenizeWords } from '../text/tokens';
import type { WritingAssessmentInput } from '../types';
import { detectGaming, type GamingFinding } from './gaming-check';

function gaming(input: WritingAssessmentInput) {
  const sentences = splitSentences(input.text);
  const tokens = tokenizeWords(input.text);
  const { issues } = checkSpelling(tokens, new Set(sentences.map((s) => s.start)));
  return detectGaming(input, { text: input.text, tokens, sentences, issues });
}

const PROMPT = 'Many cities now charge drivers a fee to enter the centre at busy times. Is congestion charging a good idea? Give reasons and examples.';

describe('findRepeatedSpans', () => {
  it('marks the copies of a run written before, not its first occurrence', () => {
    const tokens = tokenizeWords('Cars fill the centre every morning. Buses are slow. Cars fill the centre every morning.');
    const spans = findRepeatedSpans(tokens, 5);
    expect(spans.map((s) => tokens.slice(s.from, s.to).map((t) => t.text).join(' '))).toEqual(['Cars fill the centre every morning']);
    expect(spans[0]!.from).toBeGreaterThan(5);
  });
});

describe('findGenericSentences', () => {
  const itemWords = new Set(['congestion', 'charging', 'cities', 'drivers', 'fee', 'centre']);
  const spans = (text: string) => text.split(/(?<=[.,;])\s+/).map((t) => ({ start: 0, end: t.length, text: t }));

  it('finds clauses that would fit any topic, with the topic slotted in', () => {
    const text = 'In this day and age, congestion charging has become a hotly debated issue. This essay will discuss both sides of the argument.';
    expect(findGenericSentences(spans(text), (w) => itemWords.has(w))).toHaveLength(3);
  });

  it('leaves clauses with ideas of their own', () => {
    const text = 'London\'s charge cut traffic in the zone by a fifth within a year, and bus journeys became faster.';
    expect(findGenericSentences(spans(text), (w) => itemWords.has(w))).toEqual([]);
  });
});

describe('detectGaming', () => {
  it('measures the share of each kind and reports the kinds past their thresholds', () => {
    const sentence = 'Congestion charging reduces traffic because drivers avoid the centre in the rush hour.';
    const report = gaming({ task: 'write-essay', prompt: PROMPT, text: Array.from({ length: 6 }, () => sentence).join(' ') });
    expect(report.shares.repetition).toBeCloseTo(5 / 6, 2);
    expect(report.findings.map((f) => [f.kind, f.level])).toEqual([['repetition', 'dominant']]);
    expect(report.findings[0]!.spans.length).toBeGreaterThan(0);
  });

  it('finds keyword strings but not an ordinary list', () => {
    const keywords = gaming({ task: 'summarize-written-text', text: 'Traffic congestion charges drivers cities centre fees buses trains cycling pollution emissions revenue London Stockholm Singapore results.' });
    expect(keywords.findings.map((f) => f.kind)).toContain('keyword-list');
    const list = gaming({ task: 'summarize-written-text', text: 'The charge cut traffic, pollution and delays, and the revenue paid for buses, trains and cycle lanes.' });
    expect(list.shares['keyword-list']).toBe(0);
  });
});

describe('gaming caps', () => {
  const finding = (kind: GamingFinding['kind'], level: GamingFinding['level'], share = 0.9): GamingFinding => ({ kind, level, share, spans: [] });

  it('caps the traits a kind fakes, by level, keeping content at 1 unless the kind removes it', () => {
    const essay = traitMaxima('write-essay');
    expect(gamingTraitCaps([finding('repetition', 'dominant')], essay)).toEqual({
      content: 1, grammar: 1, spelling: 1, vocabularyRange: 0, generalLinguisticRange: 0, developmentStructureCoherence: 0,
    });
    expect(gamingTraitCaps([finding('repetition', 'partial', 0.3)], essay)).toEqual({
      grammar: 1, vocabularyRange: 1, generalLinguisticRange: 1, developmentStructureCoherence: 1,
    });
    expect(gamingTraitCaps([finding('off-topic', 'dominant')], traitMaxima('summarize-written-text'))).toEqual({ content: 0 });
  });

  it('does not count repeated words towards the word limits, and takes a keyword answer for notes', () => {
    expect(gamingFormRule('write-essay', [finding('repetition', 'dominant', 0.9)], 250)).toMatchObject({ cap: 0, gate: { rule: 'word-count' } });
    expect(gamingFormRule('write-essay', [finding('repetition', 'dominant', 0.5)], 260)).toEqual({ cap: 1 });
    expect(gamingFormRule('summarize-spoken-text', [finding('keyword-list', 'dominant')], 60)).toMatchObject({ cap: 0, gate: { rule: 'bullet-points' } });
    expect(gamingFormRule('write-essay', [finding('template', 'dominant')], 250)).toBeUndefined();
  });
});
