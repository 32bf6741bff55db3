import { describe, expect, it } from 'vitest';
import { downmix } from './downmix';

describe('downmix', () => {
  it('averages the channels', () => {
    expect([...downmix([Float32Array.from([1, 0.5, 0]), Float32Array.from([0, 0.5, -1])])]).toEqual([0.5, 0.5, -0.5]);
  });

  it('stops at the shortest channel', () => {
    expect(downmix([new Float32Array(5), new Float32Array(3)])).toHaveLength(3);
  });

  it('returns a mono track as it is', () => {
    const mono = Float32Array.from([0.1, 0.2]);
    expect(downmix([mono])).toBe(mono);
  });
});
