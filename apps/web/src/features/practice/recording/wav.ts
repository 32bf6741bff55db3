/** Sample rate of the recordings the app uploads: what the speech assessment works at. */
export const RECORDING_SAMPLE_RATE = 16_000;

/** Decoded PCM audio: one Float32Array per channel, samples in −1…1. */
export interface PcmAudio {
  sampleRate: number;
  channels: Float32Array[];
}

const PCM_FORMAT = 1;
const FLOAT_FORMAT = 3;
const EXTENSIBLE_FORMAT = 0xfffe;

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let index = 0; index < text.length; index += 1) view.setUint8(offset + index, text.charCodeAt(index));
}

function readAscii(view: DataView, offset: number, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += String.fromCharCode(view.getUint8(offset + index));
  return text;
}

/** Encodes mono samples (−1…1) as a 16-bit PCM WAV file (RIFF, 44-byte header). Samples beyond ±1 are clipped. */
export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, PCM_FORMAT, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < samples.length; index += 1) {
    const sample = Math.max(-1, Math.min(1, samples[index] ?? 0));
    // Asymmetric scale so −1 maps to −32768 and +1 to +32767, the full 16-bit range.
    view.setInt16(44 + index * 2, sample < 0 ? sample * 0x8000 : sample * 0x7fff, true);
  }
  return buffer;
}

/** A 16-bit mono WAV Blob (`audio/wav`) of `samples`. */
export function wavBlob(samples: Float32Array, sampleRate: number): Blob {
  return new Blob([encodeWav(samples, sampleRate)], { type: 'audio/wav' });
}

function readSample(view: DataView, offset: number, format: number, bits: number): number {
  if (format === FLOAT_FORMAT) return bits === 64 ? view.getFloat64(offset, true) : view.getFloat32(offset, true);
  switch (bits) {
    case 8:
      return (view.getUint8(offset) - 128) / 128;
    case 16:
      return view.getInt16(offset, true) / 0x8000;
    case 24: {
      const value = view.getUint8(offset) | (view.getUint8(offset + 1) << 8) | (view.getInt8(offset + 2) << 16);
      return value / 0x800000;
    }
    case 32:
      return view.getInt32(offset, true) / 0x80000000;
    default:
      throw new Error(`WAV files with ${bits}-bit samples are not supported`);
  }
}

/**
 * Decodes a RIFF WAVE file: 8/16/24/32-bit integer PCM or 32/64-bit float, any channel count. Throws a
 * plain-language error for anything else.
 */
export function parseWav(buffer: ArrayBuffer): PcmAudio {
  const view = new DataView(buffer);
  if (buffer.byteLength < 12 || readAscii(view, 0, 4) !== 'RIFF' || readAscii(view, 8, 4) !== 'WAVE') throw new Error('This is not a WAV file');
  let format = 0;
  let channelCount = 0;
  let sampleRate = 0;
  let bits = 0;
  let offset = 12;
  while (offset + 8 <= buffer.byteLength) {
    const id = readAscii(view, offset, 4);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = view.getUint16(body, true);
      channelCount = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
      // WAVE_FORMAT_EXTENSIBLE names the real format in the first two bytes of its sub-format GUID.
      if (format === EXTENSIBLE_FORMAT && size >= 26) format = view.getUint16(body + 24, true);
    } else if (id === 'data') {
      if (channelCount === 0 || (format !== PCM_FORMAT && format !== FLOAT_FORMAT)) throw new Error('This WAV file is not PCM audio');
      const bytesPerSample = bits / 8;
      const available = Math.min(size, buffer.byteLength - body);
      const frames = Math.floor(available / (bytesPerSample * channelCount));
      const channels = Array.from({ length: channelCount }, () => new Float32Array(frames));
      for (let frame = 0; frame < frames; frame += 1) {
        for (let channel = 0; channel < channelCount; channel += 1) {
          channels[channel]![frame] = readSample(view, body + (frame * channelCount + channel) * bytesPerSample, format, bits);
        }
      }
      return { sampleRate, channels };
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  throw new Error('This WAV file has no audio data');
}
