import { describe, expect, it } from 'vitest';
import { tokenizeWords } from '../text/tokens';
import { indexConcepts } from './concept-match';
import { findCopiedSpans } from './copying';
import { coverKeyIdeas } from './key-ideas';
import { deriveKeyTerms } from './key-terms';
import { findTemplatePhrases } from './templates';

const index = (text: string) => indexConcepts(tokenizeWords(text).map((t) => t.lower));

describe('coverKeyIdeas', () => {
  it('matches other word forms and synonyms of the key words', () => {
    const answer = index('Carbon emissions rose sharply as factories polluted the rivers, although cities improved recycling.');
    const [rise, pollution, recycling, tourism] = coverKeyIdeas(['increase in carbon emissions', 'industrial pollution of rivers', 'urban recycling', 'growth of tourism'], answer);
    expect(rise!.covered).toBe(true);
    expect(pollution!.covered).toBe(true);
    expect(recycling!.covered).toBe(true);
    expect(tourism!.covered).toBe(false);
    expect(tourism!.missing).toContain('tourism');
  });
});

describe('deriveKeyTerms', () => {
  it('picks the recurring topic words of a passage', () => {
    const passage = 'Coral reefs are dying. Warmer oceans bleach the coral, and bleached reefs lose their fish. Scientists are testing heat-tolerant coral to restore reefs.';
    const terms = deriveKeyTerms(passage);
    expect(terms.slice(0, 2).sort()).toEqual(['coral', 'reefs']);
  });
});

describe('findCopiedSpans', () => {
  it('finds runs copied word for word, ignoring case and punctuation', () => {
    const source = tokenizeWords('The museum opened in 1901 and it quickly became the most visited building in the whole region.');
    const answer = tokenizeWords('In short, it quickly became the most visited building in the whole region, experts say.');
    const spans = findCopiedSpans(answer, source, 8);
    expect(spans).toHaveLength(1);
    expect(answer.slice(spans[0]!.from, spans[0]!.to).map((t) => t.text).join(' ')).toBe('it quickly became the most visited building in the whole region');
  });

  it('ignores short shared phrases', () => {
    expect(findCopiedSpans(tokenizeWords('the most visited building'), tokenizeWords('the most visited building in town'), 8)).toEqual([]);
  });
});

describe('findTemplatePhrases', () => {
  it('finds stock template phrases but not ordinary linking words', () => {
    const text = 'In this day and age, technology plays a vital role in our lives. In conclusion, I agree.';
    expect(findTemplatePhrases(text).map((m) => text.slice(m.start, m.end))).toEqual(['In this day and age', 'plays a vital role in our lives']);
  });
});
