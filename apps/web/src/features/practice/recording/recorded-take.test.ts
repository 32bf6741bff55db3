import { decodeWav } from '@pte/audio';
import { describe, expect, it } from 'vitest';
import { sineWave } from '../testing/audio-signals';
import { buildTake } from './recorded-take';

describe('buildTake', () => {
  it('turns 48 kHz stereo capture into the 16 kHz mono WAV the assessment expects', async () => {
    const left = sineWave(1, 48_000, 440, 0.5);
    const take = buildTake([left, new Float32Array(left.length)], 48_000);
    expect(take.sampleRate).toBe(16_000);
    expect(take.samples).toHaveLength(16_000);
    expect(take.durationSeconds).toBe(1);
    expect(take.blob.type).toBe('audio/wav');
    expect(take.blob.size).toBe(44 + 16_000 * 2);
    const wav = decodeWav(new Uint8Array(await take.blob.arrayBuffer()));
    expect(wav).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
    // The two channels are averaged: the tone at half its level.
    expect(Math.max(...wav.samples.subarray(100, 15_900))).toBeCloseTo(0.25, 2);
  });
});
