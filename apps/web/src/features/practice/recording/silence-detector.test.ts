import { describe, expect, it } from 'vitest';
import { createSilenceDetector, DEFAULT_SILENCE_THRESHOLD_DB, silenceThresholdDb } from './silence-detector';
import { framesOf, quiet, sineWave } from '../testing/audio-signals';

const RATE = 16_000;
const FRAME = 1600; // 0.1 s

function feed(detector: ReturnType<typeof createSilenceDetector>, samples: Float32Array) {
  return framesOf(samples, FRAME).map((frame) => detector.push(frame, frame.length / RATE));
}

describe('silence detector (3 s rule)', () => {
  it('never stops before the learner has started speaking', () => {
    const readings = feed(createSilenceDetector(), quiet(10, RATE, 0.001));
    expect(readings.some((reading) => reading.shouldStop)).toBe(false);
    expect(readings.at(-1)).toEqual({ speechStarted: false, silentSeconds: 0, shouldStop: false });
  });

  it('stops once speech is followed by 3 s of silence', () => {
    const detector = createSilenceDetector();
    feed(detector, sineWave(1, RATE));
    const readings = feed(detector, quiet(3.5, RATE));
    const stopAt = readings.findIndex((reading) => reading.shouldStop);
    expect(stopAt).toBe(29); // the 30th 0.1 s frame completes 3 s
    expect(readings[28]?.shouldStop).toBe(false);
  });

  it('starts counting again when speech resumes', () => {
    const detector = createSilenceDetector();
    feed(detector, sineWave(0.5, RATE));
    feed(detector, quiet(2.5, RATE));
    const resumed = feed(detector, sineWave(0.2, RATE)).at(-1);
    expect(resumed).toEqual({ speechStarted: true, silentSeconds: 0, shouldStop: false });
    expect(feed(detector, quiet(2.9, RATE)).some((reading) => reading.shouldStop)).toBe(false);
  });

  it('uses a threshold above the room noise when it is known', () => {
    expect(silenceThresholdDb(null)).toBe(DEFAULT_SILENCE_THRESHOLD_DB);
    expect(silenceThresholdDb(-70)).toBe(DEFAULT_SILENCE_THRESHOLD_DB);
    expect(silenceThresholdDb(-40)).toBe(-30);
    // Noise at −40 dBFS (amplitude 0.01) is silence for a detector with that threshold.
    const detector = createSilenceDetector({ thresholdDb: silenceThresholdDb(-40) });
    expect(feed(detector, quiet(1, RATE, 0.01)).at(-1)?.speechStarted).toBe(false);
  });
});
