import { SILENCE_STOP_SECONDS } from '@pte/exam';
import { rms, toDecibels } from './audio-level';

/** Level below which a frame counts as silence when no noise floor is known, in dBFS. */
export const DEFAULT_SILENCE_THRESHOLD_DB = -45;

/** How far above the room's noise floor speech must be, in dB. */
const SPEECH_ABOVE_NOISE_DB = 10;

/** The speech/silence threshold for a room whose quiet level is `noiseFloorDb` (or the default when unknown). */
export function silenceThresholdDb(noiseFloorDb: number | null): number {
  if (noiseFloorDb === null || !Number.isFinite(noiseFloorDb)) return DEFAULT_SILENCE_THRESHOLD_DB;
  return Math.max(DEFAULT_SILENCE_THRESHOLD_DB, noiseFloorDb + SPEECH_ABOVE_NOISE_DB);
}

/** What the detector knows after a frame. */
interface SilenceReading {
  /** Whether any frame so far was speech. */
  speechStarted: boolean;
  /** Seconds of silence since the last speech (0 before speech starts). */
  silentSeconds: number;
  /** True once speech has started and has been followed by `stopAfterSeconds` of silence. */
  shouldStop: boolean;
}

/** Follows a recording frame by frame and says when the exam's silence rule would close the microphone. */
export interface SilenceDetector {
  /** Feeds one frame of samples lasting `seconds`. */
  push(samples: ArrayLike<number>, seconds: number): SilenceReading;
}

/**
 * A silence detector: a frame is speech when its RMS level is above `thresholdDb`; after speech has started,
 * `stopAfterSeconds` of continuous silence means stop. Silence before the learner starts speaking never stops it
 * (the recording's own time limit does).
 */
export function createSilenceDetector({ thresholdDb = DEFAULT_SILENCE_THRESHOLD_DB, stopAfterSeconds = SILENCE_STOP_SECONDS } = {}): SilenceDetector {
  let speechStarted = false;
  let silentSeconds = 0;
  return {
    push(samples, seconds) {
      if (toDecibels(rms(samples)) > thresholdDb) {
        speechStarted = true;
        silentSeconds = 0;
      } else if (speechStarted) {
        silentSeconds += seconds;
      }
      return { speechStarted, silentSeconds, shouldStop: speechStarted && silentSeconds >= stopAfterSeconds };
    },
  };
}
