import { rms, toDecibels } from './audio-level';

/** The shortest silence counted as a pause, in seconds (the speech assessment uses the same 250 ms). */
const MIN_PAUSE_SECONDS = 0.25;

/** Length of the frames levels are measured over, in seconds. */
const FRAME_SECONDS = 0.02;

/** Silence is this far below the loudest frame … */
const BELOW_LOUDEST_DB = 30;
/** … but never above this level, in dBFS (so a quiet take still has pauses found). */
const SILENCE_CEILING_DB = -35;

/** A silent stretch inside the answer, in seconds from the start of the take. */
export interface Pause {
  start: number;
  end: number;
}

/** RMS level of each `FRAME_SECONDS` frame of `samples`, in dBFS. */
export function frameLevels(samples: Float32Array, sampleRate: number, frameSeconds = FRAME_SECONDS): number[] {
  const frameLength = Math.max(1, Math.round(sampleRate * frameSeconds));
  const levels: number[] = [];
  for (let start = 0; start < samples.length; start += frameLength) levels.push(toDecibels(rms(samples.subarray(start, start + frameLength))));
  return levels;
}

/**
 * The pauses of a take: silent stretches of at least `minPauseSeconds` between the first and the last speech
 * (the silence before the learner starts and after they finish is not a pause). Silence is judged relative to
 * the take's loudest frame, so it works for quiet and loud microphones alike.
 */
export function findPauses(samples: Float32Array, sampleRate: number, minPauseSeconds = MIN_PAUSE_SECONDS): Pause[] {
  const levels = frameLevels(samples, sampleRate);
  const loudest = Math.max(-Infinity, ...levels);
  if (!Number.isFinite(loudest)) return [];
  const threshold = Math.min(SILENCE_CEILING_DB, loudest - BELOW_LOUDEST_DB);
  const isSpeech = levels.map((level) => level > threshold);
  const first = isSpeech.indexOf(true);
  const last = isSpeech.lastIndexOf(true);
  if (first === -1) return [];
  const frameLength = Math.max(1, Math.round(sampleRate * FRAME_SECONDS)) / sampleRate;
  const pauses: Pause[] = [];
  let silentFrom: number | null = null;
  for (let frame = first; frame <= last; frame += 1) {
    if (!isSpeech[frame]) {
      silentFrom ??= frame;
      continue;
    }
    if (silentFrom !== null && (frame - silentFrom) * frameLength >= minPauseSeconds - 1e-9) {
      pauses.push({ start: silentFrom * frameLength, end: frame * frameLength });
    }
    silentFrom = null;
  }
  return pauses;
}
