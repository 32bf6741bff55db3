import { describe, expect, it } from 'vitest';
import { splitParagraphs, splitSentences } from './segments';

describe('splitSentences', () => {
  it('splits at stops, question and exclamation marks', () => {
    const sentences = splitSentences('Cities grow. Why? Because people move!');
    expect(sentences.map((s) => s.text)).toEqual(['Cities grow.', 'Why?', 'Because people move!']);
  });

  it('does not split at abbreviations, initials or decimals', () => {
    const text = 'Prices rose by 3.5 per cent, e.g. in Paris. Mr. Smith agreed with J. K. Rowling.';
    expect(splitSentences(text).map((s) => s.text)).toEqual(['Prices rose by 3.5 per cent, e.g. in Paris.', 'Mr. Smith agreed with J. K. Rowling.']);
  });

  it('splits where a stop has no space after it and at line breaks', () => {
    const sentences = splitSentences('This is bad.This is worse\nA new line');
    expect(sentences.map((s) => s.text)).toEqual(['This is bad.', 'This is worse', 'A new line']);
    expect(sentences.map((s) => s.terminated)).toEqual([true, false, false]);
    expect(sentences.map((s) => s.paragraph)).toEqual([0, 0, 1]);
  });

  it('reports offsets into the original text', () => {
    const text = '  First one.  Second one.';
    for (const s of splitSentences(text)) expect(text.slice(s.start, s.end)).toBe(s.text);
  });
});

describe('splitParagraphs', () => {
  it('ignores blank lines', () => {
    expect(splitParagraphs('One.\n\n\nTwo.\r\nThree.').map((p) => p.text)).toEqual(['One.', 'Two.', 'Three.']);
  });
});
