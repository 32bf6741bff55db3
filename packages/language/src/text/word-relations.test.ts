import { describe, expect, it } from 'vitest';
import { conceptKey } from './word-forms';
import { RELATION_STRENGTH, relatedConcepts } from './word-relations';
import { synsetsOf } from './wordnet';

const keyOf = (phrase: string) => phrase.split(' ').map(conceptKey).join(' ');

describe('synsetsOf', () => {
  it('reads a lemma\'s WordNet senses, most frequent first, and nothing for an unknown word', () => {
    const senses = synsetsOf('decline', 'verb');
    expect(senses.length).toBeGreaterThanOrEqual(4);
    expect(senses[0]!.words).toContain('worsen');
    expect(senses.some((sense) => sense.words.includes('wane'))).toBe(true);
    expect(synsetsOf('pollinator', 'noun')[0]!.words).toEqual(['pollinator']);
    expect(synsetsOf('qwzxv', 'noun')).toEqual([]);
  });
});

describe('relatedConcepts', () => {
  it('relates synonyms, two-word synonyms and broader terms, each with its strength', () => {
    expect(relatedConcepts('restricting').get(keyOf('limiting'))).toBe(RELATION_STRENGTH.synonym);
    expect(relatedConcepts('neurons').get(keyOf('nerve cells'))).toBe(RELATION_STRENGTH.synonym);
    expect(relatedConcepts('households').get(keyOf('families'))).toBe(RELATION_STRENGTH.synonym);
    expect(relatedConcepts('pesticides').get(keyOf('chemicals'))).toBe(RELATION_STRENGTH.neighbour);
    expect(relatedConcepts('pollinators').get(keyOf('insects'))).toBe(RELATION_STRENGTH.neighbour);
  });

  it('takes in the package\'s synonym groups, and leaves out the word itself and unrelated words', () => {
    expect(relatedConcepts('critics').get(keyOf('opponents'))).toBe(RELATION_STRENGTH.synonym);
    expect(relatedConcepts('declining').has(keyOf('declines'))).toBe(false);
    expect(relatedConcepts('pollinators').has(keyOf('taxes'))).toBe(false);
  });
});
