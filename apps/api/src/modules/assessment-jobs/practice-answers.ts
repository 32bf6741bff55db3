import type { AssessmentPending } from '@pte/contract';
import { HttpError, notFound } from '../../platform/http-error';
import type { LearnerJobCounts, PracticeJobs, PracticeJobState } from './practice-jobs';
import type { PracticeJobData } from './practice-job-data';

/** A practice answer's assessment as the assess paths answer it: the result (200), or the answer still being assessed (202). */
export type PracticeAnswer<R> = { status: 'assessed'; result: R } | { status: 'pending'; pending: AssessmentPending };

/** The message of an answer whose assessment failed every try. */
const assessmentFailedMessage =
  'Your answer could not be assessed: our assessment failed on it several times, so nothing was saved. Please send it again in a few minutes.';

/** What the API instances do with practice jobs: send one, and wait for one (after sending it, or when a learner asks). */
export interface PracticeJobClient {
  /** Sends `data` as a job (`admit` as in {@link PracticeJobs.send}); throws what `admit` throws, and sends nothing then. */
  send(data: PracticeJobData, admit?: (learner: LearnerJobCounts) => { priority: number }): Promise<void>;
  /**
   * Job `id` of `learnerId`, waited for up to the instance's wait: the result, or the answer still being assessed
   * (`GET /assessment-jobs/{id}` and the assess paths). A `signal` that aborts (the learner left) only stops the wait:
   * the worker still assesses the answer and saves its attempt.
   */
  answer<R>(learnerId: string, id: string, signal?: AbortSignal): Promise<PracticeAnswer<R>>;
}

/**
 * The API's side of practice jobs. Waits up to `waitSeconds` per request (below the time-outs proxies put on a
 * request); a saved attempt is read back from the attempts (`readAttempt`), so the learner gets what was stored.
 */
export function createPracticeJobClient({
  jobs,
  waitSeconds,
  readAttempt,
}: {
  jobs: PracticeJobs;
  waitSeconds: number;
  /** The stored result of attempt `id` of `learnerId`, or undefined. */
  readAttempt: (learnerId: string, id: string) => Promise<unknown>;
}): PracticeJobClient {
  const budgetMs = waitSeconds * 1000;

  async function answerOf<R>(id: string, learnerId: string, state: PracticeJobState): Promise<PracticeAnswer<R>> {
    if (state.state === 'missing' || state.learnerId !== learnerId) throw notFound('No answer of yours is being assessed under this id.');
    switch (state.state) {
      case 'waiting':
      case 'running':
        return { status: 'pending', pending: { id, status: state.state === 'waiting' ? 'waiting' : 'assessing', checkUrl: `/api/assessment-jobs/${id}` } };
      case 'failed':
        throw new HttpError(503, 'ASSESSMENT_FAILED', assessmentFailedMessage);
      case 'completed': {
        const { output } = state;
        if (output?.outcome === 'saved') {
          const result = await readAttempt(learnerId, output.attemptId);
          if (result === undefined) throw notFound('This answer was assessed, but its attempt has since been deleted.');
          return { status: 'assessed', result: result as R };
        }
        if (output?.outcome === 'assessed') return { status: 'assessed', result: output.result as R };
        if (output?.outcome === 'refused') throw new HttpError(output.statusCode, output.code, output.message, output.details);
        throw new HttpError(503, 'ASSESSMENT_FAILED', assessmentFailedMessage);
      }
    }
  }

  return {
    send: (data, admit) => jobs.send(data, admit),
    async answer(learnerId, id, signal) {
      return answerOf(id, learnerId, await jobs.wait(id, budgetMs, signal));
    },
  };
}
