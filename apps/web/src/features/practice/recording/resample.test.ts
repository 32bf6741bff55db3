import { describe, expect, it } from 'vitest';
import { rms } from './audio-level';
import { downmix, resample } from './resample';
import { sineWave } from '../testing/audio-signals';

describe('downmix', () => {
  it('averages the channels', () => {
    expect([...downmix([Float32Array.from([1, 0.5, 0]), Float32Array.from([0, 0.5, -1])])]).toEqual([0.5, 0.5, -0.5]);
  });

  it('returns a mono track as it is', () => {
    const mono = Float32Array.from([0.1, 0.2]);
    expect(downmix([mono])).toBe(mono);
  });
});

describe('resample', () => {
  it('converts 48 kHz to 16 kHz with the right length', () => {
    expect(resample(new Float32Array(48_000), 48_000, 16_000)).toHaveLength(16_000);
    expect(resample(new Float32Array(44_100), 44_100, 16_000)).toHaveLength(16_000);
  });

  it('keeps a speech-band tone: the result matches the tone sampled at 16 kHz', () => {
    const converted = resample(sineWave(0.5, 48_000, 440, 0.5), 48_000, 16_000);
    const expected = sineWave(0.5, 16_000, 440, 0.5);
    // Away from the edges, where the filter has full support.
    let largestError = 0;
    for (let index = 200; index < expected.length - 200; index += 1) largestError = Math.max(largestError, Math.abs(converted[index]! - expected[index]!));
    expect(largestError).toBeLessThan(0.01);
  });

  it('filters out frequencies above the new Nyquist limit instead of aliasing them', () => {
    const converted = resample(sineWave(0.5, 48_000, 12_000, 0.5), 48_000, 16_000);
    const middle = converted.subarray(200, converted.length - 200);
    // A 12 kHz tone would fold back to 4 kHz at full strength (RMS 0.35) without the low-pass filter.
    expect(rms(middle)).toBeLessThan(0.01);
  });

  it('upsamples too', () => {
    const converted = resample(sineWave(0.2, 8000, 300, 0.5), 8000, 16_000);
    const expected = sineWave(0.2, 16_000, 300, 0.5);
    expect(converted).toHaveLength(expected.length);
    expect(Math.abs(converted[1600]! - expected[1600]!)).toBeLessThan(0.01);
  });
});
