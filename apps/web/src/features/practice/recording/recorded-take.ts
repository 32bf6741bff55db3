import { downmix, resample } from './resample';
import { RECORDING_SAMPLE_RATE, wavBlob } from './wav';

/** A finished recording: the WAV to upload and its 16 kHz samples (for the waveform). */
export interface RecordedTake {
  /** 16 kHz mono 16-bit WAV, uploaded as `recording.wav`. */
  blob: Blob;
  samples: Float32Array;
  sampleRate: number;
  durationSeconds: number;
}

/** Joins captured frames into one track. */
export function concatFrames(frames: readonly Float32Array[]): Float32Array {
  const joined = new Float32Array(frames.reduce((total, frame) => total + frame.length, 0));
  let offset = 0;
  for (const frame of frames) {
    joined.set(frame, offset);
    offset += frame.length;
  }
  return joined;
}

/** Turns captured audio (any rate, any channels) into the 16 kHz mono WAV take the assessment expects. */
export function buildTake(channels: readonly Float32Array[], sampleRate: number): RecordedTake {
  const samples = resample(downmix(channels), sampleRate, RECORDING_SAMPLE_RATE);
  return { blob: wavBlob(samples, RECORDING_SAMPLE_RATE), samples, sampleRate: RECORDING_SAMPLE_RATE, durationSeconds: samples.length / RECORDING_SAMPLE_RATE };
}
