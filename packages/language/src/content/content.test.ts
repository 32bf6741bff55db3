import { describe, expect, it } from 'vitest';
import { tokenizeWords } from '../text/tokens';
import { indexConcepts } from './concept-match';
import { listedWords } from './listed-words';
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

  it('covers a key idea put in other words', () => {
    const answer = index('Populations of wild bees and other pollinators are shrinking across many regions.');
    const [decline] = coverKeyIdeas(['Wild pollinators are declining widely.'], answer);
    expect(decline!.covered).toBe(true);
    expect(decline!.coverage).toBeGreaterThan(0.6);
  });

  it('counts words named in a bare list for less than the same words in a statement, unless the idea lists them too', () => {
    const idea = ['Investors hold on to shares that have fallen in value.'];
    const statement = 'Investors hold on to shares that have fallen in value.';
    const list = 'The talk gave examples about bets, investors, shares, value, mugs and teachers.';
    const indexWithPlaces = (text: string) => {
      const tokens = tokenizeWords(text);
      return indexConcepts(tokens.map((t) => t.lower), { listed: listedWords(text, tokens) });
    };
    expect(coverKeyIdeas(idea, indexWithPlaces(list))[0]!.coverage).toBeLessThan(coverKeyIdeas(idea, indexWithPlaces(statement))[0]!.coverage / 2);
    const listedIdea = ['Shift work is linked to obesity, diabetes and heart disease.'];
    const listedAnswer = 'Night work raises the risk of obesity, diabetes and heart disease.';
    expect(coverKeyIdeas(listedIdea, indexWithPlaces(listedAnswer))[0]!.covered).toBe(true);
  });
});

describe('listedWords', () => {
  it('marks the words of two or more short list items in a row, not a lone short phrase', () => {
    const text = 'Elinor Ostrom, who won the Nobel Prize, studied fisheries, forests and irrigation systems.';
    const tokens = tokenizeWords(text);
    const listed = tokens.filter((_, i) => listedWords(text, tokens)[i]).map((t) => t.lower);
    expect(listed).toEqual(['studied', 'fisheries', 'forests', 'irrigation', 'systems']);
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
