import type { SpeechQueueState } from '@pte/contract';
import type { LearnerJobCounts, PracticeQueueSnapshot } from '../assessment-jobs/practice-jobs';
import { SpeechQueueFullError, type FairSpeechQueueLimits } from './fair-speech-queue';
import { expectedSpeechWaitSeconds, formatWait, speechServerRefusal, type SpeechBacklog } from './speech-wait';

/**
 * The fair speech queue's rules for spoken practice answers sent as jobs to assessment workers (several machines),
 * read from the jobs in PostgreSQL instead of one process's memory: each learner's limits (counted under a lock on the
 * learner when an answer is sent, so every instance counts the others' answers), the server's bounds, and the
 * learner's place and expected wait.
 *
 * Fairness comes from the jobs' priority: a learner's first unfinished answer goes before anyone's second, their
 * second before anyone's third, and so on (workers take the highest priority first, then the oldest); and the workers
 * hold back a job while `learnerRunning` of its learner's are being assessed.
 */

/** The fair queue's bounds, as they apply to jobs (the engines' threads are the workers'). */
export type SpeechJobLimits = Omit<FairSpeechQueueLimits, 'concurrency' | 'maxWaitSeconds'> & { maxWaitSeconds: number };

/** The job priority of a learner's next answer: minus their answers not yet assessed. */
function speechJobPriority(learner: LearnerJobCounts): number {
  return -(learner.running + learner.waiting);
}

/** The queue as the wait estimate reads it, for an answer of `priority` sent at `sentAt` (ms; a new answer: now). */
function backlogOf(snapshot: PracticeQueueSnapshot, assumedSeconds: number, priority: number, sentAt = Number.POSITIVE_INFINITY): SpeechBacklog {
  const waiting = snapshot.jobs.filter((job) => !job.running);
  const running = snapshot.jobs.length - waiting.length;
  return {
    ahead: waiting.filter((job) => job.priority > priority || (job.priority === priority && job.createdOn < sentAt)).length,
    // Workers take a job within moments of its sending: when none waits, one is free (or about to be).
    workerFree: waiting.length === 0,
    // While answers wait, every worker is busy: the answers running are the workers there are.
    engineWorkers: Math.max(1, running),
    meanSeconds: snapshot.meanSeconds ?? assumedSeconds,
  };
}

/**
 * What `send` asks before a spoken answer's job goes in: refuses (a {@link SpeechQueueFullError}) a learner with
 * `learnerRunning + learnerWaiting` answers not yet assessed (429), or any answer when `totalWaiting` wait or the
 * answer would wait longer than `maxWaitSeconds` (503); otherwise gives the job its priority.
 */
export function speechJobAdmission(
  snapshot: PracticeQueueSnapshot,
  limits: SpeechJobLimits,
  assumedSeconds: number,
): (learner: LearnerJobCounts) => { priority: number } {
  return (learner) => {
    const inFlight = learner.running + learner.waiting;
    const meanSeconds = snapshot.meanSeconds ?? assumedSeconds;
    if (inFlight >= limits.learnerRunning + limits.learnerWaiting) {
      // A place in the learner's line frees when one of theirs ends: one assessment away if one runs, else after
      // their first waiting answer's turn comes and it is assessed.
      const firstWait = learner.running > 0 ? 0 : expectedSpeechWaitSeconds(backlogOf(snapshot, assumedSeconds, -(inFlight - 1)));
      const wait = Math.max(1, firstWait + Math.ceil(meanSeconds));
      throw new SpeechQueueFullError(
        'learner',
        `You already have ${inFlight} answers being assessed; wait for them to finish, then send this one again (in about ${formatWait(wait)}).`,
        wait,
      );
    }
    const priority = speechJobPriority(learner);
    const backlog = backlogOf(snapshot, assumedSeconds, priority);
    const refusal = speechServerRefusal({
      expectedWaitSeconds: expectedSpeechWaitSeconds(backlog),
      waiting: snapshot.jobs.filter((job) => !job.running).length,
      placeFreesInSeconds: meanSeconds / backlog.engineWorkers,
      bounds: limits,
    });
    if (refusal) throw new SpeechQueueFullError('server', refusal.message, refusal.retryAfterSeconds);
    return { priority };
  };
}

/**
 * `GET /speaking/queue` with workers: the learner's answers being assessed (at most their running limit; an answer a
 * worker holds back behind their own counts as waiting), waiting, the place of the next one (1 = it starts next) and
 * its expected wait; when none waits, the wait of an answer sent now.
 */
export function speechJobQueueState(snapshot: PracticeQueueSnapshot, learnerId: string, limits: Pick<FairSpeechQueueLimits, 'learnerRunning'>, assumedSeconds: number): SpeechQueueState {
  const mine = snapshot.jobs.filter((job) => job.learnerId === learnerId);
  const running = Math.min(limits.learnerRunning, mine.filter((job) => job.running).length);
  const waiting = mine.length - running;
  const next = mine.filter((job) => !job.running).sort((a, b) => b.priority - a.priority || a.createdOn - b.createdOn)[0];
  if (!next) {
    return { running, waiting, expectedWaitSeconds: expectedSpeechWaitSeconds(backlogOf(snapshot, assumedSeconds, -mine.length)) };
  }
  const backlog = backlogOf(snapshot, assumedSeconds, next.priority, next.createdOn);
  return { running, waiting, position: backlog.ahead + 1, expectedWaitSeconds: expectedSpeechWaitSeconds(backlog) };
}
