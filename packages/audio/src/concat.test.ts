import { describe, expect, it } from 'vitest';
import { concatSamples } from './concat';

describe('concatSamples', () => {
  it('joins tracks in order', () => {
    expect([...concatSamples([Float32Array.from([1, 2]), new Float32Array(0), Float32Array.from([3])])]).toEqual([1, 2, 3]);
  });

  it('gives an empty track for no parts', () => {
    expect(concatSamples([])).toHaveLength(0);
  });
});
