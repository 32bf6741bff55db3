import { toInt16 } from './pcm16';

/** A decoded recording: mono samples in [-1, 1] at the file's own rate. */
export interface DecodedAudio {
  sampleRate: number;
  /** Channels in the file; `samples` is their average. */
  channels: number;
  /** Bits per sample in the file (8, 16, 24, 32 or 64). */
  bitsPerSample: number;
  samples: Float32Array;
  durationSeconds: number;
}

/** Why a file could not be decoded: not RIFF/WAVE at all, a format this decoder does not read, or no audio. */
type WavProblem = 'not-wav' | 'unsupported-wav' | 'empty';

const problemMessages: Record<WavProblem, string> = {
  'not-wav': 'This is not a WAV file',
  'unsupported-wav': 'This WAV file uses a format that cannot be read (only integer PCM and float samples can)',
  empty: 'This WAV file has no audio',
};

/** Thrown by {@link decodeWav}: `problem` is a stable code, `details` the format fields that were refused. */
export class WavFormatError extends Error {
  override readonly name = 'WavFormatError';
  readonly problem: WavProblem;
  readonly details: Record<string, number | string>;

  constructor(problem: WavProblem, details: Record<string, number | string> = {}) {
    super(problemMessages[problem]);
    this.problem = problem;
    this.details = details;
  }
}

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_IEEE_FLOAT = 3;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/** What a WAV file's header says about its audio, read without touching a sample. */
export interface WavHeader {
  /** The sample format: 1 integer PCM, 3 IEEE float (WAVE_FORMAT_EXTENSIBLE resolved to the real one). */
  formatTag: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Bytes per frame (every channel's sample of one instant). */
  blockAlign: number;
  /** Where the samples start in the file. */
  dataOffset: number;
  /** Bytes of samples in the file (to its end when the recorder streamed and left the size at 0 or 0xFFFFFFFF). */
  dataLength: number;
  frames: number;
  durationSeconds: number;
}

/** More chunks than this before the audio is not a recording but a malformed (or hostile) file. */
const MAX_CHUNKS_BEFORE_DATA = 64;

/**
 * Reads a RIFF/WAVE file's header: the `fmt ` chunk and where the `data` chunk is and how long it is, skipping
 * other chunks; never reads a sample, so it costs the same for a 1 s and a 10 min file. Checks the format is one
 * {@link decodeWav} reads (integer PCM of 8, 16, 24 or 32 bits or float of 32 or 64, 1–8 channels, 4–192 kHz)
 * and that there is audio at all.
 *
 * @throws WavFormatError `not-wav`, `unsupported-wav` (with the problem in `details`) or `empty`.
 */
export function readWavHeader(bytes: Uint8Array): WavHeader {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WAVE') {
    throw new WavFormatError('not-wav');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: { tag: number; channels: number; sampleRate: number; blockAlign: number; bits: number } | undefined;
  let dataOffset = -1;
  let dataLength = 0;
  let offset = 12;
  for (let chunks = 0; offset + 8 <= bytes.length; chunks++) {
    if (chunks === MAX_CHUNKS_BEFORE_DATA) throw new WavFormatError('unsupported-wav', { problem: `more than ${MAX_CHUNKS_BEFORE_DATA} chunks before the audio` });
    const id = ascii(bytes, offset, 4);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) throw new WavFormatError('unsupported-wav', { problem: 'short fmt chunk' });
      let tag = view.getUint16(body, true);
      // WAVE_FORMAT_EXTENSIBLE names the real format in the first two bytes of its sub-format GUID.
      if (tag === WAVE_FORMAT_EXTENSIBLE && size >= 40) tag = view.getUint16(body + 24, true);
      format = {
        tag,
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        blockAlign: view.getUint16(body + 12, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      dataOffset = body;
      const remaining = bytes.length - body;
      dataLength = size === 0 || size > remaining ? remaining : size;
      break;
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  if (!format) throw new WavFormatError('unsupported-wav', { problem: 'no fmt chunk' });
  if (dataOffset < 0) throw new WavFormatError('unsupported-wav', { problem: 'no data chunk' });
  const { tag, channels, sampleRate, bits } = format;
  const supported =
    (tag === WAVE_FORMAT_PCM && [8, 16, 24, 32].includes(bits)) || (tag === WAVE_FORMAT_IEEE_FLOAT && [32, 64].includes(bits));
  if (!supported || channels < 1 || channels > 8 || sampleRate < 4000 || sampleRate > 192_000) {
    throw new WavFormatError('unsupported-wav', { formatTag: tag, bitsPerSample: bits, channels, sampleRate });
  }
  const frameBytes = channels * (bits / 8);
  const blockAlign = format.blockAlign >= frameBytes ? format.blockAlign : frameBytes;
  const frames = Math.floor(dataLength / blockAlign);
  if (frames === 0) throw new WavFormatError('empty');
  return { formatTag: tag, channels, sampleRate, bitsPerSample: bits, blockAlign, dataOffset, dataLength, frames, durationSeconds: frames / sampleRate };
}

/**
 * Decodes a RIFF/WAVE file: integer PCM (8, 16, 24 or 32 bit), IEEE float (32 or 64 bit) and
 * WAVE_FORMAT_EXTENSIBLE of either, any rate and channel count; channels are averaged to mono. Recorders
 * that stream (and so write a data size of 0 or 0xFFFFFFFF) are read to the end of the file. The header is
 * read first ({@link readWavHeader}), so a file refused for its format costs no decoding.
 *
 * @throws WavFormatError `not-wav`, `unsupported-wav` or `empty`.
 */
export function decodeWav(bytes: Uint8Array): DecodedAudio {
  const { formatTag, channels, sampleRate, bitsPerSample, blockAlign, dataOffset, frames, durationSeconds } = readWavHeader(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bytesPerSample = bitsPerSample / 8;
  const readSample = sampleReader(view, formatTag, bitsPerSample);
  const samples = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    const base = dataOffset + frame * blockAlign;
    let sum = 0;
    for (let channel = 0; channel < channels; channel++) sum += readSample(base + channel * bytesPerSample);
    samples[frame] = sum / channels;
  }
  return { sampleRate, channels, bitsPerSample, samples, durationSeconds };
}

function sampleReader(view: DataView, tag: number, bits: number): (offset: number) => number {
  if (tag === WAVE_FORMAT_IEEE_FLOAT) {
    return bits === 32
      ? (offset) => clampUnit(view.getFloat32(offset, true))
      : (offset) => clampUnit(view.getFloat64(offset, true));
  }
  switch (bits) {
    case 8:
      return (offset) => (view.getUint8(offset) - 128) / 128;
    case 16:
      return (offset) => view.getInt16(offset, true) / 32768;
    case 24:
      return (offset) => {
        const value = view.getUint8(offset) | (view.getUint8(offset + 1) << 8) | (view.getInt8(offset + 2) << 16);
        return value / 8_388_608;
      };
    default:
      return (offset) => view.getInt32(offset, true) / 2_147_483_648;
  }
}

function clampUnit(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return value > 1 ? 1 : value < -1 ? -1 : value;
}

/**
 * Encodes mono samples in [-1, 1] as a 16-bit PCM WAV file (RIFF, 44-byte header); samples beyond full
 * scale are clipped. What the browser uploads, and the normalised copy scripts and tests write.
 */
export function encodeWav16(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const writeAscii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i);
  };
  writeAscii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(8, 'WAVE');
  writeAscii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, WAVE_FORMAT_PCM, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  writeAscii(36, 'data');
  view.setUint32(40, dataBytes, true);
  const pcm = toInt16(samples);
  for (let i = 0; i < pcm.length; i++) view.setInt16(44 + i * 2, pcm[i]!, true);
  return bytes;
}
