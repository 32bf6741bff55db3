import { describe, expect, it } from 'vitest';
import { resample, SPEECH_SAMPLE_RATE } from './resample';

function tone(frequency: number, rate: number, seconds: number, amplitude = 0.5): Float32Array {
  return Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / rate));
}

function rms(samples: Float32Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! ** 2;
  return Math.sqrt(sum / (to - from));
}

function zeroCrossings(samples: Float32Array): number {
  let count = 0;
  for (let i = 1; i < samples.length; i++) if (samples[i - 1]! < 0 !== samples[i]! < 0) count++;
  return count;
}

describe('resample', () => {
  it.each([48_000, 44_100, 22_050, 8_000])('keeps a 440 Hz tone at 440 Hz and its level when converting %i Hz to 16 kHz', (rate) => {
    const out = resample(tone(440, rate, 1), rate, 16_000);
    expect(out.length).toBe(16_000);
    const middle = out.subarray(2000, 14_000);
    expect(zeroCrossings(middle) / 2 / 0.75).toBeGreaterThan(435);
    expect(zeroCrossings(middle) / 2 / 0.75).toBeLessThan(445);
    expect(rms(middle)).toBeCloseTo(0.5 / Math.SQRT2, 1);
  });

  it('converts to the speech rate by default', () => {
    expect(SPEECH_SAMPLE_RATE).toBe(16_000);
    expect(resample(new Float32Array(44_100), 44_100)).toHaveLength(16_000);
  });

  it('matches the tone sampled at the new rate, sample by sample, away from the edges', () => {
    const cases = [
      { from: 48_000, to: 16_000, frequency: 440 },
      { from: 8000, to: 16_000, frequency: 300 },
    ];
    for (const { from, to, frequency } of cases) {
      const converted = resample(tone(frequency, from, 0.5), from, to);
      const expected = tone(frequency, to, 0.5);
      expect(converted).toHaveLength(expected.length);
      let largestError = 0;
      for (let index = 200; index < expected.length - 200; index += 1) largestError = Math.max(largestError, Math.abs(converted[index]! - expected[index]!));
      expect(largestError).toBeLessThan(0.01);
    }
  });

  it.each([10_000, 12_000])('removes a %i Hz tone, above the new Nyquist frequency, instead of folding it back', (frequency) => {
    const out = resample(tone(frequency, 48_000, 1), 48_000, 16_000);
    expect(rms(out, 1000, 15_000)).toBeLessThan(0.01);
  });

  it('returns the input when the rate is already right', () => {
    const input = tone(100, 16_000, 0.1);
    expect(resample(input, 16_000, 16_000)).toBe(input);
  });
});
