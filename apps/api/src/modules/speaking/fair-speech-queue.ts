import { speechServerRefusal } from './speech-wait';

/**
 * A fair queue in front of the speech engine: every learner has their own line, and the engine's free workers
 * are handed out across the lines, so a burst of answers from one learner waits behind that learner's own
 * answers rather than everyone's.
 *
 * This is ours because no well-kept library dispatches fairly per key: p-queue and p-limit bound concurrency
 * over one FIFO line, and Bottleneck's Group (which has per-key limiters) has not been released since 2019.
 */

/** How the queue is bounded. */
export interface FairSpeechQueueLimits {
  /** Assessments running at once across all learners: the engine's worker threads. */
  concurrency: number;
  /** Assessments one learner may have running at once (`SPEECH_LEARNER_RUNNING`). */
  learnerRunning: number;
  /** Answers one learner may have waiting for the engine (`SPEECH_LEARNER_QUEUE`). */
  learnerWaiting: number;
  /** Answers that may wait for the engine across all learners (`SPEECH_QUEUE_TOTAL`). */
  totalWaiting: number;
  /** Longest expected wait, in seconds, of an answer the queue still takes (`SPEECH_MAX_WAIT_SECONDS`); no bound when absent. */
  maxWaitSeconds?: number;
}

/** Options of {@link createFairSpeechQueue}. */
interface FairSpeechQueueOptions extends FairSpeechQueueLimits {
  /** How long an assessment is assumed to take, in seconds, until some have finished. */
  assumedSeconds: number;
  /** The clock, in milliseconds (tests pass a fake one). */
  now?: () => number;
}

/** One learner's view of the queue (`GET /speaking/queue`). */
interface LearnerQueueState {
  /** The learner's answers being assessed now. */
  running: number;
  /** The learner's answers waiting for the engine. */
  waiting: number;
  /** Where the learner's next waiting answer stands: 1 = it starts next. Absent when none is waiting. */
  position?: number;
  /**
   * About how long until the learner's next waiting answer starts being assessed, in whole seconds; when none
   * is waiting, how long an answer sent now would wait.
   */
  expectedWaitSeconds: number;
}

/** A job refused because a bound is reached: the learner's own (429) or the server's (503). */
export class SpeechQueueFullError extends Error {
  /** Whose bound was reached. */
  readonly scope: 'learner' | 'server';
  /** When trying again may succeed, in whole seconds (at least 1). */
  readonly retryAfterSeconds: number;

  constructor(scope: 'learner' | 'server', message: string, retryAfterSeconds: number) {
    super(message);
    this.name = 'SpeechQueueFullError';
    this.scope = scope;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A job whose request was abandoned (the learner left) before it started. */
export class SpeechJobAbandonedError extends Error {
  constructor() {
    super('The answer was withdrawn before its assessment started');
    this.name = 'SpeechJobAbandonedError';
  }
}

/** What {@link FairSpeechQueue.run} resolves to: the job's value and how long it waited for a worker. */
interface QueuedResult<T> {
  value: T;
  /** Seconds between the job's arrival and its start, to one decimal. */
  waitedSeconds: number;
}

/** The fair speech queue. */
export interface FairSpeechQueue {
  /**
   * Runs `job` for `learnerId` when the learner's turn comes. A `signal` that aborts while the job waits takes it
   * out of the line (rejecting with {@link SpeechJobAbandonedError}); a job that has started runs to its end.
   *
   * @throws SpeechQueueFullError when the learner's line or the whole queue is full (nothing is queued then).
   */
  run<T>(learnerId: string, job: () => Promise<T>, signal?: AbortSignal): Promise<QueuedResult<T>>;
  /** The learner's running and waiting answers, and the expected wait. */
  stateOf(learnerId: string): LearnerQueueState;
}

/** A job in a learner's line; `arrival` orders the jobs of all lines. */
interface WaitingJob {
  arrival: number;
  start?: () => void;
}

/** One learner's line: their running count, their waiting jobs (FIFO), and when they were last served. */
interface LearnerLine {
  running: number;
  waiting: WaitingJob[];
  /** Order of the learner's last start (0 = never served), for the round-robin. */
  lastStarted: number;
}

/** Recent assessment durations kept for the estimates. */
const rememberedDurations = 20;

/**
 * The line whose head job starts next: among the learners under their running limit with a job waiting, the one
 * with the fewest running, then the one served longest ago (a newcomer first), then the oldest head job.
 */
function nextLine<K>(lines: Iterable<[K, LearnerLine]>, learnerRunning: number): [K, LearnerLine] | undefined {
  let best: [K, LearnerLine] | undefined;
  for (const entry of lines) {
    const line = entry[1];
    if (line.waiting.length === 0 || line.running >= learnerRunning) continue;
    if (!best) {
      best = entry;
      continue;
    }
    const chosen = best[1];
    const better =
      line.running !== chosen.running
        ? line.running < chosen.running
        : line.lastStarted !== chosen.lastStarted
          ? line.lastStarted < chosen.lastStarted
          : line.waiting[0]!.arrival < chosen.waiting[0]!.arrival;
    if (better) best = entry;
  }
  return best;
}

/** Creates an empty fair speech queue with the given bounds. */
export function createFairSpeechQueue(options: FairSpeechQueueOptions): FairSpeechQueue {
  const now = options.now ?? (() => performance.now());
  const lines = new Map<string, LearnerLine>();
  /** Start times of the running jobs, per learner, for the estimates. */
  const running = new Map<object, { learnerId: string; startedAt: number }>();
  const durations: number[] = [];
  let totalWaiting = 0;
  let arrivals = 0;
  let starts = 0;

  const lineOf = (learnerId: string): LearnerLine => {
    let line = lines.get(learnerId);
    if (!line) {
      line = { running: 0, waiting: [], lastStarted: 0 };
      lines.set(learnerId, line);
    }
    return line;
  };
  const forget = (learnerId: string, line: LearnerLine) => {
    if (line.running === 0 && line.waiting.length === 0) lines.delete(learnerId);
  };

  /** Average of the recent assessments, in milliseconds (the assumed time before any has finished). */
  const typicalMs = () => (durations.length ? durations.reduce((sum, ms) => sum + ms, 0) / durations.length : options.assumedSeconds * 1000);

  /** Starts waiting jobs while workers are free, in fair order. */
  const dispatch = () => {
    while (running.size < options.concurrency) {
      const next = nextLine(lines.entries(), options.learnerRunning);
      if (!next) return;
      const [, line] = next;
      const job = line.waiting.shift()!;
      totalWaiting -= 1;
      job.start!();
    }
  };

  /**
   * Plays the queue forward from now, every assessment taking the typical time (the mean of the recent ones): when the
   * learner's next waiting job (or, when none waits or `newAnswer` is set, a job sent now) would start, and how many
   * jobs would start before it.
   */
  const forecast = (learnerId: string, newAnswer = false): { position: number; waitMs: number } => {
    const typical = typicalMs();
    const t0 = now();
    const copy = new Map<string, LearnerLine>();
    for (const [id, line] of lines) copy.set(id, { running: line.running, waiting: [...line.waiting], lastStarted: line.lastStarted });
    const own = copy.get(learnerId) ?? { running: 0, waiting: [], lastStarted: 0 };
    copy.set(learnerId, own);
    const sent: WaitingJob = { arrival: Number.POSITIVE_INFINITY };
    if (newAnswer || own.waiting.length === 0) own.waiting.push(sent);
    const target = newAnswer ? sent : own.waiting[0];
    const ends = [...running.values()].map(({ learnerId: id, startedAt }) => ({ learnerId: id, at: Math.max(0, startedAt + typical - t0) }));
    let clock = 0;
    let started = 0;
    let order = starts;
    for (;;) {
      while (ends.length < options.concurrency) {
        const next = nextLine(copy.entries(), options.learnerRunning);
        if (!next) break;
        const [id, line] = next;
        if (line.waiting[0] === target) return { position: started + 1, waitMs: clock };
        line.waiting.shift();
        line.running += 1;
        line.lastStarted = ++order;
        ends.push({ learnerId: id, at: clock + typical });
        started += 1;
      }
      ends.sort((a, b) => a.at - b.at);
      const ended = ends.shift();
      // Unreachable while the learner waits (their turn comes once a worker frees); kept as a guard.
      if (!ended) return { position: started + 1, waitMs: clock };
      clock = ended.at;
      copy.get(ended.learnerId)!.running -= 1;
    }
  };

  /** Seconds until the earliest running assessment is expected to end (when a place in the queue frees). */
  const secondsUntilNextEnd = (): number => {
    const typical = typicalMs();
    const t0 = now();
    const remaining = Math.min(...[...running.values()].map(({ startedAt }) => startedAt + typical - t0));
    return Math.max(1, Math.ceil((Number.isFinite(remaining) ? remaining : typical) / 1000));
  };

  return {
    run<T>(learnerId: string, job: () => Promise<T>, signal?: AbortSignal): Promise<QueuedResult<T>> {
      if (signal?.aborted) return Promise.reject(new SpeechJobAbandonedError());
      const line = lineOf(learnerId);
      const startsNow = line.waiting.length === 0 && line.running < options.learnerRunning && running.size < options.concurrency;
      if (!startsNow) {
        if (line.waiting.length >= options.learnerWaiting) {
          forget(learnerId, line);
          const inFlight = line.running + line.waiting.length;
          const wait = Math.max(1, Math.ceil(forecast(learnerId).waitMs / 1000));
          return Promise.reject(
            new SpeechQueueFullError(
              'learner',
              `You already have ${inFlight} answers being assessed; wait for them to finish, then send this one again (in about ${wait} s).`,
              wait,
            ),
          );
        }
        // The server's bounds: so many waiting, or a wait longer than the bound for the answer's turn.
        const refusal = speechServerRefusal({
          expectedWaitSeconds: Math.ceil(forecast(learnerId, true).waitMs / 1000),
          waiting: totalWaiting,
          placeFreesInSeconds: secondsUntilNextEnd(),
          bounds: { totalWaiting: options.totalWaiting, maxWaitSeconds: options.maxWaitSeconds ?? Number.POSITIVE_INFINITY },
        });
        if (refusal) {
          forget(learnerId, line);
          return Promise.reject(new SpeechQueueFullError('server', refusal.message, refusal.retryAfterSeconds));
        }
      }

      const arrivedAt = now();
      const waiting: WaitingJob = { arrival: ++arrivals };
      return new Promise<QueuedResult<T>>((resolve, reject) => {
        const onAbort = () => {
          const index = line.waiting.indexOf(waiting);
          if (index < 0) return;
          line.waiting.splice(index, 1);
          totalWaiting -= 1;
          forget(learnerId, line);
          reject(new SpeechJobAbandonedError());
        };
        waiting.start = () => {
          signal?.removeEventListener('abort', onAbort);
          const token = {};
          const startedAt = now();
          line.running += 1;
          line.lastStarted = ++starts;
          running.set(token, { learnerId, startedAt });
          const waitedSeconds = Math.round((startedAt - arrivedAt) / 100) / 10;
          let outcome: Promise<T>;
          try {
            outcome = job();
          } catch (error) {
            outcome = Promise.reject(error as Error);
          }
          outcome
            .then(
              (value) => resolve({ value, waitedSeconds }),
              (error: unknown) => reject(error),
            )
            .finally(() => {
              durations.push(now() - startedAt);
              if (durations.length > rememberedDurations) durations.shift();
              running.delete(token);
              line.running -= 1;
              forget(learnerId, line);
              dispatch();
            });
        };
        line.waiting.push(waiting);
        totalWaiting += 1;
        signal?.addEventListener('abort', onAbort, { once: true });
        dispatch();
      });
    },

    stateOf(learnerId) {
      const line = lines.get(learnerId);
      const { position, waitMs } = forecast(learnerId);
      const waiting = line?.waiting.length ?? 0;
      return {
        running: line?.running ?? 0,
        waiting,
        ...(waiting > 0 ? { position } : {}),
        expectedWaitSeconds: Math.ceil(waitMs / 1000),
      };
    },
  };
}
