/**
 * How long a spoken answer is expected to wait for the speech engine, and when the server refuses one: the rules the
 * fair speech queue (one process) and the practice jobs (several machines) share.
 */

/** What a wait is estimated from. */
export interface SpeechBacklog {
  /** Answers that start before this one. */
  ahead: number;
  /** Whether a worker is free now (nothing runs on it and nothing waits for it). */
  workerFree: boolean;
  /** Assessments run at once: the engine's worker threads, across every worker process. */
  engineWorkers: number;
  /** Mean seconds of one assessment, measured over recent ones (an assumed time before any has finished). */
  meanSeconds: number;
}

/**
 * Expected seconds before an answer's assessment starts: none when a worker is free and nothing is ahead; otherwise
 * the measured mean assessment time × its place in the queue (1 = it starts next) / the engine's workers, rounded up.
 */
export function expectedSpeechWaitSeconds({ ahead, workerFree, engineWorkers, meanSeconds }: SpeechBacklog): number {
  if (workerFree && ahead === 0) return 0;
  return Math.ceil((Math.max(0, meanSeconds) * (ahead + 1)) / Math.max(1, engineWorkers));
}

/** The server's bounds on the queue (`SPEECH_QUEUE_TOTAL`, `SPEECH_MAX_WAIT_SECONDS`). */
interface SpeechServerBounds {
  totalWaiting: number;
  maxWaitSeconds: number;
}

/** A refusal by the server's bounds: when sending again may succeed, and what to tell the learner. */
interface SpeechServerRefusal {
  retryAfterSeconds: number;
  message: string;
}

/** Seconds as a learner reads them: `45 s`, `2 min`, `2 min 5 s`. */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.round(seconds));
  if (whole < 90) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/**
 * Whether the server refuses a new answer: when `waiting` answers already fill the queue, or when the answer would
 * wait longer than the bound for its turn. The retry time is when the queue should take it again: once a place frees
 * (`placeFreesInSeconds`) and once the expected wait is back under the bound, as the answers ahead are assessed.
 * The message tells the learner both how long answers wait now and when to send theirs again.
 */
export function speechServerRefusal({
  expectedWaitSeconds,
  waiting,
  placeFreesInSeconds,
  bounds,
}: {
  /** The expected wait of the answer if it were taken. */
  expectedWaitSeconds: number;
  /** Answers waiting now, across all learners. */
  waiting: number;
  /** Seconds until an answer now running is expected to end. */
  placeFreesInSeconds: number;
  bounds: SpeechServerBounds;
}): SpeechServerRefusal | null {
  const full = waiting >= bounds.totalWaiting;
  const tooLong = expectedWaitSeconds > bounds.maxWaitSeconds;
  if (!full && !tooLong) return null;
  const retryAfterSeconds = Math.max(1, Math.ceil(full ? placeFreesInSeconds : 0), Math.ceil(expectedWaitSeconds - bounds.maxWaitSeconds));
  return {
    retryAfterSeconds,
    message:
      `The speech engine is busy: an answer sent now would wait about ${formatWait(expectedWaitSeconds)} before it is assessed. ` +
      `Please send yours again in about ${formatWait(retryAfterSeconds)}.`,
  };
}
