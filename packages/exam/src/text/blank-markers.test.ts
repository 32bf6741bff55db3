import { describe, expect, it } from 'vitest';
import { blankMarkers, fillBlankMarkers, splitAtBlankMarkers } from './blank-markers';

describe('blankMarkers', () => {
  it.each([
    ['no blanks here', []],
    ['The {{1}} sat on the {{2}}.', [1, 2]],
    ['{{2}} before {{1}}', [2, 1]],
    ['{{1}}{{1}}', [1, 1]],
    ['{1} and {{ 1 }} are not markers', []],
  ])('finds the markers of %j', (text, expected) => {
    expect(blankMarkers(text)).toEqual(expected);
  });
});

describe('fillBlankMarkers', () => {
  it.each([
    ['The {{1}} sat on the {{2}}.', ['cat', 'mat'], 'The cat sat on the mat.'],
    ['The {{1}} sat on the {{3}}.', ['cat'], 'The cat sat on the {{3}}.'],
    ['plain', ['x'], 'plain'],
  ])('fills %j', (text, answers, expected) => {
    expect(fillBlankMarkers(text, answers)).toBe(expected);
  });
});

describe('splitAtBlankMarkers', () => {
  it.each([
    ['The {{1}} sat on the {{2}}.', ['The ', 1, ' sat on the ', 2, '.']],
    ['{{1}} starts', [1, ' starts']],
    ['ends {{1}}', ['ends ', 1]],
    ['none', ['none']],
  ])('splits %j', (text, expected) => {
    expect(splitAtBlankMarkers(text)).toEqual(expected);
  });
});
