import { encodeWav16 } from '@pte/audio';
import { describe, expect, it } from 'vitest';
import { checkRecordingHeader, durationAllowance, prepareRecording } from './prepare-recording';
import { concat, mix, noise, silence, voiced } from './test-signals';

const wav = (samples: Float32Array, rate = 16_000) => encodeWav16(samples, rate);
const withFormatTag = (file: Uint8Array, tag: number) => {
  new DataView(file.buffer).setUint16(20, tag, true);
  return file;
};
const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { reason?: string }).reason;
  }
  return 'accepted';
};

describe('prepareRecording', () => {
  it('accepts a voiced recording and resamples it to 16 kHz', () => {
    const recording = prepareRecording(wav(concat(silence(0.5), voiced(2, 140, 0.3, 48_000), silence(0.5)).slice(0), 48_000), 10);
    expect(recording.source.sampleRate).toBe(48_000);
    expect(recording.pcm.length).toBe(recording.samples.length);
    expect(recording.voice.voicedSeconds).toBeGreaterThan(0.5);
  });

  it.each([
    ['silent', () => wav(silence(3)), 'silent'],
    ['very quiet hum', () => wav(voiced(3, 140, 0.0005)), 'silent'],
    ['only noise', () => wav(noise(3, 0.2)), 'no-speech'],
    ['too long for the task', () => wav(concat(voiced(13), silence(1))), 'too-long'],
    ['too short', () => wav(voiced(0.2)), 'too-short'],
    ['heavily clipped', () => wav(concat(silence(0.5), voiced(3, 140, 6).map((value) => Math.max(-1, Math.min(1, value))), silence(0.5))), 'clipped'],
    ['noise bursts', () => wav(concat(silence(0.5), noise(1, 0.3), silence(0.5), noise(1, 0.3))), 'no-speech'],
    ['not audio', () => new TextEncoder().encode('hello'), 'not-wav'],
    ['A-law (compressed)', () => withFormatTag(wav(voiced(1)), 6), 'unsupported-wav'],
    ['empty', () => wav(new Float32Array(0)), 'empty'],
  ])('refuses a %s recording', (_label, make, reason) => {
    expect(reasonOf(() => prepareRecording(make(), 10))).toBe(reason);
  });

  it('refuses an unreadable file with the learner-facing message', () => {
    expect(() => prepareRecording(new TextEncoder().encode('hello'), 10)).toThrow(expect.objectContaining({ name: 'SpeechRejectedError', message: expect.stringMatching(/not a WAV audio file/) }));
  });

  it('allows a small margin over the task time', () => {
    expect(durationAllowance(40)).toBe(44);
    expect(durationAllowance(10)).toBe(12);
    const answer = concat(silence(0.5), voiced(5), silence(0.5), voiced(5.5));
    expect(reasonOf(() => prepareRecording(wav(mix(answer, noise(11.5, 0.001))), 10))).toBe('accepted');
  });
});

/** A 16-bit mono WAV header announcing `seconds` of audio at 16 kHz, followed by `bodyBytes` bytes (zeros). */
function headerOnlyWav(seconds: number, bodyBytes: number): Uint8Array {
  const dataBytes = seconds * 16_000 * 2;
  const file = new Uint8Array(44 + bodyBytes);
  file.set(encodeWav16(new Float32Array(0), 16_000));
  const view = new DataView(file.buffer);
  view.setUint32(4, 36 + dataBytes, true);
  view.setUint32(40, dataBytes, true);
  return file;
}

describe('checkRecordingHeader', () => {
  it('refuses a 6-minute recording from its header, decoding nothing', () => {
    const sixMinutes = headerOnlyWav(360, 360 * 16_000 * 2);
    const started = performance.now();
    expect(() => checkRecordingHeader(sixMinutes, 40)).toThrow(expect.objectContaining({ reason: 'too-long', details: { durationSeconds: 360, maxSeconds: 40 } }));
    expect(performance.now() - started).toBeLessThan(10);
  });

  it('refuses 11 MB of nonsense after a RIFF/WAVE tag in well under 10 ms', () => {
    const nonsense = new Uint8Array(11 * 1024 * 1024);
    nonsense.set(new TextEncoder().encode('RIFF\0\0\0\0WAVE'));
    const started = performance.now();
    expect(() => checkRecordingHeader(nonsense, 40)).toThrow(expect.objectContaining({ reason: 'unsupported-wav' }));
    expect(performance.now() - started).toBeLessThan(10);
  });

  it('accepts a header within the task time, and refuses one with no audio or an impossible format', () => {
    expect(checkRecordingHeader(headerOnlyWav(30, 30 * 16_000 * 2), 40)).toMatchObject({ sampleRate: 16_000, channels: 1, durationSeconds: 30 });
    expect(reasonOf(() => checkRecordingHeader(headerOnlyWav(0, 0), 40))).toBe('empty');
    const noChannels = headerOnlyWav(5, 5 * 32_000);
    new DataView(noChannels.buffer).setUint16(22, 0, true);
    expect(reasonOf(() => checkRecordingHeader(noChannels, 40))).toBe('unsupported-wav');
    const absurdRate = headerOnlyWav(5, 5 * 32_000);
    new DataView(absurdRate.buffer).setUint32(24, 4_000_000_000, true);
    expect(reasonOf(() => checkRecordingHeader(absurdRate, 40))).toBe('unsupported-wav');
  });
});
