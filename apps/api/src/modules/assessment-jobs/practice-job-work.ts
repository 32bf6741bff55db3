import type { SpeakingService } from '../speaking/speaking.service';
import type { WritingService } from '../writing/writing.service';
import type { PracticeJobs } from './practice-jobs';

/**
 * An assessment worker's practice work: spoken answers (`speech` at once, each learner's one after another across
 * every worker when `learnerRunning` is 1) and written ones (`writing` at once), assessed and saved by the same services
 * the API runs in one-machine mode, each kind taken once its engine is `ready`; a spoken answer whose every try failed
 * has its recording removed.
 */
export function workPracticeJobs({
  jobs,
  speaking,
  writing,
  concurrency,
  learnerRunning,
  ready,
}: {
  jobs: PracticeJobs;
  speaking: SpeakingService;
  writing: WritingService;
  concurrency: { speech: number; writing: number };
  /** A learner's spoken answers assessed at once across the workers (`SPEECH_LEARNER_RUNNING`). */
  learnerRunning: number;
  /** Whether each engine is ready (true) or cannot run here (false), once known. */
  ready: { speech: Promise<boolean>; writing: Promise<boolean> };
}) {
  return jobs.work({
    speech: { concurrency: concurrency.speech, learnerRunning, ready: ready.speech, handle: (job) => speaking.assessJob(job) },
    writing: { concurrency: concurrency.writing, ready: ready.writing, handle: (job) => writing.assessJob(job) },
    onFailed: async (data) => {
      if (data.kind === 'speech') await speaking.abandonJob(data.answer);
    },
  });
}
