import { createWritingAssessor, writingWorkerCount, type WritingAssessment, type WritingAssessmentInput, type WritingAssessor } from '@pte/language/assessor';
import type { FastifyBaseLogger } from 'fastify';

/** Options of {@link createWritingEngine}. */
interface WritingEngineOptions {
  /** Worker threads, each with its own prepared engine (default 1). */
  workers?: number | undefined;
}

/**
 * The API's writing engine: `@pte/language` in a pool of worker threads, started on first use (or by
 * {@link WritingEngine.warmUp} once the server listens), so building the app stays quick, an app that is never
 * asked to assess writing starts no workers, and neither preparing the engine (Harper's WebAssembly, the
 * dictionaries: seconds) nor a burst of essays ever holds the event loop.
 */
export interface WritingEngine {
  /**
   * Assesses a written answer in a worker thread; an early request waits for the workers' preparation.
   *
   * @throws WritingInputError for an answer longer than the engine assesses (message for the learner).
   */
  assess(input: WritingAssessmentInput): Promise<WritingAssessment>;
  /** Starts the workers, which prepare the engine in the background; logs the outcome. */
  warmUp(log: FastifyBaseLogger): void;
  /** Starts the workers if needed; resolves true once the engine is prepared, false if it could not be. */
  whenReady(): Promise<boolean>;
  /** Stops the workers. */
  close(): Promise<void>;
}

/** Creates the lazily started writing engine. */
export function createWritingEngine(options: WritingEngineOptions = {}): WritingEngine {
  let assessor: WritingAssessor | undefined;
  const workers = writingWorkerCount(options.workers);
  const start = (): WritingAssessor => (assessor ??= createWritingAssessor({ workers }));

  return {
    async assess(input) {
      const running = start();
      await running.ready;
      return running.assess(input);
    },
    warmUp(log) {
      const startedAt = performance.now();
      const running = start();
      running.ready.then(
        () => log.info({ ms: Math.round(performance.now() - startedAt), workers }, 'Writing assessment ready'),
        (error: unknown) => {
          // A closed engine's workers were stopped on purpose: nothing to report.
          if (assessor === running) log.error({ err: error }, 'Writing assessment could not be prepared');
        },
      );
    },
    async whenReady() {
      try {
        await start().ready;
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      const running = assessor;
      assessor = undefined;
      await running?.close();
    },
  };
}
