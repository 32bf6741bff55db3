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
