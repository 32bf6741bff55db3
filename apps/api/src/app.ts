import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import { SPEECH_BUDGET_SECONDS } from '@pte/speech';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { createAccountRepository } from './modules/account/account.repository';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { createAssistantRepository } from './modules/assistant/assistant.repository';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { createAssistantService } from './modules/assistant/assistant.service';
import { createLanguageModelGenerator } from './modules/assistant/language-model-generator';
import { createAuth, type Auth } from './modules/auth/auth';
import { createAccountSignInLimit } from './modules/auth/account-sign-in-limit';
import { registerAuthentication } from './modules/auth/auth.guard';
import { authRoutes } from './modules/auth/auth.routes';
import { createSessionCache } from './modules/auth/session-cache';
import { createSessionInvalidation } from './modules/auth/session-invalidation';
import { healthRoutes } from './modules/health/health.routes';
import { helpRoutes } from './modules/help/help.routes';
import { createHelpService } from './modules/help/help.service';
import { createAttemptsRepository } from './modules/attempts/attempts.repository';
import { attemptsRoutes } from './modules/attempts/attempts.routes';
import { createAttemptsService } from './modules/attempts/attempts.service';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { openMediaLibrary } from './modules/media/media-library';
import { mediaRoutes } from './modules/media/media.routes';
import { answerEnginesOf } from './modules/mock-tests/answer-engines';
import { createMockTestsRepository, type MockTestsRepository } from './modules/mock-tests/mock-tests.repository';
import { mockTestsRoutes } from './modules/mock-tests/mock-tests.routes';
import { createMockTestsService } from './modules/mock-tests/mock-tests.service';
import { createAnswerAssessment, type AssessAnswer } from './modules/mock-tests/answer-assessment';
import { createJobAnswerQueue, openAssessmentJobs } from './modules/mock-tests/assessment-jobs';
import { createPracticeJobClient, type PracticeJobClient } from './modules/assessment-jobs/practice-answers';
import { openPracticeJobs, type PracticeJobs } from './modules/assessment-jobs/practice-jobs';
import { practiceJobsRoutes } from './modules/assessment-jobs/practice-jobs.routes';
import { createInProcessAnswerQueue } from './modules/mock-tests/pending-answer-assessor';
import type { PendingAnswerQueue } from './modules/mock-tests/pending-answer-queue';
import { defaultContentDir, loadedBankItems } from './modules/questions/question-bank.loader';
import { createQuestionsRepository } from './modules/questions/questions.repository';
import { questionsRoutes } from './modules/questions/questions.routes';
import { openRecordingStore, type RecordingStore } from './modules/recordings/recording-store';
import { recordingsRoutes } from './modules/recordings/recordings.routes';
import { createSpeechEngine, type SpeechEngine } from './modules/speaking/speech-engine';
import { createFairSpeechQueue } from './modules/speaking/fair-speech-queue';
import { createEmailReminders, scheduleEmailReminders } from './modules/notifications/email-reminders';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createProgressRepository } from './modules/progress/progress.repository';
import { progressRoutes } from './modules/progress/progress.routes';
import { createProgressService } from './modules/progress/progress.service';
import { createStudyPlanRepository } from './modules/study-plan/study-plan.repository';
import { studyPlanRoutes } from './modules/study-plan/study-plan.routes';
import { createStudyPlanService } from './modules/study-plan/study-plan.service';
import { createStudyHistoryRepository } from './modules/study-history/study-history.repository';
import { studyHistoryRoutes } from './modules/study-history/study-history.routes';
import { createStudyHistoryService } from './modules/study-history/study-history.service';
import { createBookmarksRepository } from './modules/question-list/bookmarks.repository';
import { createQuestionListRepository } from './modules/question-list/question-list.repository';
import { questionListRoutes } from './modules/question-list/question-list.routes';
import { createQuestionListService } from './modules/question-list/question-list.service';
import { createSearchRepository } from './modules/search/search.repository';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { speakingRoutes } from './modules/speaking/speaking.routes';
import { createSpeakingService } from './modules/speaking/speaking.service';
import { createQuestionsService } from './modules/questions/questions.service';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { createWritingEngine, type WritingEngine } from './modules/writing/writing-engine';
import { writingRoutes } from './modules/writing/writing.routes';
import { createWritingService } from './modules/writing/writing.service';
import { apiDir, type AppConfig } from './platform/config';
import { handleClientError, registerErrorHandler } from './platform/error-handler';
import { loggerOptions } from './platform/logger';
import { registerInputGuard } from './platform/input-guard';
import { registerOpenApi } from './platform/openapi';
import { registerSecurity } from './platform/security';
import { registerUnreadBodyDiscard } from './platform/unread-body';
import { registerWebApp, sendSpaPage, wantsSpaPage } from './platform/web-app';

/** The API's version (from apps/api/package.json), reported by `/api/health` and the OpenAPI document. */
const apiVersion: string = (
  JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8')) as { version: string }
).version;

/** Fastify takes a hop count as a function: trust the first `hops` proxies in front of the server. */
function trustProxyOption(value: AppConfig['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/**
 * Who assesses mock-test answers: this process in the background (the default), or, with
 * `ASSESSMENT_WORKERS=external` on PostgreSQL, `npm run worker` processes that take them as jobs.
 */
async function pendingAnswerQueueOf(
  config: AppConfig,
  database: Database,
  { repository, log, assess }: { repository: MockTestsRepository; log: FastifyBaseLogger; assess: AssessAnswer },
): Promise<PendingAnswerQueue> {
  if (config.assessment.workers === 'in-process') return createInProcessAnswerQueue({ repository, assess, log });
  if (!database.pool) throw new Error('ASSESSMENT_WORKERS=external needs PostgreSQL (DATABASE_URL): the embedded database cannot hold jobs for other processes.');
  const jobs = await openAssessmentJobs({ pool: database.pool, timeoutSeconds: config.assessment.jobTimeoutSeconds, log });
  return createJobAnswerQueue({ jobs, repository, log });
}

/**
 * With `ASSESSMENT_WORKERS=external` on PostgreSQL, practice answers are sent as jobs to the assessment workers: the
 * jobs, and the client that sends them and waits for them (reading saved attempts back). Undefined otherwise.
 */
async function practiceJobsOf(config: AppConfig, database: Database, log: FastifyBaseLogger): Promise<{ jobs: PracticeJobs; client: PracticeJobClient } | undefined> {
  if (config.assessment.workers === 'in-process') return undefined;
  if (!database.pool) throw new Error('ASSESSMENT_WORKERS=external needs PostgreSQL (DATABASE_URL): the embedded database cannot hold jobs for other processes.');
  const jobs = await openPracticeJobs({ pool: database.pool, timeoutSeconds: config.assessment.practiceJobTimeoutSeconds, log });
  const attempts = createAttemptsRepository(database.db);
  const client = createPracticeJobClient({
    jobs,
    waitSeconds: config.assessment.practiceWaitSeconds,
    readAttempt: async (learnerId, id) => (await attempts.findForUser(learnerId, id))?.result ?? undefined,
  });
  return { jobs, client };
}

/** What {@link buildApp} wires together. */
export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database; the caller closes it. */
  database: Database;
  /** Defaults to SMTP or the outbox, per `config`; closed with the app when created here. */
  mailer?: Mailer;
  /** A pino logger to use instead of one built from `config` (tests capture logs with it). */
  logger?: FastifyBaseLogger;
  /** The question bank's folder (`questions/`, `media/`); defaults to the repository's `content/`. */
  contentDir?: string;
  /** The speech engine; defaults to one started on first use with `config.speechWorkers`, closed with the app. */
  speech?: SpeechEngine;
  /** Where recordings are stored; defaults to `config.recordingStorage`. */
  recordings?: RecordingStore;
  /** The writing engine; defaults to one started on first use with `config.writingWorkers`, closed with the app. */
  writing?: WritingEngine;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Better Auth instance behind `/api/auth/*`. */
    auth: Auth;
    /** The mailer the app sends with. */
    mailer: Mailer;
    /** The speech assessment engine (warmed up by `main.ts` once the server listens). */
    speech: SpeechEngine;
    /** The writing assessment engine (warmed up by `main.ts` once the server listens). */
    writing: WritingEngine;
    /**
     * Background assessment of mock-test answers; `idle()` resolves when this process has none in hand (none being
     * assessed here, or no job being sent to the assessment workers).
     */
    pendingTestAnswers: { idle(): Promise<void> };
  }
}

/**
 * Builds the API (everything under `/api`) and, when the web app is built, serves it with an SPA fallback.
 * Does not listen: `main.ts` does, and tests call `app.inject()`.
 */
export async function buildApp({ config, database, mailer, logger, contentDir = defaultContentDir(), speech, recordings, writing: writingPart }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config) }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    clientErrorHandler: handleClientError,
    // While stopping, a request that arrives on an open connection is still served (and told to close the
    // connection) rather than refused with a 503: it was accepted, so it is answered.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerUnreadBodyDiscard(app);

  const appMailer = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger: app.log });
  if (!mailer) app.addHook('onClose', async () => appMailer.close());

  await registerSecurity(app, config);
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app, { version: apiVersion, appUrl: config.appUrl });

  const sessionCache = createSessionCache({ ttlMs: config.cacheTtlMs });
  const sessionInvalidation = await createSessionInvalidation({ cache: sessionCache, pool: database.pool, logger: app.log });
  app.addHook('onClose', async () => sessionInvalidation.close());
  const accountLimit = createAccountSignInLimit({ ...config.accountSignInLimit, pool: database.pool });
  const auth = createAuth({
    db: database.db,
    secret: config.authSecret,
    appUrl: config.appUrl,
    trustedOrigins: config.trustedOrigins,
    mailer: appMailer,
    emailVerification: config.emailVerification,
    logger: app.log,
    onSessionEnded: (session) => sessionInvalidation.sessionEnded(session.id),
    onPasswordReset: (user) => accountLimit.cleared(user.email),
  });
  app.decorate('auth', auth);
  app.decorate('mailer', appMailer);
  registerAuthentication(app, auth, { cache: sessionCache, invalidation: sessionInvalidation });

  const users = createUsersService(createUsersRepository(database.db), { cacheTtlMs: config.cacheTtlMs });
  await app.register(authRoutes, { prefix: '/api', auth, appUrl: config.appUrl, rateLimit: config.authRateLimit, accountLimit });
  await app.register(usersRoutes, { prefix: '/api', users });

  const media = await openMediaLibrary(join(contentDir, 'media'));
  const questions = createQuestionsService(createQuestionsRepository(database.db), media);
  const attempts = createAttemptsService(createAttemptsRepository(database.db), questions);
  await app.register(questionsRoutes, { prefix: '/api', questions });
  await app.register(attemptsRoutes, { prefix: '/api', attempts });
  await app.register(mediaRoutes, { prefix: '/api', media });
  const practiceJobs = await practiceJobsOf(config, database, app.log);
  if (practiceJobs) {
    // Requests waiting for a worker are answered (202) as the server starts stopping, rather than holding it up.
    app.addHook('preClose', async () => practiceJobs.jobs.stopWaiting());
    app.addHook('onClose', async () => practiceJobs.jobs.stop());
    await app.register(practiceJobsRoutes, { prefix: '/api', client: practiceJobs.client });
  }
  // Worker threads, started on first use or by main.ts's warm-up; stopped with the app.
  const writingEngine = writingPart ?? createWritingEngine({ workers: config.writingWorkers });
  if (!writingPart) app.addHook('onClose', async () => writingEngine.close());
  app.decorate('writing', writingEngine);
  const writing = createWritingService(createAttemptsRepository(database.db), questions, {
    rubric: config.writingRubric,
    engine: writingEngine,
    ...(practiceJobs ? { jobs: practiceJobs.client } : {}),
  });
  await app.register(writingRoutes, { prefix: '/api', writing });

  const speechEngine = speech ?? createSpeechEngine({ workers: config.speechWorkers });
  if (!speech) app.addHook('onClose', async () => speechEngine.close());
  app.decorate('speech', speechEngine);
  await app.register(healthRoutes, { prefix: '/api', database, loadedBankItems: () => loadedBankItems(database.db), version: apiVersion, speech: speechEngine });
  const recordingStore = recordings ?? openRecordingStore(config.recordingStorage);
  // Assessments wait their turn per learner here, so the engine's pool only ever holds what its workers run.
  const speechQueue = createFairSpeechQueue({ concurrency: speechEngine.workers, ...config.speechQueue, assumedSeconds: SPEECH_BUDGET_SECONDS });
  const speaking = createSpeakingService({
    repository: createAttemptsRepository(database.db),
    questions,
    recordings: recordingStore,
    engine: speechEngine,
    queue: speechQueue,
    ...(practiceJobs
      ? { jobs: { client: practiceJobs.client, snapshot: () => practiceJobs.jobs.snapshot('speech'), limits: config.speechQueue, assumedSeconds: SPEECH_BUDGET_SECONDS } }
      : {}),
  });
  await app.register(speakingRoutes, { prefix: '/api', speaking });
  await app.register(recordingsRoutes, { prefix: '/api', recordings: recordingStore });
  const history = createStudyHistoryService(createStudyHistoryRepository(database.db), questions, recordingStore);
  await app.register(studyHistoryRoutes, { prefix: '/api', history });
  await app.register(accountRoutes, { prefix: '/api', account: createAccountService(createAccountRepository(database.db), recordingStore) });
  await app.register(helpRoutes, { prefix: '/api', help: createHelpService({ mailer: appMailer, supportEmail: config.supportEmail, log: app.log }) });
  const progressRepository = createProgressRepository(database.db);
  await app.register(progressRoutes, { prefix: '/api', progress: createProgressService(progressRepository) });
  const studyPlan = createStudyPlanService({ repository: createStudyPlanRepository(database.db), progress: progressRepository, users });
  await app.register(studyPlanRoutes, { prefix: '/api', studyPlan });

  const notificationsRepository = createNotificationsRepository(database.db);
  const notifications = createNotificationsService(notificationsRepository, { progress: progressRepository, todaysPlan: studyPlan.todaysPlan });
  await app.register(notificationsRoutes, { prefix: '/api', notifications });
  const reminders = createEmailReminders({ repository: notificationsRepository, notifications, mailer: appMailer, appUrl: config.appUrl, logger: app.log });
  const reminderSchedule = scheduleEmailReminders({ smtpUrl: config.smtpUrl, remindAll: reminders.remindAll, logger: app.log });
  if (reminderSchedule) app.addHook('onClose', async () => reminderSchedule.stop());
  await app.register(searchRoutes, { prefix: '/api', search: createSearchService(createSearchRepository(database.db), { contentDir }) });
  const lists = createQuestionListService(createQuestionListRepository(database.db), createBookmarksRepository(database.db), questions);
  await app.register(questionListRoutes, { prefix: '/api', lists });

  const mockTestsRepository = createMockTestsRepository(database.db);
  const pendingAnswers = await pendingAnswerQueueOf(config, database, {
    repository: mockTestsRepository,
    log: app.log,
    assess: createAnswerAssessment({ repository: mockTestsRepository, questions, recordings: recordingStore, engines: answerEnginesOf(speaking, writing), log: app.log }),
  });
  app.decorate('pendingTestAnswers', pendingAnswers);
  // Answers left waiting by the last run (a restart mid-test) are handed over again once the server is up.
  app.addHook('onReady', async () => {
    const waiting = await pendingAnswers.resumePending();
    if (waiting > 0) app.log.info({ waiting, assessedBy: config.assessment.workers }, 'Mock-test answers left waiting by the last run handed over for assessment');
  });
  app.addHook('onClose', async () => pendingAnswers.close());
  const mockTests = createMockTestsService({
    repository: mockTestsRepository,
    questions,
    recordings: recordingStore,
    pending: pendingAnswers,
  });
  await app.register(mockTestsRoutes, { prefix: '/api', mockTests });

  const progress = createProgressService(progressRepository);
  const assistant = createAssistantService({
    repository: createAssistantRepository(database.db),
    contentDir,
    learnerData: {
      summary: (learner, timeZone) => progress.summary(learner, timeZone),
      report: (learner, timeZone) => progress.report(learner, timeZone),
      studyPlan: (learner, timeZone) => studyPlan.get(learner, timeZone),
      mockTests: (learner) => mockTests.list(learner),
      attempt: (learner, attemptId) => history.get(learner, attemptId),
      latestAttemptId: async (learner, questionId) => (await attempts.list(learner, { questionId, limit: 1 }))[0]?.id ?? null,
    },
    // Only with LLM_BASE_URL does the assistant ask a language model; by default it needs no external service.
    languageModel: config.llm ? { generator: createLanguageModelGenerator(config.llm), log: app.log } : undefined,
  });
  await app.register(assistantRoutes, { prefix: '/api', assistant });

  const servesWebApp = await registerWebApp(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    if (servesWebApp && wantsSpaPage(request)) return sendSpaPage(reply);
    const path = request.url.split('?')[0] ?? request.url;
    const isApi = path === '/api' || path.startsWith('/api/');
    const message = isApi
      ? `There is no ${request.method} ${path} in the API.`
      : servesWebApp
        ? 'This page does not exist.'
        : 'The web app is not built yet. Run `npm run build`, then reload.';
    return reply.status(404).type('application/json; charset=utf-8').send({ code: 'NOT_FOUND', message });
  });

  return app;
}
