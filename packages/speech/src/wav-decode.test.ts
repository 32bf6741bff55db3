import { describe, expect, it } from 'vitest';
import { SpeechRejectedError } from './speech-rejection';
import { decodeWav, encodeWav16 } from './wav-decode';

/** Builds a WAV file with the given format and raw sample bytes. */
function wavFile(options: { tag: number; channels: number; rate: number; bits: number; data: Uint8Array; extensible?: boolean; dataSize?: number }): Uint8Array {
  const fmtSize = options.extensible ? 40 : 16;
  const bytes = new Uint8Array(12 + 8 + fmtSize + 8 + options.data.length);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((c, i) => (bytes[offset + i] = c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, fmtSize, true);
  view.setUint16(20, options.extensible ? 0xfffe : options.tag, true);
  view.setUint16(22, options.channels, true);
  view.setUint32(24, options.rate, true);
  const blockAlign = (options.channels * options.bits) / 8;
  view.setUint32(28, options.rate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, options.bits, true);
  if (options.extensible) {
    view.setUint16(36, 22, true);
    view.setUint16(38, options.bits, true);
    view.setUint16(44, options.tag, true);
  }
  const dataAt = 20 + fmtSize;
  ascii(dataAt, 'data');
  view.setUint32(dataAt + 4, options.dataSize ?? options.data.length, true);
  bytes.set(options.data, dataAt + 8);
  return bytes;
}

describe('decodeWav', () => {
  it('round-trips 16-bit mono PCM', () => {
    const samples = Float32Array.from({ length: 1600 }, (_, i) => Math.sin(i / 10) * 0.5);
    const decoded = decodeWav(encodeWav16(samples, 16_000));
    expect(decoded.sampleRate).toBe(16_000);
    expect(decoded.channels).toBe(1);
    expect(decoded.samples.length).toBe(1600);
    expect(decoded.durationSeconds).toBeCloseTo(0.1);
    expect(Math.max(...decoded.samples.map((value, i) => Math.abs(value - samples[i]!)))).toBeLessThan(1e-4);
  });

  it.each([
    { label: '8-bit unsigned', tag: 1, bits: 8, write: (v: DataView, o: number, x: number) => v.setUint8(o, Math.round(x * 127 + 128)) },
    { label: '24-bit', tag: 1, bits: 24, write: (v: DataView, o: number, x: number) => { const n = Math.round(x * 8_388_607); v.setUint8(o, n & 255); v.setUint8(o + 1, (n >> 8) & 255); v.setInt8(o + 2, n >> 16); } },
    { label: '32-bit integer', tag: 1, bits: 32, write: (v: DataView, o: number, x: number) => v.setInt32(o, Math.round(x * 2_147_483_647), true) },
    { label: '32-bit float', tag: 3, bits: 32, write: (v: DataView, o: number, x: number) => v.setFloat32(o, x, true) },
    { label: '64-bit float', tag: 3, bits: 64, write: (v: DataView, o: number, x: number) => v.setFloat64(o, x, true) },
  ])('reads $label samples and averages stereo to mono', ({ tag, bits, write }) => {
    const frames = 100;
    const data = new Uint8Array(frames * 2 * (bits / 8));
    const view = new DataView(data.buffer);
    for (let i = 0; i < frames; i++) {
      write(view, (i * 2) * (bits / 8), 0.5);
      write(view, (i * 2 + 1) * (bits / 8), -0.25);
    }
    for (const extensible of [false, true]) {
      const decoded = decodeWav(wavFile({ tag, channels: 2, rate: 44_100, bits, data, extensible }));
      expect(decoded.channels).toBe(2);
      expect(decoded.sampleRate).toBe(44_100);
      expect(decoded.samples.length).toBe(frames);
      expect(decoded.samples[50]).toBeCloseTo(0.125, 2);
    }
  });

  it('reads to the end of the file when a streaming recorder left the data size at 0', () => {
    const data = new Uint8Array(400);
    const decoded = decodeWav(wavFile({ tag: 1, channels: 1, rate: 16_000, bits: 16, data, dataSize: 0 }));
    expect(decoded.samples.length).toBe(200);
  });

  it('refuses what is not WAV, with a learner-facing reason', () => {
    const attempt = () => decodeWav(new TextEncoder().encode('<html>not audio</html>'));
    expect(attempt).toThrow(SpeechRejectedError);
    try {
      attempt();
    } catch (error) {
      expect((error as SpeechRejectedError).reason).toBe('not-wav');
      expect((error as SpeechRejectedError).message).toMatch(/not a WAV/);
    }
  });

  it('refuses compressed WAV formats and empty recordings', () => {
    expect(() => decodeWav(wavFile({ tag: 2, channels: 1, rate: 16_000, bits: 4, data: new Uint8Array(10) }))).toThrow(
      expect.objectContaining({ reason: 'unsupported-wav' }),
    );
    expect(() => decodeWav(wavFile({ tag: 1, channels: 1, rate: 16_000, bits: 16, data: new Uint8Array(0) }))).toThrow(
      expect.objectContaining({ reason: 'empty' }),
    );
  });
});
