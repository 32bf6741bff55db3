import {
  checkSpeechEngine,
  createSpeechAssessor,
  SpeechEngineUnavailableError,
  speechWorkerCount,
  type PocketSphinxOptions,
  type SpeechAssessment,
  type SpeechAssessmentRequest,
  type SpeechAssessor,
} from '@pte/speech';
import type { SpeechEngineStatus } from '@pte/contract';
import type { FastifyBaseLogger } from 'fastify';

/** Options of {@link createSpeechEngine}. */
interface SpeechEngineOptions {
  /** Worker threads (default: cores − 1, at least 1). */
  workers?: number | undefined;
  /** PocketSphinx settings (tests point `modelDir` elsewhere to see the engine missing). */
  recognizer?: PocketSphinxOptions;
}

/**
 * The API's speech assessor, started on first use (or by {@link SpeechEngine.warmUp} after the server listens),
 * so building the app stays quick and an app that is never asked to assess speech starts no workers.
 */
export interface SpeechEngine {
  /**
   * Assesses a recording in a worker thread.
   *
   * @throws SpeechRejectedError for a recording that cannot be assessed (message for the learner).
   * @throws SpeechEngineUnavailableError when PocketSphinx is not installed, failed to start or is saturated.
   */
  assess(request: SpeechAssessmentRequest): Promise<SpeechAssessment>;
  /** How many assessments it runs at once (its worker threads); more wait in its pool. */
  readonly workers: number;
  /** Starts the workers and loads the models in the background, logging the outcome. */
  warmUp(log: FastifyBaseLogger): void;
  /** Starts the engine if needed; resolves true once it is ready, false if it cannot run here. */
  whenReady(): Promise<boolean>;
  /** Whether the engine is idle (not started), loading, ready or unavailable (with the reason). */
  status(): SpeechEngineStatus;
  /** Stops the workers. */
  close(): Promise<void>;
}

/** Creates the lazily started speech engine. */
export function createSpeechEngine(options: SpeechEngineOptions = {}): SpeechEngine {
  let assessor: SpeechAssessor | undefined;
  let startFailure: SpeechEngineUnavailableError | undefined;
  let state: SpeechEngineStatus = { status: 'idle' };

  const start = (): SpeechAssessor => {
    if (startFailure) throw startFailure;
    if (assessor) return assessor;
    const status = checkSpeechEngine(options.recognizer?.modelDir);
    if (!status.available) {
      startFailure = new SpeechEngineUnavailableError(
        `Speaking answers cannot be assessed on this server yet: ${status.problem ?? 'the speech engine is not installed'}.`,
      );
      state = { status: 'unavailable', problem: startFailure.message };
      throw startFailure;
    }
    const started = createSpeechAssessor({ ...(options.workers ? { workers: options.workers } : {}), ...(options.recognizer ? { recognizer: options.recognizer } : {}) });
    assessor = started;
    state = { status: 'starting' };
    started.ready.then(
      () => {
        if (assessor === started) state = { status: 'ready' };
      },
      (error: unknown) => {
        if (assessor === started) state = { status: 'unavailable', problem: (error as Error).message };
      },
    );
    return started;
  };

  return {
    async assess(request) {
      const running = start();
      await running.ready;
      return running.assess(request);
    },
    warmUp(log) {
      let running: SpeechAssessor;
      try {
        running = start();
      } catch (error) {
        log.warn({ problem: (error as Error).message }, 'Speech assessment is unavailable');
        return;
      }
      const startedAt = performance.now();
      running.ready.then(
        () => log.info({ ms: Math.round(performance.now() - startedAt) }, 'Speech engine ready'),
        (error: unknown) => log.warn({ problem: (error as Error).message }, 'Speech assessment is unavailable'),
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
    workers: speechWorkerCount(options.workers),
    status: () => state,
    async close() {
      const running = assessor;
      assessor = undefined;
      state = { status: 'idle' };
      await running?.close();
    },
  };
}
