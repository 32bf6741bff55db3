import { prepareWritingAssessment } from '@pte/language';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Starts loading the writing engine (Harper's WebAssembly, the US and UK dictionaries, the word lists) in the
 * background, so start-up is not held up and the first learner does not wait for it. Assess requests that come
 * in before it is ready wait for the same preparation, which runs once per process.
 */
export function warmUpWritingEngine(logger: FastifyBaseLogger): void {
  const started = performance.now();
  prepareWritingAssessment().then(
    () => logger.info({ ms: Math.round(performance.now() - started) }, 'Writing assessment ready'),
    (error: unknown) => logger.error({ err: error }, 'Writing assessment could not be prepared'),
  );
}
