import { decodeWav, readWavHeader, resample, SPEECH_SAMPLE_RATE, toInt16, WavFormatError, type DecodedAudio, type WavHeader } from '@pte/audio';
import { SpeechRejectedError } from './speech-rejection';
import { detectVoiceActivity, type VoiceActivity } from './voice-activity';

/** A recording checked and converted for the recogniser. */
export interface PreparedRecording {
  /** 16 kHz mono samples in [-1, 1]. */
  samples: Float32Array;
  /** The same as 16-bit integers, for the recogniser. */
  pcm: Int16Array;
  durationSeconds: number;
  /** Rate and channels of the uploaded file. */
  source: { sampleRate: number; channels: number; bitsPerSample: number };
  peakDb: number;
  /** Share of samples at full scale. */
  clippedShare: number;
  voice: VoiceActivity;
}

/** Seconds a recording may run over the task's answer time before it is refused. */
export function durationAllowance(maxSeconds: number): number {
  return maxSeconds + Math.max(2, maxSeconds * 0.1);
}

/**
 * The checks of {@link prepareRecording} that need only the WAV header, so they cost well under a millisecond
 * whatever the file's size: refuses what is not WAV, a format that cannot be read or an impossible header, no
 * audio, a recording under 0.3 s, and one longer than the task allows (`maxSeconds` + 10 %, at least 2 s), before
 * a single sample is decoded. The API runs it before an upload is queued for the speech engine.
 *
 * @throws SpeechRejectedError
 */
export function checkRecordingHeader(wav: Uint8Array, maxSeconds: number): WavHeader {
  let header: WavHeader;
  try {
    header = readWavHeader(wav);
  } catch (error) {
    if (error instanceof WavFormatError) throw new SpeechRejectedError(error.problem, error.details);
    throw error;
  }
  if (header.durationSeconds > durationAllowance(maxSeconds)) {
    throw new SpeechRejectedError('too-long', { durationSeconds: round(header.durationSeconds), maxSeconds });
  }
  if (header.durationSeconds < 0.3) {
    throw new SpeechRejectedError('too-short', { durationSeconds: round(header.durationSeconds) });
  }
  return header;
}

/**
 * Decodes and checks an uploaded recording: WAV of any PCM rate and channel count, resampled to 16 kHz
 * mono. Refuses what cannot be assessed (PTE's own recorder would not have produced an answer either):
 * not WAV, empty or under 0.3 s, longer than the task allows (`maxSeconds` + 10 %, at least 2 s),
 * silent (peak under −55 dBFS or no voice found), heavily clipped (over 2 % of voiced samples at full
 * scale), or noise without voiced speech.
 *
 * @throws SpeechRejectedError
 */
export function prepareRecording(wav: Uint8Array, maxSeconds: number): PreparedRecording {
  checkRecordingHeader(wav, maxSeconds);
  const decoded = decodeRecording(wav);
  let peak = 0;
  let clipped = 0;
  for (let i = 0; i < decoded.samples.length; i++) {
    const value = Math.abs(decoded.samples[i]!);
    if (value > peak) peak = value;
    if (value >= 0.999) clipped++;
  }
  const peakDb = 20 * Math.log10(peak + 1e-12);
  if (peakDb < -55) throw new SpeechRejectedError('silent', { peakDb: round(peakDb) });

  const samples = resample(decoded.samples, decoded.sampleRate, SPEECH_SAMPLE_RATE);
  const voice = detectVoiceActivity(samples);
  if (voice.speechSeconds < 0.2) {
    // Nothing stands out from the background: quiet means silence, loud means steady noise (a fan, hiss).
    const reason = voice.noiseFloorDb > -45 ? 'no-speech' : 'silent';
    throw new SpeechRejectedError(reason, { speechSeconds: round(voice.speechSeconds), levelDb: round(voice.noiseFloorDb) });
  }
  if (voice.voicedSeconds < 0.15 || voice.snrDb < 6) {
    throw new SpeechRejectedError('no-speech', {
      voicedSeconds: round(voice.voicedSeconds),
      snrDb: round(voice.snrDb),
    });
  }
  const speechShare = Math.max(voice.speechSeconds / decoded.durationSeconds, 0.05);
  const clippedShare = clipped / decoded.samples.length;
  if (clippedShare / speechShare > 0.02) {
    throw new SpeechRejectedError('clipped', { clippedPercent: round(clippedShare * 100) });
  }
  return {
    samples,
    pcm: toInt16(samples),
    durationSeconds: samples.length / SPEECH_SAMPLE_RATE,
    source: { sampleRate: decoded.sampleRate, channels: decoded.channels, bitsPerSample: decoded.bitsPerSample },
    peakDb,
    clippedShare,
    voice,
  };
}

/** Decodes the upload; a file that is not readable WAV is refused with the learner-facing reason. */
function decodeRecording(wav: Uint8Array): DecodedAudio {
  try {
    return decodeWav(wav);
  } catch (error) {
    if (error instanceof WavFormatError) throw new SpeechRejectedError(error.problem, error.details);
    throw error;
  }
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
