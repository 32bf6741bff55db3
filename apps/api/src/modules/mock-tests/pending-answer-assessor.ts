import type { FastifyBaseLogger } from 'fastify';
import type { AssessAnswer } from './answer-assessment';
import type { MockTestsRepository } from './mock-tests.repository';
import type { PendingAnswerQueue } from './pending-answer-queue';

/**
 * Assesses the answers sittings leave waiting (spoken and written) in this process, in the background while the test
 * goes on: the default, and the only way on the embedded database. The `test_answers` rows are the durable record of
 * what waits: an answer is queued when it is stored and, after a restart, {@link PendingAnswerQueue.resumePending}
 * queues every one still waiting. A sitting's answers are assessed one at a time, in order; each once (a second
 * enqueue of one in flight is ignored, and a result is only written over `pending`).
 */
export function createInProcessAnswerQueue({
  repository,
  assess,
  log,
}: {
  repository: MockTestsRepository;
  /** The one per-answer assessment (`answer-assessment.ts`), shared with the assessment workers. */
  assess: AssessAnswer;
  log: Pick<FastifyBaseLogger, 'error'>;
}): PendingAnswerQueue {
  const inFlight = new Map<string, Promise<void>>();
  // One line per sitting: its answers are assessed one after another, in the order they were given, so a sitting
  // never holds more than one place in the learner's line of the fair speech queue.
  const lines = new Map<string, Promise<void>>();

  function enqueue(sessionId: string, position: number): void {
    const key = `${sessionId}:${position}`;
    if (inFlight.has(key)) return;
    const job = (lines.get(sessionId) ?? Promise.resolve())
      .then(() => assess(sessionId, position))
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error, sessionId, position }, 'Assessing a mock-test answer failed; it stays waiting until the next start'))
      .finally(() => {
        inFlight.delete(key);
        if (lines.get(sessionId) === job) lines.delete(sessionId);
      });
    inFlight.set(key, job);
    lines.set(sessionId, job);
  }

  async function idle(): Promise<void> {
    while (inFlight.size > 0) await Promise.all([...inFlight.values()]);
  }

  return {
    enqueue,
    async resumePending() {
      const waiting = await repository.listPending();
      for (const { sessionId, position } of waiting) enqueue(sessionId, position);
      return waiting.length;
    },
    idle,
    close: idle,
  };
}
