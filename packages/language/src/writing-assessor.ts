import Tinypool from 'tinypool';
import { WritingInputError } from './writing-input';
import type { WritingAssessment, WritingAssessmentInput } from './types';
import type { SerializedWritingError, WritingReadyReply, WritingReply } from './writing-worker';
import { DEFAULT_WRITING_WORKER_URL } from './writing-worker-url';

/** Options of `createWritingAssessor`. */
export interface WritingAssessorOptions {
  /** Worker threads, each preparing its own engine (about 550 MB resident and 9 s of one core). Default 1. */
  workers?: number;
  /**
   * The worker module (exports `default` and `ready` as `writing-worker.ts` does). Default: the TypeScript worker
   * through tsx; a build that compiles the worker to JavaScript passes its file.
   */
  workerUrl?: URL;
}

/** The writing assessment service: a pool of worker threads, each with the writing engine prepared and kept warm. */
export interface WritingAssessor {
  /**
   * Assesses one written answer off the main thread, as `assessWriting` does in-process (same input, same result).
   *
   * @throws WritingInputError when the text is longer than `MAX_WRITING_LENGTH` (learner-facing message).
   */
  assess(input: WritingAssessmentInput): Promise<WritingAssessment>;
  /** Resolves when every worker has prepared its engine; rejects when the engine cannot be prepared. */
  readonly ready: Promise<void>;
  /** Stops the workers, even while they are still preparing; pending assessments are rejected. */
  close(): Promise<void>;
}

/** The worker threads of an assessor asked for `requested` of them: default 1, at least 1. */
export function writingWorkerCount(requested?: number): number {
  return Math.max(1, requested ?? 1);
}

function revive(error: SerializedWritingError): Error {
  if (error.name === 'WritingInputError' && error.code) return new WritingInputError(error.message, error.code);
  const revived = new Error(error.message);
  revived.name = error.name;
  return revived;
}

/**
 * Starts the writing assessment service: a fixed pool of `workers` threads (tinypool), each preparing
 * `@pte/language` once (Harper's WebAssembly, the dictionaries, a warm-up analysis) and keeping it warm, so
 * neither the preparation nor an assessment ever holds the caller's event loop. A worker that crashes is
 * replaced by the pool and its job rejected.
 */
export function createWritingAssessor(options: WritingAssessorOptions = {}): WritingAssessor {
  const size = writingWorkerCount(options.workers);
  const pool = new Tinypool({ filename: options.workerUrl ?? DEFAULT_WRITING_WORKER_URL, minThreads: size, maxThreads: size });
  // A worker that fails between jobs is replaced by the pool; failures during jobs reject those jobs.
  pool.on('error', () => undefined);
  const closedError = () => new Error('The writing assessor has been closed');
  /** Rejecters of the assessments not yet answered, so `close` can reject them at once. */
  const pending = new Set<(error: Error) => void>();
  let closed = false;
  let engineError: Error | undefined;

  // One `ready` call per worker: the pool hands each to a different idle worker, which answers only once its
  // engine is prepared.
  const readyReplies = Array.from({ length: size }, () => pool.run(undefined, { name: 'ready' }) as Promise<WritingReadyReply>);
  const ready = Promise.all(readyReplies).then(
    (replies) => {
      const failure = replies.find((reply) => reply.error)?.error;
      if (failure) throw new Error(`The writing engine could not be prepared: ${failure.message}`);
    },
    (error: unknown) => {
      throw closed ? closedError() : new Error(`The writing engine failed to start: ${(error as Error).message}`);
    },
  );
  ready.catch((error: Error) => {
    if (closed) return;
    // The workers could not load or prepare the engine: every assessment would fail the same way.
    engineError = error;
    for (const reject of pending) reject(error);
    void pool.destroy();
  });

  return {
    ready,
    assess(input) {
      if (closed) return Promise.reject(closedError());
      if (engineError) return Promise.reject(engineError);
      return new Promise<WritingAssessment>((resolve, reject) => {
        pending.add(reject);
        (pool.run(input) as Promise<WritingReply>)
          .then(
            (reply) => ('error' in reply ? reject(revive(reply.error)) : resolve(reply.assessment)),
            () => reject(closed ? closedError() : new Error('The writing engine stopped unexpectedly while assessing this answer')),
          )
          .finally(() => pending.delete(reject));
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      const error = closedError();
      for (const reject of pending) reject(error);
      await pool.destroy();
    },
  };
}
