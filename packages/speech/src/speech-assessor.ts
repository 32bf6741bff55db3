import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AssessmentWithFeatures } from './assess-speech';
import type { SerializedError, WorkerCommand, WorkerMessage } from './assessor-worker';
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
}

/** Options of one assessment call. */
export interface AssessCallOptions {
  /** Also return the features the trait models read (for calibration). */
  includeFeatures?: boolean;
}

/** The speech assessment service: a pool of worker threads with warm recognisers. */
export interface SpeechAssessor {
  /**
   * Assesses one recording off the main thread.
   *
   * @throws SpeechRejectedError when the recording cannot be assessed (learner-facing message).
   * @throws SpeechEngineUnavailableError when PocketSphinx is not installed or the queue is full.
   */
  assess(request: SpeechAssessmentRequest, options?: AssessCallOptions): Promise<SpeechAssessment & Partial<Pick<AssessmentWithFeatures, 'features'>>>;
  /** Resolves when every worker has loaded its models; rejects when the engine cannot start. */
  readonly ready: Promise<void>;
  /** Stops the workers (each frees its recogniser first); pending assessments are rejected. */
  close(): Promise<void>;
}

interface Job {
  id: number;
  request: SpeechAssessmentRequest;
  includeFeatures: boolean;
  resolve: (value: AssessmentWithFeatures) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
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

const WORKER_URL = new URL('./assessor-worker-entry.mjs', import.meta.url);

/**
 * Starts the speech assessment service: `workers` threads, each loading PocketSphinx's models once and
 * keeping them warm, so assessments never block the event loop and never pay the model's load time.
 * A worker that crashes is replaced and its job rejected.
 */
export function createSpeechAssessor(options: SpeechAssessorOptions = {}): SpeechAssessor {
  const size = Math.max(1, options.workers ?? Math.max(1, availableParallelism() - 1));
  const maxQueue = options.maxQueue ?? 100;
  const queue: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;
  let engineError: Error | undefined;
  let startupCrashes = 0;
  let resolveReady!: () => void;
  let rejectReady!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  ready.catch(() => undefined);

  const failAll = (error: Error) => {
    engineError = error;
    rejectReady(error);
    for (const job of queue.splice(0)) job.reject(error);
    for (const slot of slots) {
      slot.job?.reject(error);
      slot.job = undefined;
      void slot.worker.terminate();
    }
  };

  const dispatch = () => {
    for (const slot of slots) {
      if (!slot.ready || slot.job || !queue.length) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      // A copy of exactly the recording's bytes (a Node Buffer may be a view on a larger shared pool),
      // transferred so the bytes are not copied again.
      const wav = new Uint8Array(job.request.wav);
      const message: WorkerCommand = { type: 'assess', id: job.id, request: { ...job.request, wav }, includeFeatures: job.includeFeatures };
      slot.worker.postMessage(message, [wav.buffer]);
    }
  };

  const spawn = (): Slot => {
    const worker = new Worker(WORKER_URL, { workerData: { recognizer: options.recognizer } });
    const slot: Slot = { worker, ready: false };
    worker.unref();
    worker.on('message', (message: WorkerMessage) => {
      switch (message.type) {
        case 'ready':
          slot.ready = true;
          if (slots.every((other) => other.ready)) resolveReady();
          dispatch();
          break;
        case 'failed':
          failAll(revive(message.error));
          break;
        default: {
          const job = slot.job;
          slot.job = undefined;
          worker.unref();
          if (job && job.id === message.id) {
            if (message.type === 'result') job.resolve(message.assessment as AssessmentWithFeatures);
            else job.reject(revive(message.error));
          }
          dispatch();
        }
      }
    });
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      if (closed || engineError) return;
      slot.job?.reject(new Error('The speech engine stopped unexpectedly while assessing this recording'));
      if (!slot.ready && ++startupCrashes >= 3) {
        failAll(new SpeechEngineUnavailableError('The speech engine keeps failing to start'));
        return;
      }
      slots.push(spawn());
    });
    return slot;
  };

  for (let i = 0; i < size; i++) slots.push(spawn());

  return {
    ready,
    assess(request, callOptions = {}) {
      if (closed) return Promise.reject(new Error('The speech assessor has been closed'));
      if (engineError) return Promise.reject(engineError);
      if (!(request.wav instanceof Uint8Array)) return Promise.reject(new SpeechRejectedError('not-wav'));
      if (queue.length >= maxQueue) return Promise.reject(new SpeechEngineUnavailableError('The speech engine is busy; please try again in a minute'));
      return new Promise<AssessmentWithFeatures>((resolve, reject) => {
        queue.push({ id: nextId++, request, includeFeatures: callOptions.includeFeatures ?? false, resolve, reject });
        dispatch();
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      const error = new Error('The speech assessor has been closed');
      for (const job of queue.splice(0)) job.reject(error);
      for (const slot of slots) {
        slot.job?.reject(error);
        slot.job = undefined;
      }
      // Ask each worker to free its recogniser and stop; terminate any that do not within 5 s.
      await Promise.all(
        [...slots].map(
          (slot) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => void slot.worker.terminate(), 5000);
              slot.worker.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              slot.worker.postMessage({ type: 'close' } satisfies WorkerCommand);
            }),
        ),
      );
      rejectReady(error);
    },
  };
}
