import { concatSamples } from '@pte/audio';
import { describe, expect, it } from 'vitest';
import { quiet, sineWave } from '../testing/audio-signals';
import { analyseMicrophoneCheck, canTestRecognition } from './microphone-check-analysis';

const RATE = 16_000;

function take(noise: number, speech: Float32Array) {
  return analyseMicrophoneCheck(concatSamples([quiet(1, RATE, noise), speech]), RATE, 1);
}

describe('microphone check analysis', () => {
  it('finds nothing wrong with clear speech in a quiet room', () => {
    const report = take(0.0005, sineWave(3, RATE, 220, 0.3));
    expect(report.findings).toEqual([]);
    expect(report.noiseFloorDb).toBeCloseTo(-66, 0);
    expect(report.speechLevelDb).toBeCloseTo(-13.5, 0);
    expect(canTestRecognition(report)).toBe(true);
  });

  it('says it heard nothing when the reading is no louder than the room', () => {
    const report = take(0.0005, quiet(3, RATE, 0.0005));
    expect(report.findings).toEqual(['silent']);
    expect(canTestRecognition(report)).toBe(false);
  });

  it('finds a voice that is too quiet', () => {
    expect(take(0.0001, sineWave(3, RATE, 220, 0.01)).findings).toEqual(['too-quiet']);
  });

  it('finds clipping', () => {
    const clipped = sineWave(3, RATE, 220, 1.5).map((sample) => Math.max(-1, Math.min(1, sample)));
    expect(take(0.0005, clipped).findings).toContain('clipping');
  });

  it('finds background noise from the quiet start', () => {
    const report = take(0.02, sineWave(3, RATE, 220, 0.3));
    expect(report.findings).toEqual(['noisy']);
    expect(report.noiseFloorDb).toBeCloseTo(-34, 0);
  });
});
