import { describe, expect, it } from 'vitest';
import { sineWave } from '../testing/audio-signals';
import { encodeWav, parseWav, wavBlob } from './wav';

function header(buffer: ArrayBuffer) {
  const view = new DataView(buffer);
  const text = (offset: number) => String.fromCharCode(...new Uint8Array(buffer, offset, 4));
  return {
    riff: text(0),
    wave: text(8),
    riffSize: view.getUint32(4, true),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    blockAlign: view.getUint16(32, true),
    bits: view.getUint16(34, true),
    dataSize: view.getUint32(40, true),
  };
}

describe('WAV encoding', () => {
  it('writes a 16 kHz mono 16-bit PCM header', () => {
    const buffer = encodeWav(new Float32Array(1600), 16_000);
    expect(buffer.byteLength).toBe(44 + 3200);
    expect(header(buffer)).toEqual({ riff: 'RIFF', wave: 'WAVE', riffSize: 36 + 3200, format: 1, channels: 1, sampleRate: 16_000, byteRate: 32_000, blockAlign: 2, bits: 16, dataSize: 3200 });
  });

  it('round-trips samples through encode and parse within 16-bit precision', () => {
    const samples = sineWave(0.25, 16_000, 440, 0.8);
    const parsed = parseWav(encodeWav(samples, 16_000));
    expect(parsed.sampleRate).toBe(16_000);
    expect(parsed.channels).toHaveLength(1);
    expect(parsed.channels[0]).toHaveLength(samples.length);
    const largestError = Math.max(...samples.map((sample, index) => Math.abs(sample - parsed.channels[0]![index]!)));
    expect(largestError).toBeLessThan(1 / 16_000);
  });

  it('clips samples beyond full scale to the 16-bit range', () => {
    const view = new DataView(encodeWav(Float32Array.from([2, -2, 1, -1]), 8000));
    expect([0, 1, 2, 3].map((index) => view.getInt16(44 + index * 2, true))).toEqual([32767, -32768, 32767, -32768]);
  });

  it('makes an audio/wav Blob', () => {
    const blob = wavBlob(new Float32Array(10), 16_000);
    expect(blob.type).toBe('audio/wav');
    expect(blob.size).toBe(64);
  });
});

/** A WAV file written by hand: `channels` interleaved 32-bit float, with an extra chunk before `data`. */
function floatStereoWav(left: number[], right: number[], sampleRate: number): ArrayBuffer {
  const frames = left.length;
  const buffer = new ArrayBuffer(12 + 24 + 10 + 8 + frames * 8);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, buffer.byteLength - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 3, true);
  view.setUint16(22, 2, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 8, true);
  view.setUint16(32, 8, true);
  view.setUint16(34, 32, true);
  ascii(36, 'LIST');
  view.setUint32(40, 1, true); // odd size: padded to 2
  ascii(46, 'data');
  view.setUint32(50, frames * 8, true);
  for (let frame = 0; frame < frames; frame += 1) {
    view.setFloat32(54 + frame * 8, left[frame]!, true);
    view.setFloat32(58 + frame * 8, right[frame]!, true);
  }
  return buffer;
}

describe('WAV parsing', () => {
  it('reads float stereo files and skips unknown (padded) chunks', () => {
    const parsed = parseWav(floatStereoWav([0.5, -0.25], [0.125, 1], 48_000));
    expect(parsed.sampleRate).toBe(48_000);
    expect(parsed.channels.map((channel) => [...channel])).toEqual([
      [0.5, -0.25],
      [0.125, 1],
    ]);
  });

  it('refuses what is not a PCM WAV file', () => {
    expect(() => parseWav(new TextEncoder().encode('OggS not a wav file').buffer)).toThrow('This is not a WAV file');
    const noData = encodeWav(new Float32Array(0), 16_000).slice(0, 36);
    expect(() => parseWav(noData)).toThrow('This WAV file has no audio data');
  });
});
