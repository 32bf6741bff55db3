import { describe, expect, it } from 'vitest';
import { editDistance, isNearMiss } from './edit-distance';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['', 'abc', 3],
    ['library', 'libary', 1],
    ['kitten', 'sitting', 3],
    ['their', 'there', 2],
    ['same', 'same', 0],
  ])('%j → %j is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it('counts whole words when given word sequences', () => {
    const said = 'the cat sat on the mat'.split(' ');
    expect(editDistance(said, 'the cat sat on mat'.split(' '))).toBe(1);
    expect(editDistance(said, 'a cat sat on the hat today'.split(' '))).toBe(3);
    expect(editDistance(said, [])).toBe(6);
  });
});

describe('isNearMiss', () => {
  it.each([
    ['library', 'libary', true],
    ['environment', 'enviroment', true],
    ['their', 'there', true],
    ['on', 'in', false],
    ['a', 'an', false],
    ['library', 'library', false],
    ['cat', 'dog', false],
  ])('%j typed as %j: %s', (expected, typed, result) => {
    expect(isNearMiss(expected, typed)).toBe(result);
  });
});
