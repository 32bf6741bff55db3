import { downmix, encodeWav16, resample, SPEECH_SAMPLE_RATE } from '@pte/audio';

/** A finished recording: the WAV to upload and its 16 kHz samples (for the waveform). */
export interface RecordedTake {
  /** 16 kHz mono 16-bit WAV, uploaded as `recording.wav`. */
  blob: Blob;
  samples: Float32Array;
  sampleRate: number;
  durationSeconds: number;
}

/** Turns captured audio (any rate, any channels) into the 16 kHz mono WAV take the assessment expects. */
export function buildTake(channels: readonly Float32Array[], sampleRate: number): RecordedTake {
  const samples = resample(downmix(channels), sampleRate, SPEECH_SAMPLE_RATE);
  const blob = new Blob([encodeWav16(samples, SPEECH_SAMPLE_RATE)], { type: 'audio/wav' });
  return { blob, samples, sampleRate: SPEECH_SAMPLE_RATE, durationSeconds: samples.length / SPEECH_SAMPLE_RATE };
}
