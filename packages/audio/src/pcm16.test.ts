import { describe, expect, it } from 'vitest';
import { toInt16 } from './pcm16';

describe('toInt16', () => {
  it('scales to the 16-bit range, rounding, and clips beyond full scale', () => {
    expect(Array.from(toInt16(Float32Array.from([1, -1, 0, 0.5, -0.5, 3, -3])))).toEqual([32767, -32768, 0, 16384, -16383, 32767, -32768]);
  });
});
