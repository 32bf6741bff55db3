import { concatSamples } from '@pte/audio';
import { describe, expect, it } from 'vitest';
import { findPauses } from './pauses';
import { quiet, sineWave } from '../testing/audio-signals';

const RATE = 16_000;

describe('findPauses', () => {
  it('finds a silent stretch of 250 ms or more between speech, with its times', () => {
    const take = concatSamples([sineWave(1, RATE), quiet(0.6, RATE), sineWave(1, RATE)]);
    const pauses = findPauses(take, RATE);
    expect(pauses).toHaveLength(1);
    expect(pauses[0]!.start).toBeCloseTo(1, 1);
    expect(pauses[0]!.end).toBeCloseTo(1.6, 1);
  });

  it('ignores gaps shorter than 250 ms', () => {
    expect(findPauses(concatSamples([sineWave(1, RATE), quiet(0.15, RATE), sineWave(1, RATE)]), RATE)).toEqual([]);
  });

  it('does not count the silence before the first word or after the last', () => {
    expect(findPauses(concatSamples([quiet(1, RATE), sineWave(1, RATE), quiet(2, RATE)]), RATE)).toEqual([]);
  });

  it('judges silence relative to the take, so a quiet take still has its pauses', () => {
    const take = concatSamples([sineWave(0.5, RATE, 220, 0.02), quiet(0.5, RATE, 0.0002), sineWave(0.5, RATE, 220, 0.02), quiet(0.3, RATE, 0.0002), sineWave(0.5, RATE, 220, 0.02)]);
    expect(findPauses(take, RATE)).toHaveLength(2);
  });

  it('finds nothing in a silent take', () => {
    expect(findPauses(quiet(2, RATE), RATE)).toEqual([]);
  });
});
