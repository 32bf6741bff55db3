import { join } from 'node:path';
import { SPEECH_BUDGET_SECONDS, speechWorkerCount } from '@pte/speech';
import pino, { type LoggerOptions } from 'pino';
import { migrateDatabase, openDatabase } from './db/client';
import { createAttemptsRepository } from './modules/attempts/attempts.repository';
import { openMediaLibrary } from './modules/media/media-library';
import { createAnswerAssessment } from './modules/mock-tests/answer-assessment';
import { answerEnginesOf } from './modules/mock-tests/answer-engines';
import { openAssessmentJobs } from './modules/mock-tests/assessment-jobs';
import { workPracticeJobs } from './modules/assessment-jobs/practice-job-work';
import { openPracticeJobs } from './modules/assessment-jobs/practice-jobs';
import { createMockTestsRepository } from './modules/mock-tests/mock-tests.repository';
import { defaultContentDir } from './modules/questions/question-bank.loader';
import { createQuestionsRepository } from './modules/questions/questions.repository';
import { createQuestionsService } from './modules/questions/questions.service';
import { openRecordingStore } from './modules/recordings/recording-store';
import { createFairSpeechQueue } from './modules/speaking/fair-speech-queue';
import { createSpeakingService } from './modules/speaking/speaking.service';
import { createSpeechEngine } from './modules/speaking/speech-engine';
import { createWritingEngine } from './modules/writing/writing-engine';
import { createWritingService } from './modules/writing/writing.service';
import { loadConfig } from './platform/config';
import { loggerOptions } from './platform/logger';

/** How long a stopping worker waits for the answers in hand before handing them back to the queue. */
const stopGraceMs = 8_000;

/** A refusal to start that the message explains: printed without a stack trace. */
class WorkerRefusal extends Error {}

/**
 * `npm run worker`: an assessment worker. Takes the spoken and written answers the API instances
 * (`ASSESSMENT_WORKERS=external`) leave as jobs in PostgreSQL, practice answers and mock-test answers alike, reads
 * recordings from the same folder or bucket, assesses them with the speech and writing engines (the same code as the
 * API's own assessment) and stores the results. Any number of workers may run, on any machines that reach the database
 * and the recordings. SIGINT/SIGTERM: no new jobs, the ones in hand finished (or, after a few seconds, handed back to
 * the queue), then exit.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new WorkerRefusal(
      'The assessment worker needs DATABASE_URL: it takes answers to assess from the PostgreSQL database the API instances share ' +
        '(run those with ASSESSMENT_WORKERS=external). On the embedded database the server assesses answers itself and needs no worker.',
    );
  }
  const log = pino({ ...(loggerOptions(config) as LoggerOptions), name: 'assessment-worker' });
  const concurrency = config.assessment.workerConcurrency ?? speechWorkerCount(config.speechWorkers);
  // Practice answers: as many at once as the engines have threads (a learner waits for each).
  const practice = { speech: speechWorkerCount(config.speechWorkers), writing: config.writingWorkers };
  const database = await openDatabase({ url: config.databaseUrl, poolSize: concurrency + practice.speech + practice.writing + 4 });
  // The worker may start before any API instance has: it brings the tables up to date the same way (under a lock).
  await migrateDatabase(database);

  const recordings = openRecordingStore(config.recordingStorage);
  const speech = createSpeechEngine({ workers: config.speechWorkers });
  const writing = createWritingEngine({ workers: config.writingWorkers });
  const questions = createQuestionsService(createQuestionsRepository(database.db), await openMediaLibrary(join(defaultContentDir(), 'media')));
  const attempts = createAttemptsRepository(database.db);
  // This process's own line to its speech threads: what it takes is bounded by its job loops, and the learner limits and
  // the server's bounds were applied when the answers were sent, so it refuses nothing; each learner still runs one at a time.
  const speechQueue = createFairSpeechQueue({
    concurrency: speech.workers,
    learnerRunning: config.speechQueue.learnerRunning,
    learnerWaiting: Number.MAX_SAFE_INTEGER,
    totalWaiting: Number.MAX_SAFE_INTEGER,
    maxWaitSeconds: Number.POSITIVE_INFINITY,
    assumedSeconds: SPEECH_BUDGET_SECONDS,
  });
  const speaking = createSpeakingService({ repository: attempts, questions, recordings, engine: speech, queue: speechQueue });
  const writingService = createWritingService(attempts, questions, { rubric: config.writingRubric, engine: writing });
  const engines = answerEnginesOf(speaking, writingService);
  const repository = createMockTestsRepository(database.db);
  const assess = createAnswerAssessment({ repository, questions, recordings, engines, log });
  const jobs = await openAssessmentJobs({ pool: database.pool!, timeoutSeconds: config.assessment.jobTimeoutSeconds, log });
  const practiceJobs = await openPracticeJobs({ pool: database.pool!, timeoutSeconds: config.assessment.practiceJobTimeoutSeconds, log });
  // Both engines prepare in worker threads; a mock-test answer taken before its engine is ready waits for it.
  speech.warmUp(log);
  writing.warmUp(log);
  const work = await jobs.work({ concurrency, assess, repository });
  // Practice answers are taken once the engine for them is ready: a learner waits for each.
  const practiceWork = await workPracticeJobs({
    jobs: practiceJobs,
    speaking,
    writing: writingService,
    concurrency: practice,
    learnerRunning: config.speechQueue.learnerRunning,
    ready: { speech: speech.whenReady(), writing: writing.whenReady() },
  });
  log.info(
    {
      concurrency,
      practice,
      speechWorkers: speech.workers,
      writingWorkers: config.writingWorkers,
      recordings: config.recordingStorage.kind,
      jobTimeoutSeconds: config.assessment.jobTimeoutSeconds,
      practiceJobTimeoutSeconds: config.assessment.practiceJobTimeoutSeconds,
    },
    `Assessment worker ready: taking up to ${practice.speech} spoken and ${practice.writing} written practice answer${practice.writing === 1 ? '' : 's'} ` +
      `and ${concurrency} mock-test answer${concurrency === 1 ? '' : 's'} at a time`,
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'Stopping: taking no new jobs, finishing the ones in hand');
    const timer = setTimeout(() => {
      log.error('Stopping took longer than 10 s; exiting');
      process.exit(1);
    }, stopGraceMs + 2_000);
    timer.unref();
    try {
      await Promise.all([work.stop(stopGraceMs), practiceWork.stop(stopGraceMs)]);
      await Promise.all([speech.close(), writing.close()]);
      await database.close();
      log.info('Assessment worker stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'Stopping failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}

main().catch((error: unknown) => {
  console.error('The PTE Coach assessment worker could not start:', error instanceof WorkerRefusal ? error.message : error);
  process.exit(1);
});
