/**
 * Why a recording could not be assessed. The API maps each reason to a 4xx answer, shows `message` to the
 * learner and stores nothing for the upload.
 */
export type SpeechRejectionReason =
  | 'not-wav'
  | 'unsupported-wav'
  | 'empty'
  | 'too-short'
  | 'too-long'
  | 'silent'
  | 'clipped'
  | 'no-speech';

const messages: Record<SpeechRejectionReason, string> = {
  'not-wav': 'The recording is not a WAV audio file. Please record your answer again.',
  'unsupported-wav':
    'The recording uses a WAV format we cannot read. Please record again in the app, or upload 16-bit PCM WAV.',
  empty: 'The recording is empty. Check that your microphone is connected and record your answer again.',
  'too-short': 'The recording is too short to assess. Speak your whole answer, then stop the recording.',
  'too-long': 'The recording is longer than this task allows. Keep your answer within the time limit.',
  silent:
    'We could not hear anything in the recording. Check that your microphone is on and not muted, then try again.',
  clipped:
    'The recording is too loud and distorted. Move a little further from the microphone or lower its input level, then try again.',
  'no-speech':
    'We could hear only background noise, not speech. Find a quieter place or move closer to the microphone, then try again.',
};

/**
 * Thrown when a recording cannot be assessed at all (it is not WAV, silent, too long, distorted or only
 * noise). `message` is written for the learner; `reason` is a stable code; `details` carries the measure
 * that failed (e.g. `{ durationSeconds: 52.1, maxSeconds: 40 }`).
 */
export class SpeechRejectedError extends Error {
  override readonly name = 'SpeechRejectedError';
  readonly reason: SpeechRejectionReason;
  readonly details: Record<string, number | string>;

  constructor(reason: SpeechRejectionReason, details: Record<string, number | string> = {}, message = messages[reason]) {
    super(message);
    this.reason = reason;
    this.details = details;
  }
}

/** True for a `SpeechRejectedError` (the pool re-creates the class for errors raised in its workers). */
export function isSpeechRejectedError(error: unknown): error is SpeechRejectedError {
  return error instanceof SpeechRejectedError;
}

/**
 * Thrown when the speech engine itself is not available on this server (for example PocketSphinx or its
 * models are not installed). Not the learner's fault: the API should answer 503 and keep the recording.
 */
export class SpeechEngineUnavailableError extends Error {
  override readonly name = 'SpeechEngineUnavailableError';
  constructor(message: string) {
    super(message);
  }
}
