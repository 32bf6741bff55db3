import { describe, expect, it } from 'vitest';
import { concat, mix, noise, silence, voiced } from './test-signals';
import { detectVoiceActivity } from './voice-activity';

describe('detectVoiceActivity', () => {
  it('finds voiced stretches between silences, with their timing', () => {
    const signal = concat(silence(1), voiced(1.5), silence(0.8), voiced(1), silence(0.5));
    const activity = detectVoiceActivity(mix(signal, noise(signal.length / 16_000, 0.001)));
    expect(activity.segments).toHaveLength(2);
    expect(activity.segments[0]!.start).toBeCloseTo(1, 1);
    expect(activity.segments[0]!.end).toBeCloseTo(2.5, 1);
    expect(activity.segments[1]!.start).toBeCloseTo(3.3, 1);
    expect(activity.speechSeconds).toBeCloseTo(2.5, 0);
    expect(activity.voicedSeconds).toBeGreaterThan(2);
    expect(activity.snrDb).toBeGreaterThan(30);
  });

  it('merges gaps shorter than 150 ms', () => {
    const activity = detectVoiceActivity(concat(silence(0.5), voiced(0.5), silence(0.1), voiced(0.5), silence(0.5)));
    expect(activity.segments).toHaveLength(1);
  });

  it('tells noise from voice: noise bursts are loud but not voiced', () => {
    const activity = detectVoiceActivity(concat(silence(0.5), noise(2, 0.3), silence(0.5)));
    expect(activity.speechSeconds).toBeGreaterThan(1.5);
    expect(activity.voicedSeconds).toBeLessThan(0.15);
  });

  it('reports nothing in silence', () => {
    const activity = detectVoiceActivity(silence(2));
    expect(activity.voicedSeconds).toBe(0);
  });
});
