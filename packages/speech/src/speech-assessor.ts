import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import type { AssessmentWithMeasurement } from './assess-speech';
import type { AssessJob, AssessorWorkerData, AssessReply, ReadyReply, SerializedError } from './assessor-worker';
import { DEFAULT_ASSESSOR_WORKER_URL } from './assessor-worker-url';
import type { PocketSphinxOptions } from './pocketsphinx-recognizer';
import type { SpeechAssessment, SpeechAssessmentRequest } from './speech-assessment';
import { SpeechEngineUnavailableError, SpeechRejectedError, type SpeechRejectionReason } from './speech-rejection';

/** Options of `createSpeechAssessor`. */
export interface SpeechAssessorOptions {
  /** Worker threads, each with its own warm recogniser (~60 MB). Default: cores − 1, at least 1. */
  workers?: number;
  /** PocketSphinx settings (model directory, decoder arguments). */
  recognizer?: PocketSphinxOptions;
  /** Requests allowed to wait for a worker before `assess` refuses more (default 100). */
  maxQueue?: number;
  /**
   * The worker module (exports `default`, `ready` and `teardown` as `assessor-worker.ts` does). Default: the
   * TypeScript worker through tsx; a build that compiles the worker to JavaScript passes its file.
   */
  workerUrl?: URL;
}

/** Options of one assessment call. */
export interface AssessCallOptions {
  /** Also return the measurement the answer was scored from (for calibration). */
  includeMeasurement?: boolean;
}

/** The speech assessment service: a pool of worker threads with warm recognisers. */
export interface SpeechAssessor {
  /**
   * Assesses one recording off the main thread.
   *
   * @throws SpeechRejectedError when the recording cannot be assessed (learner-facing message).
   * @throws SpeechEngineUnavailableError when PocketSphinx is not installed or the queue is full.
   */
  assess(request: SpeechAssessmentRequest, options?: AssessCallOptions): Promise<SpeechAssessment & Partial<Pick<AssessmentWithMeasurement, 'measurement'>>>;
  /** Resolves when every worker has loaded its models; rejects when the engine cannot start. */
  readonly ready: Promise<void>;
  /** Stops the workers (each frees its recogniser first); pending assessments are rejected. */
  close(): Promise<void>;
}

/** The worker threads of an assessor asked for `requested` of them: default cores − 1, at least 1. */
export function speechWorkerCount(requested?: number): number {
  return Math.max(1, requested ?? availableParallelism() - 1);
}

function revive(error: SerializedError): Error {
  if (error.name === 'SpeechRejectedError' && error.reason) {
    return new SpeechRejectedError(error.reason as SpeechRejectionReason, error.details ?? {}, error.message);
  }
  if (error.name === 'SpeechEngineUnavailableError') return new SpeechEngineUnavailableError(error.message);
  const revived = new Error(error.message);
  revived.name = error.name;
  return revived;
}

/**
 * Starts the speech assessment service: a fixed pool of `workers` threads (tinypool), each loading
 * PocketSphinx's models once and keeping them warm, so assessments never block the event loop and never pay
 * the model's load time. A worker that crashes is replaced by the pool and its job rejected.
 */
export function createSpeechAssessor(options: SpeechAssessorOptions = {}): SpeechAssessor {
  const size = speechWorkerCount(options.workers);
  const maxQueue = options.maxQueue ?? 100;
  const workerData: AssessorWorkerData = { recognizer: options.recognizer };
  const pool = new Tinypool({
    filename: options.workerUrl ?? DEFAULT_ASSESSOR_WORKER_URL,
    minThreads: size,
    maxThreads: size,
    workerData,
    teardown: 'teardown',
  });
  // A worker that fails between jobs is replaced by the pool; failures during jobs reject those jobs.
  pool.on('error', () => undefined);
  const closedError = () => new Error('The speech assessor has been closed');
  /** Rejecters of the assessments not yet answered, so `close` can reject them at once. */
  const pending = new Set<(error: Error) => void>();
  let closed = false;
  let engineError: Error | undefined;
  /** The workers died loading their module: the pool stops replacing them and they end by themselves. */
  let workersFailedToLoad = false;

  // One `ready` call per worker: the pool hands each to a different idle worker, which answers only once its
  // module (and so its recogniser) has loaded.
  const readyReplies = Array.from({ length: size }, () => pool.run(undefined, { name: 'ready' }) as Promise<ReadyReply>);
  const ready = Promise.all(readyReplies).then(
    (replies) => {
      const failure = replies.find((reply) => reply.error)?.error;
      if (failure) throw revive(failure);
    },
    (error: unknown) => {
      workersFailedToLoad = true;
      throw new SpeechEngineUnavailableError(`The speech engine failed to start: ${(error as Error).message}`);
    },
  );

  let stopped: Promise<void> | undefined;
  // Each worker frees its recogniser (`teardown`) before the pool ends its thread. Once every worker has
  // answered `ready` or died: the pool cannot end a worker that fails while it does so.
  const stop = () =>
    (stopped ??= ready.then(
      () => pool.destroy(),
      () => (workersFailedToLoad ? undefined : pool.destroy()),
    ));
  ready.catch((error: Error) => {
    if (closed) return;
    engineError = error;
    for (const reject of pending) reject(error);
    void stop();
  });

  return {
    ready,
    assess(request, callOptions = {}) {
      if (closed) return Promise.reject(closedError());
      if (engineError) return Promise.reject(engineError);
      if (!(request.wav instanceof Uint8Array)) return Promise.reject(new SpeechRejectedError('not-wav'));
      if (pool.queueSize >= maxQueue) return Promise.reject(new SpeechEngineUnavailableError('The speech engine is busy; please try again in a minute'));
      // A copy of exactly the recording's bytes (a Node Buffer may be a view on a larger shared pool),
      // transferred so the bytes are not copied again.
      const wav = new Uint8Array(request.wav);
      const job: AssessJob = { request: { ...request, wav }, includeMeasurement: callOptions.includeMeasurement ?? false };
      return new Promise<AssessmentWithMeasurement>((resolve, reject) => {
        pending.add(reject);
        (pool.run(job, { transferList: [wav.buffer] }) as Promise<AssessReply>).then(
          (reply) => ('error' in reply ? reject(revive(reply.error)) : resolve(reply.assessment)),
          () => reject(closed ? closedError() : new Error('The speech engine stopped unexpectedly while assessing this recording')),
        ).finally(() => pending.delete(reject));
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      const error = closedError();
      for (const reject of pending) reject(error);
      await stop();
    },
  };
}
