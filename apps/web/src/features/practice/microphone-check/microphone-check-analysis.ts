import { toDecibels } from '../recording/audio-level';
import { frameLevels } from '../recording/pauses';

/** What the microphone check can find wrong with a recording. */
type MicrophoneFinding = 'silent' | 'too-quiet' | 'clipping' | 'noisy';

/** The levels the check measured and what it found. */
export interface MicrophoneCheckReport {
  /** Background noise in the quiet start, dBFS. */
  noiseFloorDb: number;
  /** Typical loud level of the reading (90th percentile of 20 ms frames), dBFS. */
  speechLevelDb: number;
  /** Share of samples at full scale. */
  clippedShare: number;
  findings: MicrophoneFinding[];
}

/** A sample at or above this magnitude is clipped. */
const CLIP_LEVEL = 0.99;
/** More than this share of clipped samples is audible distortion. */
const MAX_CLIPPED_SHARE = 0.001;
/** Speech quieter than this (dBFS) is too quiet for reliable recognition. */
const QUIET_SPEECH_DB = -30;
/** Speech must be at least this far above the background to count as heard. */
const HEARD_ABOVE_NOISE_DB = 6;
/** Background noise louder than this (dBFS) … */
const NOISY_FLOOR_DB = -45;
/** … or speech less than this far above it is a noisy room. */
const MIN_SPEECH_TO_NOISE_DB = 20;

function percentile(values: readonly number[], share: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return -Infinity;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

/**
 * Analyses a microphone-check recording: the first `quietSeconds` (the learner stays quiet) give the background
 * noise, the rest the reading. Finds silence (nothing heard above the background), a voice too quiet, clipping
 * (distortion from a level too high) and background noise.
 */
export function analyseMicrophoneCheck(samples: Float32Array, sampleRate: number, quietSeconds: number): MicrophoneCheckReport {
  const quietEnd = Math.min(samples.length, Math.round(quietSeconds * sampleRate));
  const noiseFloorDb = percentile(frameLevels(samples.subarray(0, quietEnd), sampleRate), 0.5);
  const speechLevelDb = percentile(frameLevels(samples.subarray(quietEnd), sampleRate), 0.9);
  let clipped = 0;
  for (let index = 0; index < samples.length; index += 1) if (Math.abs(samples[index]!) >= CLIP_LEVEL) clipped += 1;
  const clippedShare = samples.length > 0 ? clipped / samples.length : 0;

  const findings: MicrophoneFinding[] = [];
  const floor = Number.isFinite(noiseFloorDb) ? noiseFloorDb : -Infinity;
  const heard = Number.isFinite(speechLevelDb) && speechLevelDb - Math.max(floor, toDecibels(1e-4)) >= HEARD_ABOVE_NOISE_DB;
  if (!heard) findings.push('silent');
  else if (speechLevelDb < QUIET_SPEECH_DB) findings.push('too-quiet');
  if (clippedShare > MAX_CLIPPED_SHARE) findings.push('clipping');
  if (floor > NOISY_FLOOR_DB || (heard && speechLevelDb - floor < MIN_SPEECH_TO_NOISE_DB)) findings.push('noisy');
  return { noiseFloorDb, speechLevelDb, clippedShare, findings };
}

/** Each finding explained, with what to do about it. */
export const findingHelp: Record<MicrophoneFinding, { title: string; fix: string }> = {
  silent: {
    title: 'We could not hear you.',
    fix: 'Check that the right microphone is selected in your browser and system settings, that it is not muted, and speak towards it.',
  },
  'too-quiet': {
    title: 'Your voice is very quiet.',
    fix: 'Move the microphone closer (about a hand’s width from your mouth), speak up a little, or raise the microphone’s input volume in your system sound settings.',
  },
  clipping: {
    title: 'Your voice is too loud for the microphone, so it is distorted (clipping).',
    fix: 'Move the microphone a little further from your mouth or lower its input volume.',
  },
  noisy: {
    title: 'There is a lot of background noise.',
    fix: 'Find a quieter room, close windows, switch off fans, or use a headset microphone. Noise makes your words harder to recognise.',
  },
};

/** Whether the recording is good enough to send for the recognition test (something was heard). */
export function canTestRecognition(report: MicrophoneCheckReport): boolean {
  return !report.findings.includes('silent');
}
