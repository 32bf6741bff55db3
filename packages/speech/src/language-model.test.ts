import { describe, expect, it } from 'vitest';
import { biasedLanguageModel, DEFAULT_BIAS, isFiller } from './language-model';

function parse(arpa: string) {
  const unigrams = new Map<string, { p: number; backoff: number }>();
  const bigrams = new Map<string, number>();
  let section = '';
  for (const line of arpa.split('\n')) {
    if (line.startsWith('\\')) section = line;
    else if (line.trim() && section === '\\1-grams:') {
      const [p, word, backoff] = line.split(' ');
      unigrams.set(word!, { p: 10 ** Number(p), backoff: 10 ** Number(backoff ?? 0) });
    } else if (line.trim() && section === '\\2-grams:') {
      const [p, a, b] = line.split(' ');
      bigrams.set(`${a} ${b}`, 10 ** Number(p));
    }
  }
  return { unigrams, bigrams };
}

describe('biasedLanguageModel', () => {
  const arpa = biasedLanguageModel([[['the']], [['red'], ['read']], [['river']]], ['the', 'a', 'water', 'city']);
  const { unigrams, bigrams } = parse(arpa);

  it('is a well-formed ARPA model whose unigram probabilities sum to 1', () => {
    expect(arpa).toMatch(/^\\data\\\nngram 1=\d+\nngram 2=\d+/);
    const total = [...unigrams].filter(([word]) => word !== '<s>').reduce((sum, [, entry]) => sum + entry.p, 0);
    expect(total).toBeCloseTo(1, 3);
    expect(isFiller('um')).toBe(true);
    expect(unigrams.has('um')).toBe(true);
  });

  it('favours the expected sequence, with alternatives, and keeps each history normalised', () => {
    expect(bigrams.get('<s> the')).toBeGreaterThan(0.5);
    expect(bigrams.get('the red')).toBeCloseTo(DEFAULT_BIAS.sequence / 2, 2);
    expect(bigrams.get('the read')).toBeCloseTo(DEFAULT_BIAS.sequence / 2, 2);
    expect(bigrams.get('red river')).toBeGreaterThan(0.5);
    expect(bigrams.get('river </s>')).toBeGreaterThan(0.5);
    // P(all words | "the") = listed bigrams + backoff × unigrams of the others.
    const listed = ['red', 'read'];
    const others = [...unigrams.keys()].filter((word) => word !== '<s>' && !listed.includes(word));
    const sum = listed.reduce((s, word) => s + bigrams.get(`the ${word}`)!, 0) + unigrams.get('the')!.backoff * others.reduce((s, word) => s + unigrams.get(word)!.p, 0);
    expect(sum).toBeCloseTo(1, 3);
  });

  it('shares the background mass by the given weights, leaving out expected words', () => {
    const weighted = parse(biasedLanguageModel([[['the']], [['river']]], ['the', 'a', 'water', 'city'], DEFAULT_BIAS, [8, 4, 2, 1])).unigrams;
    const a = weighted.get('a')!.p;
    expect(weighted.get('water')!.p).toBeCloseTo(a / 2, 6);
    expect(weighted.get('city')!.p).toBeCloseTo(a / 4, 6);
    expect(weighted.get('the')!.p).toBeGreaterThan(a);
    expect(a + weighted.get('water')!.p + weighted.get('city')!.p).toBeCloseTo(0.92 * DEFAULT_BIAS.background, 6);
  });
});
