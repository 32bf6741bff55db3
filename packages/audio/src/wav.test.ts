import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav16, readWavHeader, WavFormatError } from './wav';

/**
 * Builds a WAV file with the given format and raw sample bytes; `listChunk` puts an odd-sized (so padded)
 * `LIST` chunk before the data.
 */
function wavFile(options: { tag: number; channels: number; rate: number; bits: number; data: Uint8Array; extensible?: boolean; dataSize?: number; listChunk?: boolean }): Uint8Array {
  const fmtSize = options.extensible ? 40 : 16;
  const listSize = options.listChunk ? 8 + 2 : 0;
  const bytes = new Uint8Array(12 + 8 + fmtSize + listSize + 8 + options.data.length);
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
  if (options.listChunk) {
    ascii(20 + fmtSize, 'LIST');
    view.setUint32(24 + fmtSize, 1, true);
  }
  const dataAt = 20 + fmtSize + listSize;
  ascii(dataAt, 'data');
  view.setUint32(dataAt + 4, options.dataSize ?? options.data.length, true);
  bytes.set(options.data, dataAt + 8);
  return bytes;
}

const bytesOf = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('encodeWav16', () => {
  it('writes a mono 16-bit PCM header', () => {
    const bytes = encodeWav16(new Float32Array(1600), 16_000);
    const view = new DataView(bytes.buffer);
    const text = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
    expect(bytes.byteLength).toBe(44 + 3200);
    expect({
      riff: text(0),
      riffSize: view.getUint32(4, true),
      wave: text(8),
      format: view.getUint16(20, true),
      channels: view.getUint16(22, true),
      sampleRate: view.getUint32(24, true),
      byteRate: view.getUint32(28, true),
      blockAlign: view.getUint16(32, true),
      bits: view.getUint16(34, true),
      data: text(36),
      dataSize: view.getUint32(40, true),
    }).toEqual({ riff: 'RIFF', riffSize: 36 + 3200, wave: 'WAVE', format: 1, channels: 1, sampleRate: 16_000, byteRate: 32_000, blockAlign: 2, bits: 16, data: 'data', dataSize: 3200 });
  });

  it('clips samples beyond full scale to the 16-bit range', () => {
    const view = new DataView(encodeWav16(Float32Array.from([2, -2, 1, -1, 0.5]), 8000).buffer);
    expect([0, 1, 2, 3, 4].map((index) => view.getInt16(44 + index * 2, true))).toEqual([32767, -32768, 32767, -32768, 16384]);
  });
});

describe('decodeWav', () => {
  it('round-trips 16-bit mono PCM', () => {
    const samples = Float32Array.from({ length: 1600 }, (_, i) => Math.sin(i / 10) * 0.5);
    const decoded = decodeWav(encodeWav16(samples, 16_000));
    expect(decoded.sampleRate).toBe(16_000);
    expect(decoded.channels).toBe(1);
    expect(decoded.bitsPerSample).toBe(16);
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

  it('skips unknown chunks, padded to an even length, before the audio', () => {
    const data = new Uint8Array(16);
    const view = new DataView(data.buffer);
    [0.5, 0.25, -0.25, 1].forEach((value, index) => view.setFloat32(index * 4, value, true));
    const decoded = decodeWav(wavFile({ tag: 3, channels: 2, rate: 48_000, bits: 32, data, listChunk: true }));
    expect(decoded.sampleRate).toBe(48_000);
    expect([...decoded.samples]).toEqual([0.375, 0.375]);
  });

  it('reads to the end of the file when a streaming recorder left the data size at 0', () => {
    const data = new Uint8Array(400);
    const decoded = decodeWav(wavFile({ tag: 1, channels: 1, rate: 16_000, bits: 16, data, dataSize: 0 }));
    expect(decoded.samples.length).toBe(200);
  });

  it('refuses what is not WAV', () => {
    const attempt = () => decodeWav(bytesOf('<html>not audio</html>'));
    expect(attempt).toThrow(WavFormatError);
    expect(attempt).toThrow(expect.objectContaining({ problem: 'not-wav', message: 'This is not a WAV file' }));
  });

  it('refuses compressed WAV formats, files without audio and empty recordings', () => {
    expect(() => decodeWav(wavFile({ tag: 2, channels: 1, rate: 16_000, bits: 4, data: new Uint8Array(10) }))).toThrow(
      expect.objectContaining({ problem: 'unsupported-wav', details: { formatTag: 2, bitsPerSample: 4, channels: 1, sampleRate: 16_000 } }),
    );
    expect(() => decodeWav(encodeWav16(new Float32Array(10), 16_000).subarray(0, 36))).toThrow(
      expect.objectContaining({ problem: 'unsupported-wav', details: { problem: 'no data chunk' } }),
    );
    expect(() => decodeWav(wavFile({ tag: 1, channels: 1, rate: 16_000, bits: 16, data: new Uint8Array(0) }))).toThrow(
      expect.objectContaining({ problem: 'empty' }),
    );
  });
});

describe('readWavHeader', () => {
  it('reads the format and the length of the audio without decoding it', () => {
    const header = readWavHeader(wavFile({ tag: 1, channels: 2, rate: 44_100, bits: 16, data: new Uint8Array(44_100 * 4), listChunk: true }));
    expect(header).toMatchObject({ formatTag: 1, channels: 2, sampleRate: 44_100, bitsPerSample: 16, blockAlign: 4, frames: 44_100, durationSeconds: 1 });
  });

  it('refuses a file of empty chunks after its RIFF/WAVE tag instead of walking all of them', () => {
    const nonsense = new Uint8Array(1024 * 1024);
    nonsense.set(bytesOf('RIFF\0\0\0\0WAVE'));
    expect(() => readWavHeader(nonsense)).toThrow(expect.objectContaining({ problem: 'unsupported-wav', details: { problem: 'more than 64 chunks before the audio' } }));
  });
});
