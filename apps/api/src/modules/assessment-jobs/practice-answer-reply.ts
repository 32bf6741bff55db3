import type { AssessmentPending } from '@pte/contract';
import type { FastifyReply } from 'fastify';
import type { PracticeAnswer } from './practice-answers';

/**
 * The body of a practice answer's response: `{ data: assessment }` (200), or, for an answer assessment workers are
 * still on, `202 { data: pending }` with `Location` naming where to ask for it.
 */
export function replyWithPracticeAnswer<R>(reply: FastifyReply, answer: PracticeAnswer<R>): { data: R } | { data: AssessmentPending } {
  if (answer.status === 'assessed') return { data: answer.result };
  void reply.code(202).header('location', answer.pending.checkUrl);
  return { data: answer.pending };
}

/**
 * A signal that aborts when the client goes away before its answer is sent: an answer waiting in this process's
 * queue is withdrawn; one sent to the assessment workers is only no longer waited for (it is still saved).
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
